import {
  compareRates,
  formatRate,
  type MdrRateInput,
  type MdrRatesInput,
  PLANS_MESSAGES,
  type SalesPlan,
  type SalesPlanListQuery,
  type salesPlanCreateSchema,
  type salesPlanUpdateSchema,
} from '@mentor/contract/plans';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type Actor, actorProjectFilter, assertActorProject } from '../../http/actor.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { projectHasChannel, projectMinimumRates, requireProject } from '../projects/projects-service.ts';
import * as repo from './sales-plan-repository.ts';

export const SALES_PLAN_MESSAGES = {
  notFound: 'Plano de venda não encontrado.',
  channelNotEnabled: 'Canal não habilitado para o projeto.',
  inUseMerchants: 'O plano possui lojistas associados e não pode ser excluído.',
  inUseReceivables: 'O plano já precificou transações e não pode ser excluído; inative-o.',
  brandHasRates: 'A bandeira já possui taxas neste plano; altere-as.',
  brandWithoutRates: 'A bandeira não possui taxas neste plano.',
  belowMinimum: 'Há taxas abaixo do mínimo permitido.',
} as const;

const CONTEXT = 'sales_plan';

/** A plan the caller may see, or 404. */
async function requirePlan(db: Database, actor: Actor, id: number, lock = false) {
  const row = await repo.findSalesPlan(db, id, lock);
  if (!row) throw notFound(SALES_PLAN_MESSAGES.notFound);
  assertActorProject(actor, row.project_id);
  return row;
}

export async function listPlans(db: Database, actor: Actor, q: SalesPlanListQuery) {
  return repo.listSalesPlans(db, q, actorProjectFilter(actor, q.project_id) ?? undefined);
}

export async function readPlan(db: Database, actor: Actor, id: number): Promise<SalesPlan> {
  return repo.toSalesPlan(await requirePlan(db, actor, id));
}

/**
 * Refuses rates below the acquirer's cost or the project's minimum on the plan's channel and
 * MCC, naming the card brand and operation (422 with one field error per rate).
 */
