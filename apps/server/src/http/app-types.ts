import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { ExportsService } from '../modules/exports/exports-service.ts';
import type { JobRunner } from '../modules/jobs/job-runner.ts';

/** The Fastify instance every module registers its routes on (zod-typed schemas). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What modules receive: the database, the configuration, the job runner (areas register their
 * queues while their routes register) and the exports service (areas register their exports).
 */
export interface AppDeps {
  db: Database;
  env: Env;
  jobs: JobRunner;
  exports: ExportsService;
}
