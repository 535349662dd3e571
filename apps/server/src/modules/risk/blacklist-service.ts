import { onlyDigits } from '@mentor/contract/common/masks';
import {
  BLACKLIST_TEMPORARY_DAYS,
  type BlacklistEntry,
  type BlacklistManagementEntry,
  type BlacklistManagementParsed,
  RISK_MESSAGES,
} from '@mentor/contract/risk';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { audit, auditManyAs } from '../../platform/audit/audit-service.ts';
import {
  deleteAllExpired,
  deleteEntry,
  deleteExpiredOf,
  deleteManaged,
  documentListed,
  endOfDay,
  findEntry,
  findManaged,
  insertEntry,
  insertEntryUnlessListed,
  insertManaged,
  type ManagedValues,
  updateManaged,
} from './blacklist-repository.ts';

const OLD = 'blacklist_entry';
const MANAGED = 'blacklist_management';

/**
 * Whether a CPF/CNPJ (masked or bare) is on either blacklist; temporary entries count only until
 * they expire. Places that open accounts or onboard merchants refuse such a document.
 */
export async function isDocumentBlacklisted(db: Database, document: string): Promise<boolean> {
  const digits = onlyDigits(document);
  if (digits.length === 0) return false;
  return documentListed(db, digits);
}

/** Throws a 422 on the document field when the document is blacklisted. */
export async function assertDocumentNotBlacklisted(db: Database, document: string, field = 'document') {
  if (await isDocumentBlacklisted(db, document)) {
    throw unprocessable(RISK_MESSAGES.documentBlacklisted, { [field]: [RISK_MESSAGES.documentBlacklisted] });
  }
}

const duplicate = () =>
  conflict(RISK_MESSAGES.blacklistDuplicate, { document: [RISK_MESSAGES.blacklistDuplicate] });

// ---------------------------------------------------------------- older blacklist

