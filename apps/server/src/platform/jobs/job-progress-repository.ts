import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function writeProgress(
  db: Database,
  p: { jobId: string; queue: string; progress: number; detail?: unknown },
): Promise<void> {
  const progress = Math.max(0, Math.min(100, Math.round(p.progress)));
  const detail = p.detail === undefined ? null : JSON.stringify(p.detail);
  await db
    .insertInto('job_progress')
    .values({ job_id: p.jobId, queue: p.queue, progress, detail })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ progress, detail, updated_at: sql`now()` }))
    .execute();
}

export async function readProgress(db: Database, jobId: string) {
  return db
    .selectFrom('job_progress')
    .select(['progress', 'detail', 'updated_at'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

export async function removeProgress(db: Database, olderThanDays: number): Promise<number> {
  const result = await db
    .deleteFrom('job_progress')
    .where('updated_at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Jobs of each queue by state, and the age in seconds of the oldest one waiting (the metrics' figures). */
export async function queueFigures(db: Database) {
  const result = await sql<{
    queue: string;
    waiting: string | number;
    running: string | number;
    failed: string | number;
    oldest: string | number | null;
  }>`
    SELECT q.name AS queue,
      count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now()) AS waiting,
      count(j.id) FILTER (WHERE j.state = 'active') AS running,
      count(j.id) FILTER (WHERE j.state = 'failed') AS failed,
      EXTRACT(EPOCH FROM now() - min(j.start_after)
        FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())) AS oldest
    FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name
    GROUP BY q.name`.execute(db);
  return result.rows;
}
