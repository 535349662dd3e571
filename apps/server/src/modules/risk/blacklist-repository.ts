import type { BlacklistEntry, BlacklistManagementEntry } from '@mentor/contract/risk';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern, prefixPattern } from '../../http/like.ts';
import { offsetOf } from '../../http/paging.ts';

/** The filters both blacklists take: name (contains) and document (digits, prefix). */
export interface BlacklistFilters {
  page: number;
  limit: number;
  name?: string | undefined;
  document?: string | undefined;
}

// ---------------------------------------------------------------- older blacklist

const entryColumns = ['id', 'name', 'document', 'date_register'] as const;
type EntryRow = { id: number; name: string; document: string; date_register: Date };

export const toEntry = (row: EntryRow): BlacklistEntry => ({
  id: row.id,
  name: row.name,
  document: row.document,
  dateRegister: row.date_register.toISOString(),
});

export async function listEntries(db: Database, f: BlacklistFilters) {
  let query = db.selectFrom('blacklist_entry');
  if (f.name) query = query.where('name', 'ilike', containsPattern(f.name));
  if (f.document) query = query.where('document', 'like', prefixPattern(f.document));
  const [rows, count] = await Promise.all([
    query
      .select(entryColumns)
      .orderBy('date_register', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset(offsetOf({ page: f.page, perPage: f.limit }))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toEntry), total: Number(count.n) };
}

export async function findEntry(db: Database, by: { id?: number; document?: string }, lock = false) {
  let query = db.selectFrom('blacklist_entry').select(entryColumns);
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  if (by.document !== undefined) query = query.where('document', '=', by.document);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

export async function insertEntry(db: Database, values: { name: string; document: string }) {
  const row = await db
    .insertInto('blacklist_entry')
    .values(values)
    .returning(entryColumns)
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

/** Inserts an entry unless its document is listed already; answers the new entry, or undefined. */
export async function insertEntryUnlessListed(db: Database, values: { name: string; document: string }) {
  const row = await db
    .insertInto('blacklist_entry')
    .values(values)
    .onConflict((oc) => oc.column('document').doNothing())
    .returning(entryColumns)
    .executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

export async function deleteEntry(db: Database, id: number): Promise<void> {
  await db.deleteFrom('blacklist_entry').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- blacklist manager

const managedColumns = [
  'uuid',
  'full_name',
  'document_number',
  'temporary',
  'expires_at',
  'date_register',
  'date_update',
] as const;
type ManagedRow = {
  uuid: string;
  full_name: string;
  document_number: string;
  temporary: boolean;
  expires_at: Date | null;
  date_register: Date;
  date_update: Date;
};

export const toManaged = (row: ManagedRow): BlacklistManagementEntry => ({
  uuid: row.uuid,
  fullName: row.full_name,
  documentNumber: row.document_number,
  temporary: row.temporary,
  expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
  dateRegister: row.date_register.toISOString(),
  dateUpdate: row.date_update.toISOString(),
});

/** Entries still in force: permanent, or temporary and not yet expired. */
function inForce(db: Database) {
  return db
    .selectFrom('blacklist_management')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));
}

export async function listManaged(db: Database, f: BlacklistFilters) {
  let query = inForce(db);
  if (f.name) query = query.where('full_name', 'ilike', containsPattern(f.name));
  if (f.document) query = query.where('document_number', 'like', prefixPattern(f.document));
  const [rows, count] = await Promise.all([
    query
      .select(managedColumns)
      .orderBy('date_register', 'desc')
      .orderBy('uuid')
      .limit(f.limit)
      .offset(offsetOf({ page: f.page, perPage: f.limit }))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toManaged), total: Number(count.n) };
}

export async function findManaged(db: Database, uuid: string, lock = false) {
  const query = inForce(db).select(managedColumns).where('uuid', '=', uuid);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row ? toManaged(row) : undefined;
}

/** Expired rows holding a document (they block its unique index until the cleanup runs). */
export async function deleteExpiredOf(db: Database, document: string) {
  const rows = await db
    .deleteFrom('blacklist_management')
    .where('document_number', '=', document)
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning(managedColumns)
    .execute();
  return rows.map(toManaged);
}

export async function deleteAllExpired(db: Database) {
  const rows = await db
    .deleteFrom('blacklist_management')
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning(managedColumns)
    .execute();
  return rows.map(toManaged);
}

export interface ManagedValues {
  full_name: string;
  document_number: string;
  temporary: boolean;
  expires_at: Date | null;
}

export async function insertManaged(db: Database, values: ManagedValues) {
  const row = await db
    .insertInto('blacklist_management')
    .values(values)
    .returning(managedColumns)
    .executeTakeFirstOrThrow();
  return toManaged(row);
}

export async function updateManaged(db: Database, uuid: string, values: ManagedValues) {
  const row = await db
    .updateTable('blacklist_management')
    .set({ ...values, date_update: new Date() })
    .where('uuid', '=', uuid)
    .returning(managedColumns)
    .executeTakeFirstOrThrow();
  return toManaged(row);
}

export async function deleteManaged(db: Database, uuid: string): Promise<void> {
  await db.deleteFrom('blacklist_management').where('uuid', '=', uuid).execute();
}

/** Whether a document (digits) is on either blacklist, temporary entries only until they expire. */
export async function documentListed(db: Database, document: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(db.selectFrom('blacklist_entry').select('id').where('document', '=', document)),
          eb.exists(inForce(db).select('uuid').where('document_number', '=', document)),
        ])
        .as('listed'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.listed);
}

/** The day after `isoDay` begins (São Paulo): the end of that calendar day. */
export async function endOfDay(db: Database, isoDay: string): Promise<Date> {
  const row = await db
    .selectNoFrom(sql<Date>`((${isoDay}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')`.as('at'))
    .executeTakeFirstOrThrow();
  return row.at;
}

/** Changes of both blacklists from the audit trail, newest first. */
export async function listHistory(
  db: Database,
  f: { page: number; limit: number; document?: string | undefined },
) {
  let query = db
    .selectFrom('audit_log')
    .where('table_context', 'in', ['blacklist_entry', 'blacklist_management']);
  const doc = f.document;
  if (doc) {
    query = query.where((eb) =>
      eb.or([
        eb(sql`after->>'document'`, '=', doc),
        eb(sql`before->>'document'`, '=', doc),
        eb(sql`after->>'documentNumber'`, '=', doc),
        eb(sql`before->>'documentNumber'`, '=', doc),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'table_context',
        'action',
        'record_id',
        'actor',
        'actor_name',
        'before',
        'after',
        'occurred_at',
      ])
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset(offsetOf({ page: f.page, perPage: f.limit }))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      list: r.table_context === 'blacklist_entry' ? ('BLACKLIST' as const) : ('BLACKLIST_MANAGER' as const),
      action: r.action,
      recordId: r.record_id,
      actor: r.actor,
      actorName: r.actor_name,
      before: r.before,
      after: r.after,
      dateRegister: r.occurred_at.toISOString(),
    })),
    total: Number(count.n),
  };
}
