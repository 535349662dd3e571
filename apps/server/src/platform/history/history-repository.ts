import type { Database } from '../../db/database.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';

export interface HistoryFilter {
  tableContext: string;
  /** Only changes made within this project (single-project callers). */
  projectId: number | null;
  /** Only changes made by this staff member. */
  actor?: string | undefined;
  recordId?: string | undefined;
  action?: 'CREATE' | 'UPDATE' | 'DELETE' | 'REVEAL' | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

/** Audit rows of a table context, newest first unless asked otherwise, with their count. */
export async function listHistory(
  db: Database,
  filter: HistoryFilter,
  page: { page: number; perPage: number; oldestFirst: boolean },
) {
  let base = db.selectFrom('audit_log').where('table_context', '=', filter.tableContext);
  if (filter.projectId !== null) base = base.where('project_id', '=', filter.projectId);
  if (filter.recordId) base = base.where('record_id', '=', filter.recordId);
  if (filter.action) base = base.where('action', '=', filter.action);
  if (filter.actor) base = base.where('actor', '=', filter.actor);
  if (filter.start) base = base.where('occurred_at', '>=', dayStart(filter.start));
  if (filter.end) base = base.where('occurred_at', '<', dayAfter(filter.end));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('occurred_at', page.oldestFirst ? 'asc' : 'desc')
      .orderBy('id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One audit row by its id. */
export async function findHistoryEntry(db: Database, id: number) {
  return db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
}
