import { canUploadOnboardingDocuments, onboardingCase, onboardingDocumentsFor } from '@mentor/contract';
import {
  type MccCheck,
  MERCHANT_MESSAGES,
  type MerchantBlockInput,
  type MerchantCreateInput,
  type MerchantDetail,
  type MerchantListQuery,
  type MerchantSplitInput,
  type MerchantUnblockInput,
  type MerchantUpdateInput,
  type MerchantWeeklyHours,
  type MerchantWeeklyHoursBody,
  ONBOARDING_DOCUMENT_MAX_BYTES,
  type OnboardingDocumentUpload,
  type OnboardingLookup,
  type SettlementDestinationInput,
  WEEKDAYS,
} from '@mentor/contract/merchants';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type Actor, actorProjectFilter, actorScope, assertActorProject } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { resolveSort } from '../../http/sorting.ts';
import { storedUploadName } from '../../http/upload-name.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { setMerchantSalesRepresentative } from '../projects/sales-representatives-service.ts';
import { setMerchantTerminalsBlocked } from '../terminals/terminal-service.ts';
import * as repo from './merchants-repository.ts';

export { MERCHANT_MESSAGES };

const SORT = {
  id: 'm.id',
  merchant_name: 'm.merchant_name',
  created_at: 'm.created_at',
  mcc: 'm.mcc',
  project_name: 'p.trade',
} as const;

export async function listMerchants(db: Database, actor: Actor, query: MerchantListQuery) {
  const projectId = actorProjectFilter(actor, query.project_id);
  const sort = resolveSort(query, SORT, 'm.id');
  const filtered = repo.filterMerchants(repo.merchantQuery(db), query, projectId);
  return pageOf(
    filtered,
    query,
    (q) =>
      repo.selectMerchantListItem(q).orderBy(sort.column, sort.direction).orderBy('m.id', sort.direction),
    repo.toMerchantListItem,
  );
}

/** The merchant row the actor may see (its project in their scope), or 404. */
export async function requireMerchant(db: Database, actor: Actor, id: number, lock = false) {
  const row = await repo.findMerchant(db, id, lock);
  if (!row) throw notFound(MERCHANT_MESSAGES.notFound);
  try {
    assertActorProject(actor, row.project_id);
  } catch {
    throw notFound(MERCHANT_MESSAGES.notFound);
  }
  return row;
}

/** A merchant the actor may still change (locked): in their projects and not deleted. */
async function requireLiveMerchant(db: Database, actor: Actor, id: number) {
  const row = await requireMerchant(db, actor, id, true);
  if (row.deleted) throw conflict(MERCHANT_MESSAGES.deleted);
  return row;
}

export async function readMerchant(db: Database, actor: Actor, id: number): Promise<MerchantDetail> {
  await requireMerchant(db, actor, id);
  const detail = await repo.loadMerchantDetail(db, id);
  if (!detail) throw notFound(MERCHANT_MESSAGES.notFound);
  return detail;
}

