import {
  CHECKUP_MESSAGES,
  CHECKUP_SORT_COLUMNS,
  type CheckupListQuery,
  type CheckupRun,
  type CheckupTransaction,
} from '@mentor/contract/checkup';
import type { Database } from '../../db/database.ts';
import type { CheckupType, SyncStatus } from '../../db/schema-billets.ts';
import { type Actor, actorProjectFilter, actorScope } from '../../http/actor.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { resolveSort, sortKeys } from '../../http/sorting.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  idempotentJobId,
  type JobContext,
  type JobRunner,
  type JobState,
} from '../../platform/jobs/job-runner.ts';
import {
  type CheckupRow,
  type CheckupSortColumn,
  createRun,
  type DetectionResult,
  detectAnomalies,
  filteredCheckup,
  findCheckup,
  findCheckupForUpdate,
  findLatestRun,
  findRun,
  findUnfinishedRuns,
  lockRunRequests,
  markRunFailed,
  orderedCheckup,
  type RunRow,
  setSyncStatus,
  toCheckupRun,
  toCheckupTransaction,
} from './checkup-repository.ts';

export { CHECKUP_MESSAGES };

/** The background job that re-runs the check-up. */
export const CHECKUP_QUEUE = 'checkup_run';

/** The job of a run: sent with the idempotency key `run-{id}`, so its id follows from the run's. */
export const checkupJobId = (runId: number) => idempotentJobId(CHECKUP_QUEUE, `run-${runId}`);

/** Job states after which the job will never finish its run. */
const LOST_JOB_STATES: ReadonlySet<JobState> = new Set(['cancelled', 'failed']);

type RunJobs = Pick<JobRunner, 'get'>;

/**
 * A stored run as it stands. Only a PROCESSING run asks the queue about its job: a job that was
 * cancelled, failed without its last attempt recording it (expired, say) or is no longer kept
 * (purged, never queued) will not finish the run, which is then recorded FAILED. The run and its
 * job are committed together, so a visible run's job is visible too.
 */
async function reconciledRun(db: Database, jobs: RunJobs, row: RunRow): Promise<CheckupRun> {
  const run = toCheckupRun(row);
  if (run.status !== 'PROCESSING') return run;
  const job = await jobs.get(CHECKUP_QUEUE, checkupJobId(row.id));
  if (job && !LOST_JOB_STATES.has(job.state)) return run;
  await markRunFailed(db, row.id);
  const after = await findRun(db, row.id);
  return after ? toCheckupRun(after) : run;
}

const HOUR_MINUTE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const TYPES: readonly CheckupType[] = ['NOT_IMPORTED', 'DUPLICATED'];
const SORT_KEYS = sortKeys(CHECKUP_SORT_COLUMNS, 'c') as Readonly<Record<string, CheckupSortColumn>>;

function checkupType(value: string): CheckupType {
  const type = TYPES.find((t) => t === value);
  if (!type) {
    const message = CHECKUP_MESSAGES.invalidType(value);
    throw unprocessable(message, { type: [message] });
  }
  return type;
}

/** One tab of the check-up: NOT_IMPORTED or DUPLICATED; any other type is refused by name. */
export async function listCheckup(db: Database, actor: Actor, query: CheckupListQuery) {
  const { page, perPage, sortBy, sortDesc, type, ...filters } = query;
  const kind = checkupType(type);
  const projectId = actorProjectFilter(actor, filters.project);
  const sort = resolveSort({ sortBy, sortDesc }, SORT_KEYS, 'c.transaction_date');
  return pageOf(
    filteredCheckup(db, kind, filters, projectId),
    { page, perPage },
    (q) => orderedCheckup(q, sort),
    toCheckupTransaction,
  );
}

interface Action {
  to: SyncStatus;
  allowed: (row: CheckupRow) => boolean;
  refusal: string;
}

const AUTHORIZE: Action = {
  to: 'AVAILABLE',
  allowed: (row) => row.sync_status === 'UNAVAILABLE' || row.sync_status === 'MANUAL_CHECK',
  refusal: CHECKUP_MESSAGES.notAuthorizable,
};

const DELETE: Action = {
  to: 'DELETED',
  allowed: (row) =>
    row.checkup_type === 'DUPLICATED' && row.sync_status !== 'DELETED' && row.sync_status !== 'SYNCED',
  refusal: CHECKUP_MESSAGES.notDeletable,
};

