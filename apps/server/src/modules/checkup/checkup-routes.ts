import { checkup } from '@mentor/contract/checkup-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  authorizeCheckup,
  CHECKUP_MESSAGES,
  CHECKUP_QUEUE,
  deleteCheckup,
  listCheckup,
  readLatestRun,
  readRun,
  requestRun,
  runCheckupJob,
} from './checkup-service.ts';

/** Transaction check-up (2nd doc §3, §4, §6, §7): two tabs, authorise, delete, re-run and its progress. */
export async function checkupRoutes(app: App, { db, jobs }: AppDeps): Promise<void> {
  jobs.register<{ runId: number }>(CHECKUP_QUEUE, (ctx) => runCheckupJob(db, ctx), {
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 30 * 60,
  });

  serve(app, checkup.listFindings, ({ query }, request) => listCheckup(db, actorOf(request), query));

  serve(app, checkup.authorizeFindings, async ({ body }, request) => ({
    data: await authorizeCheckup(db, actorOf(request), body.transaction_ids),
  }));

  serve(app, checkup.deleteFindings, async ({ body }, request) => ({
    data: await deleteCheckup(db, actorOf(request), body.transaction_ids),
  }));

  serve(app, checkup.rerun, async (_input, request) => {
    const { runId, jobId } = await requestRun(db, jobs, actorOf(request));
    return { run_id: runId, job_id: jobId, message: CHECKUP_MESSAGES.runQueued };
  });
  // Fastify matches the fixed `/runs/latest` before the parametric `/runs/:id`, whatever the order.
  serve(app, checkup.readLatestRun, () => readLatestRun(db, jobs));
  serve(app, checkup.readRun, ({ params }) => readRun(db, jobs, params.id));
}