async function checkReferences(db: Database, input: MerchantUpdateInput, projectId: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (!(await repo.existsIn(db, 'mcc', [input.mcc]))) errors.mcc = [MERCHANT_MESSAGES.mccNotFound];
  if (input.cnae && !(await repo.existsIn(db, 'cnae', [input.cnae])))
    errors.cnae = [MERCHANT_MESSAGES.cnaeNotFound];
  if (
    input.merchant_formation_id !== null &&
    !(await repo.existsIn(db, 'merchant_formation', [input.merchant_formation_id]))
  ) {
    errors.merchant_formation_id = [MERCHANT_MESSAGES.formationNotFound];
  }
  if (!(await repo.existsIn(db, 'opening_hour', input.opening_hour_ids))) {
    errors.opening_hour_ids = [MERCHANT_MESSAGES.openingHourNotFound];
  }
  if (
    input.sales_representative_id !== null &&
    !(await repo.salesRepresentativeOfProject(db, input.sales_representative_id, projectId))
  ) {
    errors.sales_representative_id = [MERCHANT_MESSAGES.salesRepresentativeNotFound];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw unprocessable(first, errors);
}

function profileOf(
  input: MerchantUpdateInput & Pick<MerchantCreateInput, 'cpf_cnpj' | 'person_type' | 'email'>,
): repo.MerchantProfileValues {
  return {
    merchant_name: input.merchant_name,
    trade_name: input.trade_name,
    cpf_cnpj: input.cpf_cnpj,
    person_type: input.person_type,
    email: input.email,
    merchant_formation_id: input.merchant_formation_id,
    mcc: input.mcc,
    cnae: input.cnae,
    use_centralized_bank_account_settlement: input.use_centralized_bank_account_settlement,
  };
}

const documentPersonType = (document: string): 'PF' | 'PJ' => (document.length === 11 ? 'PF' : 'PJ');

/** The onboarding lookup (spec core §4.3): the newest merchant with the document, and its case. */
export async function lookupOnboarding(
  db: Database,
  actor: Actor,
  query: { cpf: string; cnpj?: string | undefined },
): Promise<OnboardingLookup> {
  const document = query.cnpj ?? query.cpf;
  const found = await repo.latestMerchantByDocument(db, document, actorScope(actor));
  const onboarding = found
    ? {
        status: found.external_onboarding_status,
        merchant_id: found.id,
        merchant_name: found.merchant_name,
        cpf_cnpj: found.cpf_cnpj,
        person_type: found.person_type,
        mcc: found.mcc,
        cnae: found.cnae,
      }
    : null;
  return { onboarding, case: onboardingCase(onboarding) };
}

/** POST /v1/merchant/onboarding: creates the merchant in onboarding (documents may follow). */
export async function createMerchant(
  db: Database,
  actor: Actor,
  input: MerchantCreateInput,
): Promise<MerchantDetail> {
  assertActorProject(actor, input.project_id);
  if (await repo.merchantByDocument(db, input.project_id, input.cpf_cnpj)) {
    throw conflict(MERCHANT_MESSAGES.duplicateDocument, { cpf_cnpj: [MERCHANT_MESSAGES.duplicateDocument] });
  }
  const previous = await repo.latestMerchantByDocument(db, input.cpf_cnpj, null);
  const kase = onboardingCase(previous ? { status: previous.external_onboarding_status } : null);
  if (kase === 'MERCHANT_DENIED') throw conflict(MERCHANT_MESSAGES.onboardingDenied);
  if (kase === 'MERCHANT_DENIED_TEMPORARILY') throw conflict(MERCHANT_MESSAGES.onboardingDeniedTemporarily);
  await checkReferences(db, input, input.project_id);
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockProject(trx, input.project_id);
    if (await repo.merchantByDocument(trx, input.project_id, input.cpf_cnpj)) {
      throw conflict(MERCHANT_MESSAGES.duplicateDocument, {
        cpf_cnpj: [MERCHANT_MESSAGES.duplicateDocument],
      });
    }
    // An accredited document keeps its approval; a new one starts its onboarding.
    const status = kase === 'ACCREDITATION_INPUT' ? 'FINISHED' : 'IN_ONBORDING';
    const merchantId = await repo.insertMerchant(trx, {
      ...profileOf(input),
      project_id: input.project_id,
      external_onboarding_status: status,
    });
    await repo.replaceMerchantChildren(trx, merchantId, input);
    await setMerchantSalesRepresentative(trx, merchantId, input.sales_representative_id);
    await repo.addHistory(trx, merchantId, status, 'Cadastro do lojista', actor.user.username);
    const after = await repo.loadMerchantDetail(trx, merchantId);
    await audit(trx, actor, {
      tableContext: 'merchant',
      recordId: merchantId,
      action: 'CREATE',
      after,
      projectId: input.project_id,
    });
    return merchantId;
  });
  return readMerchant(db, actor, id);
}

