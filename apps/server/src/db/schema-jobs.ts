import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Jsonb = ColumnType<unknown, string, string>;

export type DownloadStatus = 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export interface JobProgressTable {
  job_id: string;
  queue: string;
  progress: Generated<number>;
  detail: Jsonb | null;
  updated_at: Generated<Date>;
}

export interface DownloadTable {
  id: Generated<number>;
  owner: string;
  kind: string;
  file_format: 'csv' | 'xlsx';
  params: Jsonb;
  scope_project_id: number | null;
  status: Generated<DownloadStatus>;
  progress: Generated<number>;
  total_rows: number | null;
  rows_written: Generated<number>;
  size_bytes: number | null;
  file_path: string | null;
  file_name: string | null;
  error: string | null;
  job_id: string | null;
  dedupe_key: string;
  created_at: Generated<Date>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  expires_at: Timestamp;
}

/** Tables of background jobs (pg-boss keeps its own in the `pgboss` schema) and the download centre. */
export interface JobsTables {
  job_progress: JobProgressTable;
  download: DownloadTable;
}
