import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { ExportsService } from './exports/exports-service.ts';
import type { JobRunner } from './jobs/job-runner.ts';

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