export async function updateMerchant(
  db: Database,
  actor: Actor,
  id: number,
  input: MerchantUpdateInput,
): Promise<MerchantDetail> {
  const current = await requireMerchant(db, actor, id);
  await checkReferences(db, input, current.project_id);
  await db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    // Without a document the stored one stays (staff who see it masked do not retype it).
    const cpf_cnpj = input.cpf_cnpj ?? row.cpf_cnpj;
    const person_type = input.cpf_cnpj === undefined ? documentPersonType(row.cpf_cnpj) : input.person_type;
    if (person_type === undefined || (input.person_type ?? person_type) !== person_type) {
      throw unprocessable(MERCHANT_MESSAGES.personTypeMismatch, {
        person_type: [MERCHANT_MESSAGES.personTypeMismatch],
      });
    }
    if (await repo.merchantByDocument(trx, row.project_id, cpf_cnpj, id)) {
      throw conflict(MERCHANT_MESSAGES.duplicateDocument, {
        cpf_cnpj: [MERCHANT_MESSAGES.duplicateDocument],
      });
    }
    const before = await repo.loadMerchantDetail(trx, id);
    // Without an e-mail the stored one stays too (and so do the phones, below).
    const email = input.email === undefined ? row.email : input.email;
    await repo.updateMerchantRow(trx, id, profileOf({ ...input, cpf_cnpj, person_type, email }));
    await repo.replaceMerchantChildren(trx, id, input);
    await setMerchantSalesRepresentative(trx, id, input.sales_representative_id);
    const after = await repo.loadMerchantDetail(trx, id);
    await audit(trx, actor, {
      tableContext: 'merchant',
      recordId: id,
      action: 'UPDATE',
      before,
      after,
      projectId: row.project_id,
    });
  });
  return readMerchant(db, actor, id);
}

/** Soft delete; refused while receivables are unpaid. */
export async function deleteMerchant(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await requireMerchant(trx, actor, id, true);
    if (row.deleted) throw conflict(MERCHANT_MESSAGES.alreadyDeleted);
    if ((await repo.pendingFinancials(trx, id)).has_pending_financials) {
      throw conflict(MERCHANT_MESSAGES.deletePendingFinancials);
    }
    const before = await repo.loadMerchantDetail(trx, id);
    await repo.updateMerchantRow(trx, id, { deleted: true });
    await audit(trx, actor, {
      tableContext: 'merchant',
      recordId: id,
      action: 'DELETE',
      before,
      after: { ...before, deleted: true },
      projectId: row.project_id,
    });
  });
}

// ---------------------------------------------------------------- onboarding documents