async function assertAboveMinimum(
  db: Database,
  plan: { project_id: number; channel_id: number; mcc: string | null },
  rates: readonly MdrRateInput[],
  /** Field the refusals are reported on; by default each rate's own (`rates.N.rate`). */
  field?: string,
): Promise<void> {
  if (rates.length === 0) return;
  const [costs, minimums, names] = await Promise.all([
    repo.acquirerCostFloors(db, plan.channel_id, plan.mcc),
    projectMinimumRates(db, plan.project_id, plan.channel_id, plan.mcc),
    repo.brandAndOperationNames(db),
  ]);
  const key = (b: number, o: number) => `${b}:${o}`;
  const cost = new Map(costs.map((c) => [key(c.card_brand_id, c.operation_id), c.rate]));
  const minimum = new Map(minimums.map((m) => [key(m.card_brand_id, m.operation_id), m.min_rate]));
  const errors: Record<string, string[]> = {};
  rates.forEach((r, index) => {
    const label = `${names.brand.get(r.card_brand_id) ?? r.card_brand_id} ${names.operation.get(r.operation_id) ?? r.operation_id}`;
    const floorCost = cost.get(key(r.card_brand_id, r.operation_id));
    const floorMin = minimum.get(key(r.card_brand_id, r.operation_id));
    const messages: string[] = [];
    if (floorCost !== undefined && compareRates(r.rate, floorCost) < 0) {
      messages.push(
        `A taxa de ${label} (${formatRate(r.rate)}) está abaixo do custo do adquirente (${formatRate(floorCost)}).`,
      );
    }
    if (floorMin !== undefined && compareRates(r.rate, floorMin) < 0) {
      messages.push(
        `A taxa de ${label} (${formatRate(r.rate)}) está abaixo da taxa mínima do projeto (${formatRate(floorMin)}).`,
      );
    }
    if (messages.length > 0) {
      const key = field ?? `rates.${index}.rate`;
      errors[key] = [...(errors[key] ?? []), ...messages];
    }
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw unprocessable(first, errors);
}

async function assertBrandsExist(db: Database, rates: readonly MdrRateInput[]): Promise<void> {
  const names = await repo.brandAndOperationNames(db);
  const errors: Record<string, string[]> = {};
  rates.forEach((r, index) => {
    if (!names.brand.has(r.card_brand_id)) errors[`rates.${index}.card_brand_id`] = ['Bandeira inválida.'];
    if (!names.operation.has(r.operation_id)) errors[`rates.${index}.operation_id`] = ['Operação inválida.'];
  });
  if (Object.keys(errors).length > 0) throw unprocessable('Bandeira ou operação inválida.', errors);
}

function validFromOf(input: { valid_from?: string | undefined }): string {
  const today = todaySaoPaulo();
  const day = input.valid_from ?? today;
  if (day < today) throw unprocessable(PLANS_MESSAGES.pastDay, { valid_from: [PLANS_MESSAGES.pastDay] });
  return day;
}

export async function createPlan(
  db: Database,
  actor: Actor,
  input: z.output<typeof salesPlanCreateSchema>,
): Promise<SalesPlan> {
  await requireProject(db, actor, input.project_id);
  if (!(await projectHasChannel(db, input.project_id, input.channel_id))) {
    throw unprocessable(SALES_PLAN_MESSAGES.channelNotEnabled, {
      channel_id: [SALES_PLAN_MESSAGES.channelNotEnabled],
    });
  }
  const mcc = input.mcc ?? null;
  const rates = input.rates ?? [];
  await assertBrandsExist(db, rates);
  await assertAboveMinimum(db, { project_id: input.project_id, channel_id: input.channel_id, mcc }, rates);
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertSalesPlan(trx, {
      project_id: input.project_id,
      channel_id: input.channel_id,
      name: input.sales_plan_name,
      mcc,
      status: input.status,
      automatic_anticipation: input.automatic_anticipation,
      anticipation_rate: input.anticipation_rate,
    });
    await repo.upsertRates(trx, id, todaySaoPaulo(), rates);
    const created = await readPlan(trx, actor, id);
    await audit(trx, actor, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'CREATE',
      after: { ...created, rates },
      projectId: input.project_id,
    });
    return created;
  });
}

export async function updatePlan(
  db: Database,
  actor: Actor,
  id: number,
  input: z.output<typeof salesPlanUpdateSchema>,
): Promise<SalesPlan> {
  return db.transaction().execute(async (trx) => {
    const row = await requirePlan(trx, actor, id, true);
    const before = repo.toSalesPlan(row);
    const mcc = input.mcc === undefined ? row.mcc : input.mcc;
    if (mcc !== row.mcc) {
      // Another MCC has other floors: the rates in force and scheduled must stay above them.
      const rates = (await repo.listPlanRates(trx, id, todaySaoPaulo())).flatMap((brand) =>
        [...brand.rates, ...brand.scheduled].map((r) => ({
          card_brand_id: brand.card_brand_id,
          operation_id: r.operation_id,
          rate: r.rate,
        })),
      );
      await assertAboveMinimum(trx, { ...row, mcc }, rates, 'mcc');
    }
    await repo.updateSalesPlan(trx, id, {
      name: input.sales_plan_name,
      mcc,
      status: input.status,
      automatic_anticipation: input.automatic_anticipation,
    });
    const after = await readPlan(trx, actor, id);
    await audit(trx, actor, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'UPDATE',
      before,
      after,
      projectId: row.project_id,
    });
    return after;
  });
}

