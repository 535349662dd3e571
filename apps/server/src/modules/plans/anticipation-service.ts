import type {
  AnticipationRateQuery,
  AnticipationRun,
  anticipationUpdateSchema,
} from '@mentor/contract/plans';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type Actor, actorProjectFilter, actorScope } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { auditManyAs } from '../../platform/audit/audit-service.ts';
import type { JobContext, JobRunner } from '../../platform/jobs/job-runner.ts';
import * as repo from './anticipation-repository.ts';

export const ANTICIPATION_QUEUE = 'plans.anticipation_rate';
/** Plans changed per transaction: each batch commits its rates, its items and its audit rows together. */
export const ANTICIPATION_BATCH = 1000;

export const ANTICIPATION_MESSAGES = {
  runNotFound: 'Atualização de taxas não encontrada.',
  planNotFound: 'Plano de venda não encontrado.',
  planInactive: 'Plano de venda inativo.',
  outOfScope: 'Plano de outro projeto.',
} as const;

export async function listRates(db: Database, actor: Actor, q: AnticipationRateQuery) {
  return repo.listAnticipationRates(db, q, actorProjectFilter(actor, q.project_id) ?? undefined);
}

export async function listHistory(
  db: Database,
  actor: Actor,
  q: { page: number; perPage: number; sales_plan_id?: number | undefined; run_id?: number | undefined },
) {
  return repo.listAnticipationHistory(db, q, actorScope(actor) ?? undefined);
}

/**
 * Records the bulk change (one item per plan) and queues its job in the same transaction (an
 * approved change: the approver's), so the job exists exactly when the run does; the job applies
 * it batch by batch. The request is answered at once with the run, which the console follows.
 */
export async function startRun(
  db: Database,
  jobs: Pick<JobRunner, 'send'>,
  actor: Actor,
  input: z.output<typeof anticipationUpdateSchema>,
): Promise<AnticipationRun> {
  const user = actor.user;
  const run = await inTransaction(db, async (trx) => {
    const runId = await repo.insertRun(trx, {
      userId: user.username,
      userName: user.fullName,
      approvedBy: actor.approvedBy?.username ?? null,
      approvedByName: actor.approvedBy?.fullName ?? null,
      projectScope: actorScope(actor),
      requestId: actor.requestId,
      rate: input.anticipation_rate,
      planIds: input.sales_plan_ids,
    });
    const job = await jobs.send(ANTICIPATION_QUEUE, { runId }, { idempotencyKey: `run-${runId}`, db: trx });
    await repo.setRunJob(trx, runId, job.id);
    return repo.findRun(trx, runId);
  });
  if (!run) throw notFound(ANTICIPATION_MESSAGES.runNotFound);
  return repo.toRun(run);
}

async function visibleRun(db: Database, actor: Actor, runId: number) {
  const run = await repo.findRun(db, runId);
  const scope = actorScope(actor);
  if (!run || (scope !== null && run.project_scope !== scope))
    throw notFound(ANTICIPATION_MESSAGES.runNotFound);
  return run;
}

export async function readRun(db: Database, actor: Actor, runId: number): Promise<AnticipationRun> {
  return repo.toRun(await visibleRun(db, actor, runId));
}

export async function runItems(
  db: Database,
  actor: Actor,
  runId: number,
  page: { page: number; perPage: number },
) {
  await visibleRun(db, actor, runId);
  return repo.listRunItems(db, runId, page);
}

/** One batch: locks its items and plans, applies what it can, records why the rest failed. */
async function processBatch(db: Database, run: repo.RunRow): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const items = await repo.lockPendingItems(trx, run.id, ANTICIPATION_BATCH);
    if (items.length === 0) return 0;
    const plans = new Map(
      (
        await repo.lockPlans(
          trx,
          items.map((i) => i.sales_plan_id),
        )
      ).map((p) => [p.id, p]),
    );
    const done: { id: number; oldRate: string }[] = [];
    const failed: { id: number; reason: string }[] = [];
    const entries = [];
    for (const item of items) {
      const plan = plans.get(item.sales_plan_id);
      if (!plan) failed.push({ id: item.sales_plan_id, reason: ANTICIPATION_MESSAGES.planNotFound });
      else if (run.project_scope !== null && plan.project_id !== run.project_scope)
        failed.push({ id: item.sales_plan_id, reason: ANTICIPATION_MESSAGES.outOfScope });
      else if (plan.status !== 1)
        failed.push({ id: item.sales_plan_id, reason: ANTICIPATION_MESSAGES.planInactive });
      else {
        done.push({ id: plan.id, oldRate: plan.anticipation_rate });
        entries.push({
          tableContext: 'sales_plan',
          recordId: plan.id,
          action: 'UPDATE' as const,
          before: { anticipation_rate: plan.anticipation_rate },
          after: { anticipation_rate: item.new_rate, anticipation_rate_history: run.id },
          projectId: plan.project_id,
        });
      }
    }
    await repo.applyItems(trx, run.id, done);
    await repo.failItems(trx, run.id, failed);
    await auditManyAs(
      trx,
      {
        username: run.user_id,
        fullName: run.user_name,
        requestId: run.request_id,
        approvedBy: run.approved_by ? { username: run.approved_by, fullName: run.approved_by_name } : null,
      },
      entries,
    );
    await repo.refreshRunCounts(trx, run.id);
    return items.length;
  });
}

function finalStatus(run: repo.RunRow): repo.RunRow['status'] {
  if (run.failed === 0) return 'FINISHED';
  if (run.failed >= run.total) return 'FAILED';
  return 'PARTIAL_FINISHED';
}

/**
 * Applies a run's pending items. Safe to run again (a retried job): applied items are DONE and
 * never applied twice; the counts are recomputed from the items.
 */
export async function processRun(
  db: Database,
  runId: number,
  progress: (percent: number) => Promise<void> = async () => {},
): Promise<AnticipationRun> {
  const run = await repo.findRun(db, runId);
  if (!run) throw new Error(`Anticipation-rate run ${runId} not found`);
  while ((await processBatch(db, run)) > 0) {
    const current = await repo.findRun(db, runId);
    if (current) await progress(repo.toRun(current).progress);
  }
  const counted = await repo.refreshRunCounts(db, runId);
  if (counted.status === 'PROCESSING') await repo.finishRun(db, runId, finalStatus(counted));
  const finished = await repo.findRun(db, runId);
  if (!finished) throw new Error(`Anticipation-rate run ${runId} not found`);
  return repo.toRun(finished);
}

/** The job: applies the run; when its last attempt fails, the run ends FAILED. */
export async function runAnticipationJob(db: Database, ctx: JobContext<{ runId: number }>) {
  try {
    return await processRun(db, ctx.data.runId, (percent) => ctx.progress(percent));
  } catch (error) {
    if (ctx.lastAttempt) await repo.finishRun(db, ctx.data.runId, 'FAILED');
    throw error;
  }
}