const MAGIC: ReadonlyArray<{ type: string; bytes: number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

function decodeDocument(base64: string): { content: Buffer; contentType: string } {
  const body = base64.replace(/^data:[^;]+;base64,/, '').replace(/\s/g, '');
  const invalid = () =>
    unprocessable(MERCHANT_MESSAGES.documentFileInvalid, {
      file_base64: [MERCHANT_MESSAGES.documentFileInvalid],
    });
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw invalid();
  const content = Buffer.from(body, 'base64');
  if (content.length === 0 || content.length > ONBOARDING_DOCUMENT_MAX_BYTES) throw invalid();
  const kind = MAGIC.find((m) => m.bytes.every((b, i) => content[i] === b));
  if (!kind) throw invalid();
  return { content, contentType: kind.type };
}

export async function uploadDocument(
  db: Database,
  actor: Actor,
  id: number,
  input: OnboardingDocumentUpload,
) {
  const { content, contentType } = decodeDocument(input.file_base64);
  return db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    if (!canUploadOnboardingDocuments(row.external_onboarding_status))
      throw conflict(MERCHANT_MESSAGES.uploadNotAllowed);
    const rule = onboardingDocumentsFor(row.person_type).find(
      (r) => r.type === input.upload_type || r.alternatives.includes(input.upload_type),
    );
    if (!rule) {
      throw unprocessable(MERCHANT_MESSAGES.documentNotForPersonType, {
        upload_type: [MERCHANT_MESSAGES.documentNotForPersonType],
      });
    }
    if (rule.positions.length > 1 && input.position_photo === null) {
      throw unprocessable(MERCHANT_MESSAGES.documentPositionRequired, {
        position_photo: [MERCHANT_MESSAGES.documentPositionRequired],
      });
    }
    if (rule.hasOwnership && input.ownership === null) {
      throw unprocessable(MERCHANT_MESSAGES.documentOwnershipRequired, {
        ownership: [MERCHANT_MESSAGES.documentOwnershipRequired],
      });
    }
    const insertedId = await repo.insertOnboardingDocument(trx, {
      merchant_id: id,
      upload_type: input.upload_type,
      position_photo: rule.positions.length > 1 ? input.position_photo : (input.position_photo ?? 'FRONT'),
      ownership: rule.hasOwnership ? input.ownership : null,
      file_name: input.file_name === null ? null : storedUploadName(input.file_name, 'documento'),
      content_type: contentType,
      size_bytes: content.length,
      content,
      uploaded_by: actor.user.username,
    });
    const document = (await repo.listDocuments(trx, id)).find((d) => d.id === insertedId);
    if (!document) throw notFound(MERCHANT_MESSAGES.notFound);
    await repo.addHistory(
      trx,
      id,
      row.external_onboarding_status ?? 'IN_ONBORDING',
      `Documento enviado: ${input.upload_type}${input.position_photo ? ` (${input.position_photo})` : ''}`,
      actor.user.username,
    );
    await audit(trx, actor, {
      tableContext: 'merchant_onboarding_document',
      recordId: insertedId,
      action: 'CREATE',
      after: document,
      projectId: row.project_id,
    });
    return document;
  });
}

// ---------------------------------------------------------------- acquirers

export async function saveAcquirer(
  db: Database,
  actor: Actor,
  id: number,
  input: { acquirer_id: number; acquirer_merchant_code: string; active: boolean },
  mode: 'create' | 'update',
) {
  if (!(await repo.existsIn(db, 'acquirer', [input.acquirer_id]))) {
    throw unprocessable(MERCHANT_MESSAGES.acquirerNotFound, {
      acquirer_id: [MERCHANT_MESSAGES.acquirerNotFound],
    });
  }
  return db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    const before = await repo.findMerchantAcquirer(trx, id, input.acquirer_id);
    if (mode === 'create' && before) throw conflict(MERCHANT_MESSAGES.acquirerExists);
    if (mode === 'update' && !before) throw notFound(MERCHANT_MESSAGES.acquirerMissing);
    if (mode === 'create') {
      await repo.insertMerchantAcquirer(trx, { merchant_id: id, ...input });
    } else {
      await repo.updateMerchantAcquirer(trx, id, input.acquirer_id, {
        acquirer_merchant_code: input.acquirer_merchant_code,
        active: input.active,
      });
    }
    const after = await repo.findMerchantAcquirer(trx, id, input.acquirer_id);
    await audit(trx, actor, {
      tableContext: 'merchant_acquirer',
      recordId: after?.id ?? 0,
      action: mode === 'create' ? 'CREATE' : 'UPDATE',
      before,
      after,
      projectId: row.project_id,
    });
    if (!after) throw notFound(MERCHANT_MESSAGES.acquirerMissing);
    return after;
  });
}

// ---------------------------------------------------------------- sales plans

async function checkPlan(trx: Database, merchant: repo.MerchantRow, channelId: number, planId: number) {
  const plan = await repo.findSalesPlan(trx, planId);
  if (!plan || plan.project_id !== merchant.project_id) {
    throw unprocessable(MERCHANT_MESSAGES.salesPlanNotFound, {
      sales_plan_id: [MERCHANT_MESSAGES.salesPlanNotFound],
    });
  }
  if (plan.channel_id !== channelId) {
    throw unprocessable(MERCHANT_MESSAGES.salesPlanWrongChannel, {
      sales_plan_id: [MERCHANT_MESSAGES.salesPlanWrongChannel],
    });
  }
  if (plan.status !== 1) {
    throw unprocessable(MERCHANT_MESSAGES.salesPlanInactive, {
      sales_plan_id: [MERCHANT_MESSAGES.salesPlanInactive],
    });
  }
  if (plan.mcc !== null && plan.mcc !== merchant.mcc) {
    throw unprocessable(MERCHANT_MESSAGES.salesPlanMccMismatch, {
      sales_plan_id: [MERCHANT_MESSAGES.salesPlanMccMismatch],
    });
  }
}

