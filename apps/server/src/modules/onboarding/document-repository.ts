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
