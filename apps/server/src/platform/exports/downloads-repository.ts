import type { ExportFormat } from '@mentor/contract/downloads';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DownloadStatus } from '../../db/schema-jobs.ts';

const columns = [
  'id',
  'owner',
  'kind',
  'file_format',
  'params',
  'scope_project_id',
  'status',
  'progress',
  'total_rows',
  'rows_written',
  'size_bytes',
  'file_path',
  'file_name',
  'error',
  'job_id',
  'created_at',
  'finished_at',
  'expires_at',
] as const;

export type StoredDownload = NonNullable<Awaited<ReturnType<typeof findDownload>>>;

/**
 * Records a pending download unless the same owner already has one with this key still
 * pending (or, for an explicit Idempotency-Key, any unexpired one); answers the row and
 * whether it is new.
 */
export async function createDownload(
  db: Database,
  d: {
    owner: string;
    kind: string;
    fileFormat: ExportFormat;
    params: unknown;
    scopeProjectId: number | null;
    totalRows: number | null;
    dedupeKey: string;
    retentionDays: number;
    /** An explicit Idempotency-Key answers its download whatever its status, until it expires. */
    explicitKey?: boolean;
  },
): Promise<{ download: StoredDownload; created: boolean }> {
  if (d.explicitKey) {
    const earlier = await db
      .selectFrom('download')
      .select(columns)
      .where('owner', '=', d.owner)
      .where('dedupe_key', '=', d.dedupeKey)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (earlier) return { download: earlier, created: false };
  }
  const inserted = await db
    .insertInto('download')
    .values({
      owner: d.owner,
      kind: d.kind,
      file_format: d.fileFormat,
      params: JSON.stringify(d.params),
      scope_project_id: d.scopeProjectId,
      total_rows: d.totalRows,
      dedupe_key: d.dedupeKey,
      expires_at: sql`now() + make_interval(days => ${d.retentionDays})`,
    })
    .onConflict((oc) =>
      oc.columns(['owner', 'dedupe_key']).where('status', 'in', ['QUEUED', 'RUNNING']).doNothing(),
    )
    .returning(columns)
    .executeTakeFirst();
  if (inserted) return { download: inserted, created: true };
  const existing = await db
    .selectFrom('download')
    .select(columns)
    .where('owner', '=', d.owner)
    .where('dedupe_key', '=', d.dedupeKey)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirst();
  if (!existing) throw new Error('Pending download vanished');
  return { download: existing, created: false };
}

export async function setDownloadJob(db: Database, id: number, jobId: string): Promise<void> {
  await db.updateTable('download').set({ job_id: jobId }).where('id', '=', id).execute();
}

export async function findDownload(db: Database, id: number) {
  return db.selectFrom('download').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function listDownloads(db: Database, owner: string, limit = 50) {
  return db
    .selectFrom('download')
    .select(columns)
    .where('owner', '=', owner)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks a queued download running; false when it is no longer queued (cancelled meanwhile). */
export async function startDownload(db: Database, id: number): Promise<boolean> {
  const row = await db
    .updateTable('download')
    .set({ status: 'RUNNING', started_at: sql`now()`, progress: 0, rows_written: 0, error: null })
    .where('id', '=', id)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function reportDownloadProgress(
  db: Database,
  id: number,
  rowsWritten: number,
  progress: number,
) {
  await db
    .updateTable('download')
    .set({ rows_written: rowsWritten, progress })
    .where('id', '=', id)
    .where('status', '=', 'RUNNING')
    .execute();
}

export async function finishDownload(
  db: Database,
  id: number,
  result:
    | { status: 'COMPLETED'; filePath: string; fileName: string; rowsWritten: number; sizeBytes: number }
    | { status: 'FAILED' | 'CANCELLED' | 'QUEUED'; error: string | null },
  retentionDays: number,
): Promise<void> {
  const done =
    result.status === 'COMPLETED'
      ? {
          status: 'COMPLETED' as DownloadStatus,
          progress: 100,
          file_path: result.filePath,
          file_name: result.fileName,
          rows_written: result.rowsWritten,
          total_rows: result.rowsWritten,
          size_bytes: result.sizeBytes,
          error: null,
        }
      : { status: result.status as DownloadStatus, error: result.error };
  await db
    .updateTable('download')
    .set({
      ...done,
      finished_at: result.status === 'QUEUED' ? null : sql`now()`,
      expires_at: sql`now() + make_interval(days => ${retentionDays})`,
    })
    .where('id', '=', id)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .execute();
}

/** Cancels a pending download; false when it had already finished. */
export async function cancelDownload(db: Database, id: number): Promise<boolean> {
  const row = await db
    .updateTable('download')
    .set({ status: 'CANCELLED', finished_at: sql`now()`, error: null })
    .where('id', '=', id)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteDownload(db: Database, id: number): Promise<void> {
  await db.deleteFrom('download').where('id', '=', id).execute();
}

/** Removes expired downloads (not those still pending) and answers their files. */
export async function removeExpired(
  db: Database,
  now: Date,
): Promise<{ id: number; file_path: string | null }[]> {
  return db
    .deleteFrom('download')
    .where('expires_at', '<=', now)
    .where('status', 'not in', ['QUEUED', 'RUNNING'])
    .returning(['id', 'file_path'])
    .execute();
}