export async function changeSalesPlan(
  db: Database,
  actor: Actor,
  id: number,
  channelId: number,
  planId: number | null,
  mode: 'create' | 'update' | 'delete',
) {
  return db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    const plans = await repo.merchantSalesPlans(trx, id);
    const before = plans.find((p) => p.channel_id === channelId) ?? null;
    if (mode === 'create' && before) throw conflict(MERCHANT_MESSAGES.channelHasPlan);
    if (mode !== 'create' && !before) throw notFound(MERCHANT_MESSAGES.channelWithoutPlan);
    if (planId !== null) await checkPlan(trx, row, channelId, planId);
    if (mode === 'create' && planId !== null) {
      await repo.insertMerchantSalesPlan(trx, id, channelId, planId);
    } else if (mode === 'update' && planId !== null) {
      await repo.updateMerchantSalesPlan(trx, id, channelId, planId);
    } else {
      await repo.deleteMerchantSalesPlans(trx, id, [channelId]);
    }
    const after = await repo.merchantSalesPlans(trx, id);
    await audit(trx, actor, {
      tableContext: 'merchant_sales_plan',
      recordId: id,
      action: mode === 'create' ? 'CREATE' : mode === 'update' ? 'UPDATE' : 'DELETE',
      before,
      after: after.find((p) => p.channel_id === channelId) ?? null,
      projectId: row.project_id,
    });
    return after;
  });
}

// ---------------------------------------------------------------- MCC change

async function mccCheckOf(db: Database, row: repo.MerchantRow, mcc: string): Promise<MccCheck> {
  const names = await repo.mccNames(db, [mcc, row.mcc ?? mcc]);
  const target = names.find((n) => n.mcc === mcc);
  if (!target) throw unprocessable(MERCHANT_MESSAGES.mccNotFound, { mcc: [MERCHANT_MESSAGES.mccNotFound] });
  if (row.mcc === mcc) throw conflict(MERCHANT_MESSAGES.sameMcc);
  const plans = (await repo.merchantSalesPlans(db, row.id)).map((p) => ({
    ...p,
    kept: p.sales_plan_mcc === null || p.sales_plan_mcc === mcc,
  }));
  return {
    current_mcc: row.mcc,
    current_mcc_name: names.find((n) => n.mcc === row.mcc)?.mcc_name ?? null,
    new_mcc: mcc,
    new_mcc_name: target.mcc_name,
    sales_plans: plans,
    removed_sales_plans: plans.filter((p) => !p.kept).length,
  };
}

/** What changing the MCC does: plans tied to another MCC are unassigned. */
export async function checkMccChange(db: Database, actor: Actor, id: number, mcc: string) {
  const row = await requireMerchant(db, actor, id);
  if (row.deleted) throw conflict(MERCHANT_MESSAGES.deleted);
  return mccCheckOf(db, row, mcc);
}

export async function changeMcc(db: Database, actor: Actor, id: number, mcc: string): Promise<MccCheck> {
  return db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    const check = await mccCheckOf(trx, row, mcc);
    const removed = check.sales_plans.filter((p) => !p.kept).map((p) => p.channel_id);
    await repo.deleteMerchantSalesPlans(trx, id, removed);
    await repo.updateMerchantRow(trx, id, { mcc });
    await audit(trx, actor, {
      tableContext: 'merchant',
      recordId: id,
      action: 'UPDATE',
      before: { mcc: row.mcc, sales_plans: check.sales_plans.filter((p) => !p.kept) },
      after: { mcc, removed_sales_plans: removed },
      projectId: row.project_id,
    });
    return check;
  });
}

