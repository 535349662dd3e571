import type {
  SupplierCredential,
  SupplierCredentialSecret,
  supplierCredentialBodySchema,
} from '@mentor/contract/terminals';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { PageRequest } from '../../http/paging.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { open, seal, secretsKey } from '../../platform/secrets/secret-box.ts';
import { requireProject } from '../projects/projects-service.ts';
import { findCredential, insertCredential, listCredentials, toCredential } from './supplier-repository.ts';
import { findTerminal, supplierExists } from './terminal-repository.ts';

export const SUPPLIER_MESSAGES = {
  supplierNotFound: 'Fornecedor não encontrado.',
  credentialNotFound: 'Credencial de fornecedor não encontrada.',
  terminalNotFound: 'Terminal não encontrado.',
} as const;

type CredentialInput = z.output<typeof supplierCredentialBodySchema>;

async function requireSupplier(db: Database, identifier: string) {
  if (!(await supplierExists(db, identifier))) throw notFound(SUPPLIER_MESSAGES.supplierNotFound);
}

async function requireTerminal(db: Database, actor: Actor, id: number) {
  const terminal = await findTerminal(db, id);
  if (!terminal) throw notFound(SUPPLIER_MESSAGES.terminalNotFound);
  assertActorProject(actor, terminal.project_id);
  return terminal;
}

export async function projectCredentials(db: Database, actor: Actor, projectId: number, page: PageRequest) {
  await requireProject(db, actor, projectId);
  return listCredentials(db, { projectId }, page);
}

export async function terminalCredentials(
  db: Database,
  actor: Actor,
  terminalId: number,
  supplier: string,
  page: PageRequest,
) {
  await requireTerminal(db, actor, terminalId);
  await requireSupplier(db, supplier);
  return listCredentials(db, { terminalId, supplier }, page);
}

/** Stores a credential with its secret sealed (AES-256-GCM, the key of the project certificates). */
export async function createCredential(
  db: Database,
  actor: Actor,
  secretsKeyText: string | undefined,
  target: { projectId: number } | { terminalId: number },
  supplier: string,
  input: CredentialInput,
  type?: string,
): Promise<SupplierCredential> {
  const user = actor.user;
  let projectId: number;
  let terminalId: number | null = null;
  if ('projectId' in target) {
    await requireProject(db, actor, target.projectId);
    projectId = target.projectId;
  } else {
    const terminal = await requireTerminal(db, actor, target.terminalId);
    projectId = terminal.project_id;
    terminalId = terminal.id;
  }
  await requireSupplier(db, supplier);
  const key = await secretsKey(db, secretsKeyText);
  return db.transaction().execute(async (trx) => {
    const id = await insertCredential(trx, {
      project_id: projectId,
      terminal_id: terminalId,
      supplier_identifier: supplier,
      credential_type: type ?? input.credential_type,
      username: input.username,
      secret_sealed: seal(key, input.secret),
      created_by: user.username,
    });
    const row = await findCredential(trx, id);
    if (!row) throw notFound(SUPPLIER_MESSAGES.credentialNotFound);
    const after = toCredential(row);
    await audit(trx, actor, {
      tableContext: 'supplier_credential',
      recordId: id,
      action: 'CREATE',
      after,
      projectId,
    });
    return after;
  });
}

/** The credential with its secret opened; the reveal is audited (the secret itself is not). */
export async function revealCredential(
  db: Database,
  actor: Actor,
  secretsKeyText: string | undefined,
  id: number,
): Promise<SupplierCredentialSecret> {
  const row = await findCredential(db, id);
  if (!row) throw notFound(SUPPLIER_MESSAGES.credentialNotFound);
  assertActorProject(actor, row.project_id);
  const key = await secretsKey(db, secretsKeyText);
  const secret = open(key, row.secret_sealed);
  const credential = toCredential(row);
  await audit(db, actor, {
    tableContext: 'supplier_credential',
    recordId: id,
    action: 'REVEAL',
    after: { ...credential, secret: '***' },
    projectId: row.project_id,
  });
  return { ...credential, secret };
}
