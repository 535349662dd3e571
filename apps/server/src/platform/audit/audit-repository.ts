import { type Expression, type Insertable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';

export type AuditRowValues = Insertable<AuditLogTable>;

/** Writes audit rows in one statement. */
export async function insertAuditRows(trx: Database, rows: readonly AuditRowValues[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('audit_log').values(rows).execute();
}

/** Who wrote a set of audit rows and why: the same on every row. */
export interface AuditRowAuthor {
  actor: string;
  actor_name: string | null;
  request_id: string | null;
  reason_code: string | null;
  reason_comment: string | null;
  approved_by: string | null;
  approved_by_name: string | null;
}

/** Per record: its id as text, its state before and after (jsonb) and its project. */
export interface AuditedRecord {
  record_id: string;
  before: unknown;
  after: unknown;
  project_id: number | null;
}

/** A query (a select of the owner's table, or raw SQL) yielding {@link AuditedRecord} rows. */
export type AuditedRecords = Expression<AuditedRecord>;

/**
 * Writes one audit row per record a query selects, in a single statement: a bulk change of
 * many thousand rows is audited without carrying them through the server.
 */
export async function insertAuditRowsSelected(
  trx: Database,
  author: AuditRowAuthor,
  tableContext: string,
  action: AuditLogTable['action'],
  records: AuditedRecords,
): Promise<void> {
  await sql`
    INSERT INTO audit_log (actor, actor_name, table_context, record_id, action, before, after, request_id, project_id,
                           reason_code, reason_comment, approved_by, approved_by_name)
    SELECT ${author.actor}::text, ${author.actor_name}::text, ${tableContext}::text, e.record_id, ${action}::text,
           e.before, e.after, ${author.request_id}::text, e.project_id,
           ${author.reason_code}::text, ${author.reason_comment}::text, ${author.approved_by}::text,
           ${author.approved_by_name}::text
    FROM (${records}) AS e
  `.execute(trx);
}

/**
 * How many rows of one action a staff member wrote in the last `minutes`, counted after taking
 * a per-member lock held until `trx` ends.
 */
export async function countActionsLocked(
  trx: Database,
  actor: string,
  action: AuditLogTable['action'],
  minutes: number,
): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`audit-count:${action}:${actor}`}))`.execute(trx);
  const row = await trx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('actor', '=', actor)
    .where('action', '=', action)
    .where('occurred_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The records of one table context whose changes are looked for: by id, and (`usernames`) any
 * row of the context whose before or after names one of these usernames (a directory whose
 * record ids are not the local ones, such as Keycloak's, names the user in its rows).
 */
export interface AuditedSet {
  tableContext: string;
  recordIds: readonly string[];
  usernames?: readonly string[];
}

/** Who, other than `except`, changed any of the records since `since` (`null`: ever); by name. */
export async function actorsOf(
  db: Database,
  since: Date | null,
  except: string,
  sets: readonly AuditedSet[],
): Promise<string[]> {
  const wanted = sets.filter((set) => set.recordIds.length > 0 || (set.usernames?.length ?? 0) > 0);
  if (wanted.length === 0) return [];
  let query = db.selectFrom('audit_log').select('actor').distinct().where('actor', '!=', except);
  if (since) query = query.where('occurred_at', '>=', since);
  const rows = await query
    .where((eb) =>
      eb.or(
        wanted.map((set) => {
          const named = [...(set.usernames ?? [])];
          const matches = [
            ...(set.recordIds.length > 0 ? [eb('record_id', 'in', [...set.recordIds])] : []),
            ...(named.length > 0
              ? [
                  eb(sql<string>`"before"->>'username'`, 'in', named),
                  eb(sql<string>`"after"->>'username'`, 'in', named),
                ]
              : []),
          ];
          return eb.and([eb('table_context', '=', set.tableContext), eb.or(matches)]);
        }),
      ),
    )
    .execute();
  return rows.map((r) => r.actor);
}