// ---------------------------------------------------------------- splits

async function checkSplit(
  trx: Database,
  row: repo.MerchantRow,
  input: MerchantSplitInput,
  exceptId?: number,
) {
  if (input.receiver_merchant_id === row.id) {
    throw unprocessable(MERCHANT_MESSAGES.splitReceiver, {
      receiver_merchant_id: [MERCHANT_MESSAGES.splitReceiver],
    });
  }
  const receiver = await repo.findMerchant(trx, input.receiver_merchant_id);
  if (!receiver || receiver.deleted || receiver.project_id !== row.project_id) {
    throw unprocessable(MERCHANT_MESSAGES.splitReceiver, {
      receiver_merchant_id: [MERCHANT_MESSAGES.splitReceiver],
    });
  }
  if (input.split_type === 'PERCENTAGE' && input.percentage !== null) {
    const peak = await repo.peakSplitPercentage(
      trx,
      row.id,
      input.valid_from,
      input.valid_until,
      input.percentage,
      exceptId,
    );
    if (await repo.isOver100(trx, peak)) {
      throw unprocessable(MERCHANT_MESSAGES.splitOver100, { percentage: [MERCHANT_MESSAGES.splitOver100] });
    }
  }
}

export async function listSplits(db: Database, actor: Actor, id: number) {
  await requireMerchant(db, actor, id);
  return repo.listSplits(db, id);
}

export async function saveSplit(
  db: Database,
  actor: Actor,
  id: number,
  input: MerchantSplitInput,
  splitId?: number,
) {
  return db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    const before = splitId === undefined ? null : await repo.findSplit(trx, id, splitId);
    if (splitId !== undefined && !before) throw notFound(MERCHANT_MESSAGES.splitNotFound);
    await checkSplit(trx, row, input, splitId);
    const values = {
      receiver_merchant_id: input.receiver_merchant_id,
      split_type: input.split_type,
      percentage: input.percentage,
      amount: input.amount,
      valid_from: input.valid_from,
      valid_until: input.valid_until,
    };
    let savedId = splitId;
    if (splitId === undefined) savedId = await repo.insertSplit(trx, id, values);
    else await repo.updateSplit(trx, splitId, values);
    const after = await repo.findSplit(trx, id, savedId ?? 0);
    await audit(trx, actor, {
      tableContext: 'merchant_split',
      recordId: savedId ?? 0,
      action: splitId === undefined ? 'CREATE' : 'UPDATE',
      before,
      after,
      projectId: row.project_id,
    });
    if (!after) throw notFound(MERCHANT_MESSAGES.splitNotFound);
    return after;
  });
}

export async function deleteSplit(db: Database, actor: Actor, id: number, splitId: number) {
  await db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    const before = await repo.findSplit(trx, id, splitId);
    if (!before) throw notFound(MERCHANT_MESSAGES.splitNotFound);
    await repo.deleteSplit(trx, splitId);
    await audit(trx, actor, {
      tableContext: 'merchant_split',
      recordId: splitId,
      action: 'DELETE',
      before,
      projectId: row.project_id,
    });
  });
}

// ---------------------------------------------------------------- blocking

export async function blockPreview(db: Database, actor: Actor, id: number) {
  await requireMerchant(db, actor, id);
  return repo.blockPreview(db, id);
}

