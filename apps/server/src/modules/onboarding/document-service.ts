import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { storedUploadName } from '../../http/upload-name.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  findDocument,
  insertDocument,
  insertDocumentComment,
  markDocumentDeleted,
  replaceLiveDocuments,
  setDocumentStatus,
} from './document-repository.ts';
import { scopedPreAccount } from './pre-account-service.ts';

export const DOCUMENT_MESSAGES = {
  notFound: 'Documento não encontrado.',
  deleted: 'O documento foi excluído.',
  notDeleted: 'O documento não está excluído.',
  badFile: 'Arquivo inválido: envie uma imagem JPEG ou PNG, ou um PDF, de até 5 MB.',
  changed: 'Status do documento alterado com sucesso!',
  removed: 'Documento deletado com sucesso!',
} as const;

const MAX_BYTES = 5 * 1024 * 1024;

/** The first bytes of each accepted file type, so a renamed file is refused. */
function matchesType(content: Buffer, mime: string): boolean {
  if (mime === 'image/png')
    return content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (mime === 'image/jpeg') return content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff;
  if (mime === 'application/pdf') return content.subarray(0, 5).toString('latin1') === '%PDF-';
  return false;
}

/** A document of a pre-account the caller may see (the pre-account's scope and queue). */
async function scopedDocument(db: Database, actor: Actor, accountId: string, uuid: string, lock = false) {
  const account = await scopedPreAccount(db, actor, accountId);
  const document = await findDocument(db, uuid, lock);
  if (!document || document.pre_account_uuid !== account.uuid) throw notFound(DOCUMENT_MESSAGES.notFound);
  return { account, document };
}

export async function documentImage(
  db: Database,
  actor: Actor,
  accountId: string,
  uuid: string,
  deleted: boolean,
) {
  const { document } = await scopedDocument(db, actor, accountId, uuid);
  if (document.deleted !== deleted)
    throw notFound(deleted ? DOCUMENT_MESSAGES.notDeleted : DOCUMENT_MESSAGES.deleted);
  return document;
}

/** Changes a document's review status; answered `{ statusCode: 200 }` (2nd doc §5). */
export async function changeDocumentStatus(
  db: Database,
  actor: Actor,
  accountId: string,
  body: { uuid: string; status: 'PENDING' | 'APPROVED' | 'REPROVED'; comments?: string },
) {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const { account, document } = await scopedDocument(trx, actor, accountId, body.uuid, true);
    if (document.deleted) throw conflict(DOCUMENT_MESSAGES.deleted);
    await setDocumentStatus(trx, body.uuid, body.status);
    if (body.comments) {
      await insertDocumentComment(trx, {
        document_uuid: body.uuid,
        username: user.username,
        name: user.fullName,
        comment: body.comments,
      });
    }
    await audit(trx, actor, {
      tableContext: 'pre_account_document',
      recordId: body.uuid,
      action: 'UPDATE',
      before: { status: document.status },
      after: { status: body.status, comments: body.comments ?? null, preAccount: account.uuid },
      projectId: account.project_id,
    });
    return { statusCode: 200, message: DOCUMENT_MESSAGES.changed };
  });
}

export async function commentDocument(
  db: Database,
  actor: Actor,
  accountId: string,
  uuid: string,
  comment: string,
) {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const { account } = await scopedDocument(trx, actor, accountId, uuid);
    await insertDocumentComment(trx, {
      document_uuid: uuid,
      username: user.username,
      name: user.fullName,
      comment,
    });
    await audit(trx, actor, {
      tableContext: 'pre_account_document',
      recordId: uuid,
      action: 'UPDATE',
      after: { comment },
      projectId: account.project_id,
    });
    return { statusCode: 200, message: 'Comentário registrado.' };
  });
}

/** Uploads a document (a new one of a type replaces the live one of that type, kept as deleted). */
export async function uploadDocument(
  db: Database,
  actor: Actor,
  accountId: string,
  body: { documentType: string; fileName: string; mimeType: string; fileBase64: string },
) {
  const user = actor.user;
  // The route settles who may touch this pre-account before the body is validated.
  const content = Buffer.from(body.fileBase64, 'base64');
  if (content.length === 0 || content.length > MAX_BYTES || !matchesType(content, body.mimeType)) {
    throw unprocessable(DOCUMENT_MESSAGES.badFile, { fileBase64: [DOCUMENT_MESSAGES.badFile] });
  }
  const fileName = storedUploadName(body.fileName, 'documento');
  return db.transaction().execute(async (trx) => {
    const account = await scopedPreAccount(trx, actor, accountId, true);
    const replaced = await replaceLiveDocuments(trx, account.uuid, body.documentType, user.username);
    const created = await insertDocument(trx, {
      pre_account_uuid: account.uuid,
      document_type: body.documentType,
      file_name: fileName,
      mime_type: body.mimeType,
      content,
      uploaded_by: user.username,
    });
    await audit(trx, actor, {
      tableContext: 'pre_account_document',
      recordId: created,
      action: 'CREATE',
      after: {
        preAccount: account.uuid,
        documentType: body.documentType,
        fileName,
        bytes: content.length,
        replaced,
      },
      projectId: account.project_id,
    });
    return { uuid: created, statusCode: 200 };
  });
}

/** Deletes (keeps as deleted) a document. */
export async function deleteDocument(db: Database, actor: Actor, uuid: string) {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, uuid, true);
    if (!document) throw notFound(DOCUMENT_MESSAGES.notFound);
    const account = await scopedPreAccount(trx, actor, document.pre_account_uuid);
    if (document.deleted) throw conflict(DOCUMENT_MESSAGES.deleted);
    await markDocumentDeleted(trx, uuid, user.username);
    await audit(trx, actor, {
      tableContext: 'pre_account_document',
      recordId: uuid,
      action: 'DELETE',
      before: { deleted: false, documentType: document.document_type },
      after: { deleted: true },
      projectId: account.project_id,
    });
    return { statusCode: 200, message: DOCUMENT_MESSAGES.removed };
  });
}
