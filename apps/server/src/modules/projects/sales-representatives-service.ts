import type { SalesRepresentative, SalesRepresentativeMerchant } from '@mentor/contract/projects';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { Paged, PageRequest } from '../../http/paging.ts';
import type { SortRequest } from '../../http/sorting.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { requireProject } from './projects-service.ts';
import type { SalesRepresentativeBody } from './sales-representatives-repository.ts';
import * as repo from './sales-representatives-repository.ts';

export const SALES_REP_MESSAGES = {
  notFound: 'Representante comercial não encontrado.',
  duplicate: 'Já existe um representante comercial com este CPF/CNPJ no projeto.',
  duplicateField: 'Já existe um representante comercial com este CPF/CNPJ no projeto',
  unknownMerchant: 'Lojista inexistente ou de outro projeto.',
  merchantTaken: 'Lojista já vinculado a outro representante comercial.',
} as const;

const duplicateDocument = () =>
  conflict(SALES_REP_MESSAGES.duplicate, { document: [SALES_REP_MESSAGES.duplicateField] });

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw duplicateDocument();
  throw error;
}

async function existing(db: Database, projectId: number, id: number, lock = false) {
  const rep = await repo.findSalesRepresentative(db, projectId, id, lock);
  if (!rep) throw notFound(SALES_REP_MESSAGES.notFound);
  return rep;
}

/**
 * Sales representatives of a project and the merchants they serve (spec core §7.8). A merchant
 * has at most one representative and must belong to the same project.
 */
export async function listSalesRepresentatives(
  db: Database,
  actor: Actor,
  projectId: number,
  query: PageRequest & SortRequest & { search?: string | undefined },
): Promise<Paged<SalesRepresentative>> {
  await requireProject(db, actor, projectId);
  return repo.listSalesRepresentatives(db, projectId, query);
}

export async function readSalesRepresentative(
  db: Database,
  actor: Actor,
  projectId: number,
  id: number,
): Promise<SalesRepresentative> {
  await requireProject(db, actor, projectId);
  return existing(db, projectId, id);
}

export async function createSalesRepresentative(
  db: Database,
  actor: Actor,
  projectId: number,
  body: SalesRepresentativeBody,
): Promise<SalesRepresentative> {
  await requireProject(db, actor, projectId);
  return db
    .transaction()
    .execute(async (trx) => {
      const id = await repo.insertSalesRepresentative(trx, projectId, body);
      const after = await existing(trx, projectId, id);
      await audit(trx, actor, {
        tableContext: 'sales_representative',
        recordId: id,
        action: 'CREATE',
        after,
        projectId,
      });
      return after;
    })
    .catch(rethrowDuplicate);
}

export async function updateSalesRepresentative(
  db: Database,
  actor: Actor,
  projectId: number,
  id: number,
  body: SalesRepresentativeBody,
): Promise<SalesRepresentative> {
  await requireProject(db, actor, projectId);
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await existing(trx, projectId, id, true);
      await repo.updateSalesRepresentative(trx, id, body);
      const after = await existing(trx, projectId, id);
      await audit(trx, actor, {
        tableContext: 'sales_representative',
        recordId: id,
        action: 'UPDATE',
        before,
        after,
        projectId,
      });
      return after;
    })
    .catch(rethrowDuplicate);
}

export async function merchantsOf(
  db: Database,
  actor: Actor,
  projectId: number,
  id: number,
): Promise<SalesRepresentativeMerchant[]> {
  await requireProject(db, actor, projectId);
  await existing(db, projectId, id);
  return repo.listMerchantsOf(db, id);
}

/** Links merchants to the representative (`replace`: they become its only merchants). */
export async function linkMerchants(
  db: Database,
  actor: Actor,
  projectId: number,
  id: number,
  merchantIds: number[],
  replace: boolean,
): Promise<SalesRepresentativeMerchant[]> {
  await requireProject(db, actor, projectId);
  const ids = [...new Set(merchantIds)];
  return db.transaction().execute(async (trx) => {
    await existing(trx, projectId, id, true);
    const known = await repo.projectMerchantIds(trx, projectId, ids);
    const unknown = ids.filter((m) => !known.has(m));
    if (unknown.length > 0) {
      throw unprocessable(SALES_REP_MESSAGES.unknownMerchant, {
        merchant_ids: unknown.map((m) => `O campo Lojista não é válido: ${m}`),
      });
    }
    const taken = await repo.merchantsLinkedElsewhere(trx, id, ids);
    if (taken.length > 0) {
      throw conflict(SALES_REP_MESSAGES.merchantTaken, {
        merchant_ids: taken.map((m) => `Lojista já vinculado a outro representante: ${m}`),
      });
    }
    const before = (await repo.listMerchantsOf(trx, id)).map((m) => m.merchant_id);
    if (replace) await repo.unlinkAllMerchants(trx, id);
    await repo.linkMerchants(trx, id, ids);
    const after = await repo.listMerchantsOf(trx, id);
    await audit(trx, actor, {
      tableContext: 'sales_representative_merchant',
      recordId: id,
      action: 'UPDATE',
      before: { merchant_ids: before },
      after: { merchant_ids: after.map((m) => m.merchant_id) },
      projectId,
    });
    return after;
  });
}

/**
 * The representative of one merchant, as the merchant's own form sets it (the merchant's change
 * is audited by its area), inside the caller's transaction; null unlinks the merchant.
 */
export const setMerchantSalesRepresentative = (trx: Database, merchantId: number, repId: number | null) =>
  repo.setMerchantRepresentative(trx, merchantId, repId);
