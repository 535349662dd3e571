import {
  checkupActionBodySchema,
  checkupActionResponseSchema,
  checkupListQuerySchema,
  checkupListResponseSchema,
  checkupRunResponseSchema,
} from '@mentor/contract/checkup';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  authorizeCheckup,
  CHECKUP_MESSAGES,
  CHECKUP_QUEUE,
  deleteCheckup,
  listCheckup,
  requestRun,
  runCheckupJob,
} from './checkup-service.ts';

const route = routesOf('checkup');

/** Transaction check-up (2nd doc §3, §4, §6, §7): two tabs, authorise, delete, re-run. */
export async function checkupRoutes(app: App, { db, jobs }: AppDeps): Promise<void> {
  jobs.register<{ runId: number }>(CHECKUP_QUEUE, (ctx) => runCheckupJob(db, ctx), {
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 30 * 60,
  });

  app.get(
    '/api/v1/checkup/transaction',
    route('read_checkup', {
      summary: "Check-up findings of one type (NOT_IMPORTED or DUPLICATED); another type is 'Invalid type X'",
      querystring: checkupListQuerySchema,
      response: { 200: checkupListResponseSchema },
    }),
    async (request) => listCheckup(db, request, request.query),
  );

  app.put(
    '/api/v1/checkup/transaction/authorize',
    route(
      { permission: 'authorize_checkup_transactions', otp: true },
      {
        summary: 'Make a selection of findings available to the import (one-time code)',
        body: checkupActionBodySchema,
        response: { 200: checkupActionResponseSchema, 409: errorBodySchema },
      },
    ),
    async (request) => ({ data: await authorizeCheckup(db, request, request.body.transaction_ids) }),
  );

  app.put(
    '/api/v1/checkup/transaction/delete',
    route(
      { permission: 'delete_checkup_transactions', otp: true },
      {
        summary: 'Delete a selection of duplicated copies (one-time code)',
        body: checkupActionBodySchema,
        response: { 200: checkupActionResponseSchema, 409: errorBodySchema },
      },
    ),
    async (request) => ({ data: await deleteCheckup(db, request, request.body.transaction_ids) }),
  );

  app.post(
    '/api/v1/checkup/transactions',
    route(
      { permission: 'rerun_checkup', otp: true },
      {
        summary: 'Re-run the whole check-up as a background job (one-time code)',
        response: { 202: checkupRunResponseSchema },
      },
    ),
    async (request, reply) => {
      const runId = await requestRun(db, request);
      const job = await jobs.send(CHECKUP_QUEUE, { runId }, { idempotencyKey: `run-${runId}` });
      reply.code(202);
      return { run_id: runId, job_id: job.id, message: CHECKUP_MESSAGES.runQueued };
    },
  );
}
