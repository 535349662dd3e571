import type { AccountDocument } from '@mentor/contract/onboarding';
import type { Database } from '../../db/database.ts';

export async function documentsOf(
  db: Database,
  preAccount: string,
  deleted: boolean,
): Promise<AccountDocument[]> {
  const rows = await db
    .selectFrom('pre_account_document')
    .select([
      'uuid',
      'document_type',
      'status',
      'file_name',
      'mime_type',
      'deleted',
      'created_at',
      'updated_at',
    ])
    .where('pre_account_uuid', '=', preAccount)
    .where('deleted', '=', deleted)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();
  const comments =
    rows.length === 0
      ? []
      : await db
          .selectFrom('pre_account_document_comment')
          .select(['document_uuid', 'name', 'comment', 'created_at'])
          .where(
            'document_uuid',
            'in',
            rows.map((r) => r.uuid),
          )
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  return rows.map((r) => ({
    uuid: r.uuid,
    documentType: r.document_type,
    status: r.status,
    fileName: r.file_name,
    mimeType: r.mime_type,
    deleted: r.deleted,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    comments: comments
      .filter((c) => c.document_uuid === r.uuid)
      .map((c) => ({ name: c.name, comment: c.comment, createdAt: c.created_at.toISOString() })),
  }));
}

export async function findDocument(db: Database, uuid: string, lock = false) {
  let q = db.selectFrom('pre_account_document').selectAll().where('uuid', '=', uuid);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function setDocumentStatus(
  db: Database,
  uuid: string,
  status: 'PENDING' | 'APPROVED' | 'REPROVED',
): Promise<void> {
  await db
    .updateTable('pre_account_document')
    .set({ status, updated_at: new Date() })
    .where('uuid', '=', uuid)
    .execute();
}

export async function insertDocumentComment(
  db: Database,
  values: { document_uuid: string; username: string; name: string; comment: string },
): Promise<void> {
  await db.insertInto('pre_account_document_comment').values(values).execute();
}

/** Keeps the live document of a type as deleted (a new one replaces it); answers the ids replaced. */
export async function replaceLiveDocuments(
  db: Database,
  preAccount: string,
  documentType: string,
  username: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('pre_account_document')
    .set({ deleted: true, deleted_at: new Date(), deleted_by: username })
    .where('pre_account_uuid', '=', preAccount)
    .where('document_type', '=', documentType)
    .where('deleted', '=', false)
    .returning('uuid')
    .execute();
  return rows.map((r) => r.uuid);
}

export async function insertDocument(
  db: Database,
  values: {
    pre_account_uuid: string;
    document_type: string;
    file_name: string;
    mime_type: string;
    content: Buffer;
    uploaded_by: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('pre_account_document')
    .values(values)
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

/** Keeps a document as deleted. */
export async function markDocumentDeleted(db: Database, uuid: string, username: string): Promise<void> {
  await db
    .updateTable('pre_account_document')
    .set({ deleted: true, deleted_at: new Date(), deleted_by: username, updated_at: new Date() })
    .where('uuid', '=', uuid)
    .execute();
}