export async function removePlan(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await requirePlan(trx, actor, id, true);
    const use = await repo.planInUse(trx, id);
    if (use.merchants) throw conflict(SALES_PLAN_MESSAGES.inUseMerchants);
    if (use.receivables) throw conflict(SALES_PLAN_MESSAGES.inUseReceivables);
    const rates = await repo.listPlanRates(trx, id, todaySaoPaulo());
    await repo.deleteSalesPlan(trx, id);
    await audit(trx, actor, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'DELETE',
      before: { ...repo.toSalesPlan(row), rates },
      projectId: row.project_id,
    });
  });
}

export async function readRates(db: Database, actor: Actor, id: number) {
  await requirePlan(db, actor, id);
  return repo.listPlanRates(db, id, todaySaoPaulo());
}

/**
 * Creates (POST: brands without rates yet) or changes (PUT: brands that have rates) MDR rates,
 * in force from `valid_from` (today or a later day; earlier transactions keep their price).
 */
export async function writeRates(
  db: Database,
  actor: Actor,
  id: number,
  input: MdrRatesInput,
  mode: 'create' | 'update',
) {
  const validFrom = validFromOf(input);
  await assertBrandsExist(db, input.rates);
  return inTransaction(db, async (trx) => {
    const row = await requirePlan(trx, actor, id, true);
    const existing = await repo.brandsWithRates(trx, id);
    const errors: Record<string, string[]> = {};
    input.rates.forEach((r, index) => {
      if (mode === 'create' && existing.has(r.card_brand_id))
        errors[`rates.${index}.card_brand_id`] = [SALES_PLAN_MESSAGES.brandHasRates];
      if (mode === 'update' && !existing.has(r.card_brand_id))
        errors[`rates.${index}.card_brand_id`] = [SALES_PLAN_MESSAGES.brandWithoutRates];
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw conflict(first, errors);
    await assertAboveMinimum(trx, row, input.rates);
    const today = todaySaoPaulo();
    const before = await repo.listPlanRates(trx, id, today);
    await repo.upsertRates(trx, id, validFrom, input.rates);
    await repo.touchPlan(trx, id);
    const after = await repo.listPlanRates(trx, id, today);
    await audit(trx, actor, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'UPDATE',
      before: { rates: before },
      after: { rates: after, valid_from: validFrom },
      projectId: row.project_id,
    });
    return after;
  });
}

export async function removeBrandRates(db: Database, actor: Actor, id: number, brandId: number) {
  return inTransaction(db, async (trx) => {
    const row = await requirePlan(trx, actor, id, true);
    const today = todaySaoPaulo();
    const before = await repo.listPlanRates(trx, id, today);
    const removed = await repo.deleteBrandRates(trx, id, brandId);
    if (removed === 0) throw notFound(SALES_PLAN_MESSAGES.brandWithoutRates);
    await repo.touchPlan(trx, id);
    const after = await repo.listPlanRates(trx, id, today);
    await audit(trx, actor, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'UPDATE',
      before: { rates: before },
      after: { rates: after, removed_card_brand_id: brandId },
      projectId: row.project_id,
    });
    return after;
  });
}

export async function planMerchants(
  db: Database,
  actor: Actor,
  id: number,
  page: { page: number; perPage: number },
) {
  await requirePlan(db, actor, id);
  return repo.listPlanMerchants(db, id, page);
}

export async function planHistory(
  db: Database,
  actor: Actor,
  id: number,
  page: { page: number; perPage: number },
) {
  await requirePlan(db, actor, id);
  return repo.listPlanHistory(db, id, page);
}

export async function planHistoryEntry(db: Database, actor: Actor, id: number, historyId: number) {
  await requirePlan(db, actor, id);
  const entry = await repo.findPlanHistoryEntry(db, id, historyId);
  if (!entry) throw notFound('Registro de histórico não encontrado.');
  return entry;
}

/** The plan as it is now, for the four-eyes "before" of a rate change. */
export async function planRatesBefore(db: Database, actor: Actor, id: number): Promise<unknown> {
  return { rates: await readRates(db, actor, id) };
}