export async function blockMerchant(db: Database, actor: Actor, id: number, input: MerchantBlockInput) {
  if (!(await repo.existsIn(db, 'block_type', [input.block_type_id]))) {
    throw unprocessable(MERCHANT_MESSAGES.blockTypeNotFound, {
      block_type_id: [MERCHANT_MESSAGES.blockTypeNotFound],
    });
  }
  await db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    if (row.blocked) throw conflict(MERCHANT_MESSAGES.alreadyBlocked);
    const preview = await repo.blockPreview(trx, id);
    await repo.updateMerchantRow(trx, id, {
      blocked: true,
      block_type_id: input.block_type_id,
      block_description: input.description,
      dt_block: new Date(),
    });
    const terminals = input.block_terminals ? await setMerchantTerminalsBlocked(trx, id, true) : 0;
    await audit(trx, actor, {
      tableContext: 'merchant',
      recordId: id,
      action: 'UPDATE',
      before: { blocked: false, block_type_id: row.block_type_id, block_description: row.block_description },
      after: {
        blocked: true,
        block_type_id: input.block_type_id,
        block_description: input.description,
        block_terminals: input.block_terminals,
        terminals_blocked: terminals,
        affected: preview,
      },
      projectId: row.project_id,
    });
  });
  return readMerchant(db, actor, id);
}

export async function unblockMerchant(db: Database, actor: Actor, id: number, input: MerchantUnblockInput) {
  await inTransaction(db, async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    if (!row.blocked) throw conflict(MERCHANT_MESSAGES.notBlocked);
    await repo.updateMerchantRow(trx, id, {
      blocked: false,
      block_type_id: null,
      block_description: null,
      dt_block: null,
    });
    const terminals = input.unblock_terminals ? await setMerchantTerminalsBlocked(trx, id, false) : 0;
    await audit(trx, actor, {
      tableContext: 'merchant',
      recordId: id,
      action: 'UPDATE',
      before: { blocked: true, block_type_id: row.block_type_id, block_description: row.block_description },
      after: {
        blocked: false,
        description: input.description,
        unblock_terminals: input.unblock_terminals,
        terminals_unblocked: terminals,
      },
      projectId: row.project_id,
    });
  });
  const detail = await repo.loadMerchantDetail(db, id);
  if (!detail) throw notFound(MERCHANT_MESSAGES.notFound);
  return detail;
}

/**
 * For the approval of an unblock: the merchant (read with `requireMerchant`) as it is, refused
 * early when it cannot be unblocked.
 */
export function unblockBefore(row: repo.MerchantRow) {
  if (row.deleted) throw conflict(MERCHANT_MESSAGES.deleted);
  if (!row.blocked) throw conflict(MERCHANT_MESSAGES.notBlocked);
  return { blocked: true, block_type_id: row.block_type_id, block_description: row.block_description };
}

// ---------------------------------------------------------------- settlement destination

export async function pendingFinancials(db: Database, actor: Actor, id: number) {
  await requireMerchant(db, actor, id);
  return repo.pendingFinancials(db, id);
}

/**
 * For the approval of a destination change of the merchant (read with `requireMerchant`):
 * refused early while financials are pending.
 */
export async function settlementBefore(db: Database, row: repo.MerchantRow) {
  if (row.deleted) throw conflict(MERCHANT_MESSAGES.deleted);
  if ((await repo.pendingFinancials(db, row.id)).has_pending_financials)
    throw conflict(MERCHANT_MESSAGES.pendingFinancials);
  return repo.loadSettlementDestination(db, row.id);
}

export async function changeSettlementDestination(
  db: Database,
  actor: Actor,
  id: number,
  input: SettlementDestinationInput,
) {
  if (input.destination_type === 'B' && !(await repo.existsIn(db, 'bank', [input.bank_code]))) {
    throw unprocessable(MERCHANT_MESSAGES.bankNotFound, { bank_code: [MERCHANT_MESSAGES.bankNotFound] });
  }
  return inTransaction(db, async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    if ((await repo.pendingFinancials(trx, id)).has_pending_financials) {
      throw conflict(MERCHANT_MESSAGES.pendingFinancials);
    }
    const before = await repo.loadSettlementDestination(trx, id);
    await repo.upsertSettlementDestination(trx, id, {
      destination_type: input.destination_type,
      bank_code: input.destination_type === 'B' ? input.bank_code : null,
      agency: input.destination_type === 'B' ? input.agency : null,
      account_number: input.destination_type === 'B' ? input.account_number : null,
      account_type: input.destination_type === 'B' ? input.account_type : null,
      digital_account: input.destination_type === 'D' ? input.digital_account : null,
      prepaid_card: input.destination_type === 'R' ? input.prepaid_card : null,
      holder_document: row.cpf_cnpj,
    });
    const after = await repo.loadSettlementDestination(trx, id);
    await audit(trx, actor, {
      tableContext: 'merchant_settlement_destination',
      recordId: id,
      action: before ? 'UPDATE' : 'CREATE',
      before,
      after,
      projectId: row.project_id,
    });
    if (!after) throw notFound(MERCHANT_MESSAGES.notFound);
    return after;
  });
}