export async function addEntry(
  db: Database,
  actor: Actor,
  input: { name: string; document: string },
): Promise<BlacklistEntry> {
  try {
    return await db.transaction().execute(async (trx) => {
      const entry = await insertEntry(trx, input);
      await audit(trx, actor, { tableContext: OLD, recordId: entry.id, action: 'CREATE', after: entry });
      return entry;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/**
 * Puts a holder's document on the older blacklist from another area's action (an account
 * blacklisted from its review), unless it is listed already; inside the caller's transaction,
 * audited with where it came from. Answers the new entry, or undefined when it was listed.
 */
export async function listDocumentUnlessListed(
  trx: Database,
  actor: Actor,
  input: { name: string; document: string },
  origin: { from: string; projectId: number | null },
): Promise<BlacklistEntry | undefined> {
  const entry = await insertEntryUnlessListed(trx, {
    name: input.name.slice(0, 200),
    document: input.document,
  });
  if (entry) {
    await audit(trx, actor, {
      tableContext: OLD,
      recordId: entry.id,
      action: 'CREATE',
      after: { name: input.name, document: input.document, from: origin.from },
      projectId: origin.projectId,
    });
  }
  return entry;
}

export async function removeEntry(
  db: Database,
  actor: Actor,
  by: { id?: number | undefined; document?: string | undefined },
): Promise<BlacklistEntry> {
  if (by.id === undefined && !by.document) {
    throw unprocessable(RISK_MESSAGES.documentRequired, { document: [RISK_MESSAGES.documentRequired] });
  }
  return db.transaction().execute(async (trx) => {
    const entry = await findEntry(
      trx,
      { ...(by.id !== undefined ? { id: by.id } : {}), ...(by.document ? { document: by.document } : {}) },
      true,
    );
    if (!entry) throw notFound(RISK_MESSAGES.blacklistNotFound);
    await deleteEntry(trx, entry.id);
    await audit(trx, actor, { tableContext: OLD, recordId: entry.id, action: 'DELETE', before: entry });
    return entry;
  });
}

// ---------------------------------------------------------------- blacklist manager

export async function readManaged(db: Database, uuid: string): Promise<BlacklistManagementEntry> {
  const entry = await findManaged(db, uuid);
  if (!entry) throw notFound(RISK_MESSAGES.blacklistNotFound);
  return entry;
}

/** The stored values of a body: the expiry of a temporary entry (default 30 days, future only). */
async function valuesOf(db: Database, input: BlacklistManagementParsed, now: Date): Promise<ManagedValues> {
  let expires: Date | null = null;
  if (input.temporary) {
    if (input.expiresAt === undefined) {
      expires = new Date(now.getTime() + BLACKLIST_TEMPORARY_DAYS * 86_400_000);
    } else if (/^\d{4}-\d{2}-\d{2}$/.test(input.expiresAt)) {
      expires = await endOfDay(db, input.expiresAt);
    } else {
      expires = new Date(input.expiresAt);
    }
    if (expires.getTime() <= now.getTime()) {
      throw unprocessable(RISK_MESSAGES.expiryInPast, { expiresAt: [RISK_MESSAGES.expiryInPast] });
    }
  }
  return {
    full_name: input.fullName,
    document_number: input.documentNumber,
    temporary: input.temporary,
    expires_at: expires,
  };
}

/** Expired rows of the document are removed first (audited), so the document can be listed again. */
async function clearExpired(trx: Database, actor: Actor, document: string) {
  for (const before of await deleteExpiredOf(trx, document)) {
    await audit(trx, actor, { tableContext: MANAGED, recordId: before.uuid, action: 'DELETE', before });
  }
}

export async function createManaged(
  db: Database,
  actor: Actor,
  input: BlacklistManagementParsed,
): Promise<{ message: string; data: BlacklistManagementEntry }> {
  const values = await valuesOf(db, input, new Date());
  try {
    return await db.transaction().execute(async (trx) => {
      await clearExpired(trx, actor, values.document_number);
      const entry = await insertManaged(trx, values);
      await audit(trx, actor, {
        tableContext: MANAGED,
        recordId: entry.uuid,
        action: 'CREATE',
        after: entry,
      });
      return { message: RISK_MESSAGES.blacklistAdded, data: entry };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Update of an entry; the uuid comes from the path or, failing that, the body. */
export async function changeManaged(
  db: Database,
  actor: Actor,
  uuid: string | undefined,
  input: BlacklistManagementParsed,
): Promise<{ message: string; data: BlacklistManagementEntry }> {
  const target = uuid ?? input.uuid;
  if (!target) {
    throw unprocessable(RISK_MESSAGES.uuidRequiredForUpdate, { uuid: [RISK_MESSAGES.uuidRequiredForUpdate] });
  }
  const values = await valuesOf(db, input, new Date());
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findManaged(trx, target, true);
      if (!before) throw notFound(RISK_MESSAGES.blacklistNotFound);
      if (before.documentNumber !== values.document_number)
        await clearExpired(trx, actor, values.document_number);
      const after = await updateManaged(trx, target, values);
      await audit(trx, actor, { tableContext: MANAGED, recordId: target, action: 'UPDATE', before, after });
      return { message: RISK_MESSAGES.blacklistUpdated, data: after };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function removeManaged(
  db: Database,
  actor: Actor,
  uuid: string | undefined,
): Promise<{ message: string; data: BlacklistManagementEntry }> {
  if (!uuid) {
    throw unprocessable(RISK_MESSAGES.uuidRequiredForDelete, { uuid: [RISK_MESSAGES.uuidRequiredForDelete] });
  }
  return db.transaction().execute(async (trx) => {
    const before = await findManaged(trx, uuid, true);
    if (!before) throw notFound(RISK_MESSAGES.blacklistNotFound);
    await deleteManaged(trx, uuid);
    await audit(trx, actor, { tableContext: MANAGED, recordId: uuid, action: 'DELETE', before });
    return { message: RISK_MESSAGES.blacklistRemoved, data: before };
  });
}

/** The daily cleanup: temporary entries past their expiry are deleted, each audited as the system. */
export async function purgeExpiredEntries(db: Database): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await deleteAllExpired(trx);
    const system = { username: 'system', fullName: null, requestId: 'blacklist_expiry' };
    await auditManyAs(
      trx,
      system,
      removed.map((before) => ({
        tableContext: MANAGED,
        recordId: before.uuid,
        action: 'DELETE' as const,
        before,
      })),
    );
    return removed.length;
  });
}