async function applyAction(
  db: Database,
  actor: Actor,
  ids: number[],
  action: Action,
): Promise<CheckupTransaction[]> {
  const user = actor.user;
  const scope = actorScope(actor);
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await findCheckupForUpdate(trx, unique);
    const visible = new Map(
      rows.filter((r) => scope === null || r.project_id === scope).map((r) => [r.id, r] as const),
    );
    const missing: Record<string, string[]> = {};
    const refused: Record<string, string[]> = {};
    ids.forEach((id, index) => {
      const row = visible.get(id);
      if (!row) missing[`transaction_ids.${index}`] = [CHECKUP_MESSAGES.notFound];
      else if (!action.allowed(row)) refused[`transaction_ids.${index}`] = [action.refusal];
    });
    if (Object.keys(missing).length > 0) {
      throw new HttpError(404, CHECKUP_MESSAGES.notFound, { errors: missing });
    }
    if (Object.keys(refused).length > 0) throw conflict(action.refusal, refused);
    await setSyncStatus(trx, unique, action.to, user.username);
    const after = await findCheckup(trx, unique);
    for (const row of rows) {
      const changed = after.find((a) => a.id === row.id);
      await audit(trx, actor, {
        tableContext: 'checkup_transaction',
        recordId: row.id,
        action: 'UPDATE',
        before: toCheckupTransaction(row),
        after: changed ? toCheckupTransaction(changed) : null,
        projectId: row.project_id,
      });
    }
    return after.map(toCheckupTransaction);
  });
}

/** Makes a selection of not-imported or duplicated items available to the import. */
export const authorizeCheckup = (db: Database, actor: Actor, ids: number[]) =>
  applyAction(db, actor, ids, AUTHORIZE);

/** Marks a selection of duplicated copies as deleted. */
export const deleteCheckup = (db: Database, actor: Actor, ids: number[]) =>
  applyAction(db, actor, ids, DELETE);

/**
 * Records a re-run (audited) and queues its job; refused (409, naming who asked for it and when)
 * while another run is PROCESSING. Requests take their turn on an advisory lock, so of two at
 * once the second sees the run the first created. The refusal spends no one-time code: the
 * access control gives back the code of a call refused with 409.
 */
export async function requestRun(
  db: Database,
  jobs: Pick<JobRunner, 'send' | 'get'>,
  actor: Actor,
): Promise<{ runId: number; jobId: string }> {
  const user = actor.user;
  // The run and its job are created together: a run never waits for a job that was not queued.
  return db.transaction().execute(async (trx) => {
    await lockRunRequests(trx);
    for (const row of await findUnfinishedRuns(trx)) {
      // A lost job's run is recorded FAILED through the pool: kept even if this call is refused.
      const run = await reconciledRun(db, jobs, row);
      if (run.status === 'PROCESSING') {
        throw conflict(
          CHECKUP_MESSAGES.runInProgress(run.requested_by, HOUR_MINUTE.format(row.requested_at)),
        );
      }
    }
    const runId = await createRun(trx, user.username);
    await audit(trx, actor, {
      tableContext: 'checkup_run',
      recordId: runId,
      action: 'CREATE',
      after: { id: runId, requested_by: user.username },
    });
    const job = await jobs.send(CHECKUP_QUEUE, { runId }, { idempotencyKey: `run-${runId}`, db: trx });
    return { runId, jobId: job.id };
  });
}

/** One run, as the screen follows it; an unknown id is a 404. */
export async function readRun(db: Database, jobs: RunJobs, runId: number): Promise<CheckupRun> {
  const row = await findRun(db, runId);
  if (!row) throw notFound(CHECKUP_MESSAGES.runNotFound);
  return reconciledRun(db, jobs, row);
}

/** The newest run, whoever asked for it (the screen follows it after a reload); 404 before the first. */
export async function readLatestRun(db: Database, jobs: RunJobs): Promise<CheckupRun> {
  const row = await findLatestRun(db);
  if (!row) throw notFound(CHECKUP_MESSAGES.noRunYet);
  return reconciledRun(db, jobs, row);
}

/**
 * The job: compares the acquirer files with the card transactions in one transaction. When its
 * last attempt fails the run ends FAILED; an earlier failure leaves it PROCESSING for the retry.
 */
export async function runCheckupJob(
  db: Database,
  ctx: JobContext<{ runId: number }>,
): Promise<DetectionResult> {
  try {
    await ctx.progress(5);
    const result = await db.transaction().execute((trx) => detectAnomalies(trx, ctx.data.runId));
    await ctx.progress(100, result);
    return result;
  } catch (error) {
    if (ctx.lastAttempt) await markRunFailed(db, ctx.data.runId);
    throw error;
  }
}
