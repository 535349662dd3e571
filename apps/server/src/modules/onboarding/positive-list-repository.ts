import { documentDigits } from '@mentor/contract/onboarding';
import type { Database } from '../../db/database.ts';

/** A white label with its project. */
export async function findWhiteLabel(db: Database, uuid: string) {
  return db
    .selectFrom('white_label')
    .select(['uuid', 'project_id', 'fantasy_name'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/** Whether the white label opens accounts only for documents on its positive list. */
export async function positiveListSetting(db: Database, whiteLabel: string, lock = false) {
  let q = db
    .selectFrom('positive_list_setting')
    .select('restritive')
    .where('uuid_white_label', '=', whiteLabel);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function savePositiveListSetting(
  db: Database,
  whiteLabel: string,
  restritive: boolean,
  username: string,
): Promise<void> {
  await db
    .insertInto('positive_list_setting')
    .values({ uuid_white_label: whiteLabel, restritive, updated_by: username })
    .onConflict((oc) =>
      oc.column('uuid_white_label').doUpdateSet({ restritive, updated_by: username, updated_at: new Date() }),
    )
    .execute();
}

/** A page of the positive list, newest first; `search` matches the name (contains) or document (prefix). */
export async function listPositiveEntries(
  db: Database,
  whiteLabel: string,
  page: number,
  limit: number,
  search?: string,
) {
  let q = db.selectFrom('positive_list_entry').where('uuid_white_label', '=', whiteLabel);
  if (search) {
    const digits = documentDigits(search);
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', `%${search.replace(/[%_\\]/g, '\\$&')}%`),
        ...(digits ? [eb('document', 'like', `${digits}%`)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('uuid')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Adds a document unless it is on the white label's list already; answers the new entry, or undefined. */
export async function insertPositiveEntry(
  db: Database,
  values: { uuid_white_label: string; document: string; name: string; created_by: string },
) {
  return db
    .insertInto('positive_list_entry')
    .values(values)
    .onConflict((oc) => oc.columns(['uuid_white_label', 'document']).doNothing())
    .returning(['uuid', 'document', 'name', 'created_by', 'created_at'])
    .executeTakeFirst();
}

/** Adds the documents not on the list yet, in batches of 1,000; answers how many were added. */
export async function insertPositiveEntries(
  db: Database,
  whiteLabel: string,
  entries: ReadonlyArray<{ document: string; name: string }>,
  username: string,
): Promise<number> {
  let added = 0;
  for (let i = 0; i < entries.length; i += 1000) {
    const chunk = entries.slice(i, i + 1000);
    const inserted = await db
      .insertInto('positive_list_entry')
      .values(
        chunk.map((r) => ({
          uuid_white_label: whiteLabel,
          document: r.document,
          name: r.name,
          created_by: username,
        })),
      )
      .onConflict((oc) => oc.columns(['uuid_white_label', 'document']).doNothing())
      .returning('uuid')
      .execute();
    added += inserted.length;
  }
  return added;
}

/** Removes an entry of the white label's list; answers what it held, or undefined. */
export async function deletePositiveEntry(db: Database, whiteLabel: string, uuid: string) {
  return db
    .deleteFrom('positive_list_entry')
    .where('uuid', '=', uuid)
    .where('uuid_white_label', '=', whiteLabel)
    .returning(['document', 'name'])
    .executeTakeFirst();
}

/** The whole list of a white label, by name. */
export async function positiveEntriesByName(db: Database, whiteLabel: string) {
  return db
    .selectFrom('positive_list_entry')
    .select(['document', 'name'])
    .where('uuid_white_label', '=', whiteLabel)
    .orderBy('name')
    .execute();
}

/** Which of the documents are on the white label's list. */
export async function listedDocuments(
  db: Database,
  whiteLabel: string,
  documents: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('positive_list_entry')
    .select('document')
    .where('uuid_white_label', '=', whiteLabel)
    .where('document', 'in', documents.length ? [...documents] : [''])
    .execute();
  return new Set(rows.map((r) => r.document));
}

export async function insertImport(
  db: Database,
  values: {
    uuid_white_label: string;
    file_name: string;
    rows: string;
    accepted: number;
    refused: number;
    created_by: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('positive_list_import')
    .values(values)
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

export async function findImport(db: Database, uuid: string, lock = false) {
  let q = db.selectFrom('positive_list_import').selectAll().where('uuid', '=', uuid);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function markImportProcessed(db: Database, uuid: string, username: string): Promise<void> {
  await db
    .updateTable('positive_list_import')
    .set({ status: 'PROCESSED', processed_by: username, processed_at: new Date() })
    .where('uuid', '=', uuid)
    .execute();
}
