import type { ExportJob } from '@mentor/contract/transactions';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const columns = [
  'id',
  'owner',
  'kind',
  'file_format',
  'filters',
  'scope_project_id',
  'status',
  'progress',
  'total_rows',
  'rows_written',
  'file_path',
  'file_name',
  'error',
  'created_at',
  'finished_at',
] as const;

export type StoredJob = Awaited<ReturnType<typeof findJob>> & object;

export const toExportJob = (r: StoredJob): ExportJob => ({
  id: r.id,
  kind: r.kind,
  file_format: r.file_format,
  status: r.status,
  progress: r.progress,
  total_rows: r.total_rows,
  rows_written: r.rows_written,
  file_name: r.file_name,
  error: r.error,
  created_at: r.created_at.toISOString(),
  finished_at: r.finished_at ? r.finished_at.toISOString() : null,
});

export async function createJob(
  db: Database,
  job: {
    owner: string;
    kind: string;
    fileFormat: 'csv' | 'xlsx';
    filters: unknown;
    scopeProjectId: number | null;
    totalRows: number | null;
  },
) {
  return db
    .insertInto('export_job')
    .values({
      owner: job.owner,
      kind: job.kind,
      file_format: job.fileFormat,
      filters: JSON.stringify(job.filters),
      scope_project_id: job.scopeProjectId,
      total_rows: job.totalRows,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function findJob(db: Database, id: number) {
  return db.selectFrom('export_job').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function listJobs(db: Database, owner: string, limit = 50) {
  return db
    .selectFrom('export_job')
    .select(columns)
    .where('owner', '=', owner)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Takes the oldest queued job; concurrent workers skip rows another one holds. */
export async function claimJob(db: Database) {
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('export_job')
      .select('id')
      .where('status', '=', 'QUEUED')
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('export_job')
      .set({ status: 'PROCESSING', started_at: sql`now()` })
      .where('id', '=', next.id)
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
}

export async function reportProgress(db: Database, id: number, rowsWritten: number, progress: number) {
  await db
    .updateTable('export_job')
    .set({ rows_written: rowsWritten, progress })
    .where('id', '=', id)
    .execute();
}

export async function finishJob(
  db: Database,
  id: number,
  result: { filePath: string; fileName: string; rowsWritten: number } | { error: string },
) {
  const done =
    'error' in result
      ? { status: 'FAILED' as const, error: result.error }
      : {
          status: 'COMPLETED' as const,
          progress: 100,
          file_path: result.filePath,
          file_name: result.fileName,
          rows_written: result.rowsWritten,
          total_rows: result.rowsWritten,
        };
  await db
    .updateTable('export_job')
    .set({ ...done, finished_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Jobs left PROCESSING by a process that stopped are queued again at start. */
export async function requeueInterrupted(db: Database) {
  await db
    .updateTable('export_job')
    .set({ status: 'QUEUED', progress: 0, rows_written: 0 })
    .where('status', '=', 'PROCESSING')
    .where('started_at', '<', sql<Date>`now() - interval '10 minutes'`)
    .execute();
}