// ---------------------------------------------------------------- opening hours per weekday

const WEEKDAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function weekOf(
  rows: ReadonlyArray<{ weekday: number; opens_at: string; closes_at: string }>,
): MerchantWeeklyHours {
  return {
    days: WEEKDAYS.map((weekday) => {
      const row = rows.find((r) => r.weekday === weekday);
      return row
        ? { weekday, open: true, opens_at: row.opens_at, closes_at: row.closes_at }
        : { weekday, open: false, opens_at: null, closes_at: null };
    }),
  };
}

/** The week as the record history shows it: one field per weekday, '08:00–18:00' or empty (closed). */
function auditWeek(week: MerchantWeeklyHours) {
  return {
    opening_hours: Object.fromEntries(
      week.days.map((d) => [WEEKDAY_KEYS[d.weekday - 1], d.open ? `${d.opens_at}–${d.closes_at}` : null]),
    ),
  };
}

/** GET /v1/merchant/{id}/opening_hours: the seven weekdays, open or closed. */
export async function readWeeklyHours(db: Database, actor: Actor, id: number) {
  await requireMerchant(db, actor, id);
  return weekOf(await repo.weeklyHours(db, id));
}

/** PUT /v1/merchant/{id}/opening_hours: replaces the week, audited on the merchant. */
export async function saveWeeklyHours(
  db: Database,
  actor: Actor,
  id: number,
  body: MerchantWeeklyHoursBody,
): Promise<MerchantWeeklyHours> {
  await db.transaction().execute(async (trx) => {
    const row = await requireLiveMerchant(trx, actor, id);
    const before = weekOf(await repo.weeklyHours(trx, id));
    await repo.replaceWeeklyHours(
      trx,
      id,
      body.days.flatMap((d) =>
        d.open && d.opens_at && d.closes_at
          ? [{ weekday: d.weekday, opens_at: d.opens_at, closes_at: d.closes_at }]
          : [],
      ),
    );
    const after = weekOf(await repo.weeklyHours(trx, id));
    await audit(trx, actor, {
      tableContext: 'merchant',
      recordId: id,
      action: 'UPDATE',
      before: auditWeek(before),
      after: auditWeek(after),
      projectId: row.project_id,
    });
  });
  return readWeeklyHours(db, actor, id);
}

/** The merchant's onboarding documents. */
export async function listDocuments(db: Database, actor: Actor, id: number) {
  await requireMerchant(db, actor, id);
  return repo.listDocuments(db, id);
}

/** The merchant's onboarding history. */
export async function listHistory(db: Database, actor: Actor, id: number) {
  await requireMerchant(db, actor, id);
  return repo.listHistory(db, id);
}

/** The acquirers the merchant is registered at. */
export async function listAcquirers(db: Database, actor: Actor, id: number) {
  await requireMerchant(db, actor, id);
  return repo.listMerchantAcquirers(db, id);
}

/** The merchant's registrations at one acquirer, a page at a time. */
export async function listAcquirerRegistrations(
  db: Database,
  actor: Actor,
  id: number,
  acquirerId: number,
  page: { page: number; perPage: number },
) {
  await requireMerchant(db, actor, id);
  return pageOf(
    repo.merchantAcquirerQuery(db, id, acquirerId),
    page,
    (q) => repo.selectMerchantAcquirer(q),
    repo.toMerchantAcquirer,
  );
}
