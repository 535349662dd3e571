import { type Endpoint, paramNames } from '@mentor/contract/common/endpoint';
import { sql } from 'kysely';
import type { TestContext } from '../test-app.ts';

/**
 * Records of a project, found in the database (the demo seed has two projects in every area), by
 * what a path parameter or body field names: a field named for its record (`merchant_id`,
 * `wlId`) or a generic `{id}` / `{uuid}` named by the path segment before it
 * (`/v1/merchant/{id}`, `/infraction-reports/{uuid}`).
 */

type Finder = (ctx: TestContext, project: number) => Promise<unknown>;

const first = (query: ReturnType<typeof sql<{ v: unknown }>>): ((ctx: TestContext) => Promise<unknown>) => {
  return async (ctx) => (await query.execute(ctx.handle.db)).rows[0]?.v;
};

const wl = (p: number) =>
  sql<{ v: unknown }>`select uuid as v from white_label where project_id = ${p} order by uuid limit 1`;
const account = (p: number) => sql<{ v: unknown }>`
  select a.uuid_account_payment as v from payment_account a join white_label w on w.uuid = a.uuid_white_label
  where w.project_id = ${p} order by a.created_at limit 1`;
const byProject =
  (table: string, column = 'id') =>
  (ctx: TestContext, p: number) =>
    first(
      sql<{
        v: unknown;
      }>`select ${sql.ref(column)} as v from ${sql.table(table)} where project_id = ${p} order by ${sql.ref(column)} limit 1`,
    )(ctx);
/** The newest record of the project: a fixture the sweep created, held by nobody. */
const newestOfProject = (table: string) => (ctx: TestContext, p: number) =>
  first(
    sql<{
      v: unknown;
    }>`select id as v from ${sql.table(table)} where project_id = ${p} order by id desc limit 1`,
  )(ctx);
const byWhiteLabel =
  (table: string, column = 'uuid') =>
  (ctx: TestContext, p: number) =>
    first(sql<{ v: unknown }>`
    select t.${sql.ref(column)} as v from ${sql.table(table)} t join white_label w on w.uuid = t.uuid_white_label
    where w.project_id = ${p} limit 1`)(ctx);
const byMerchant =
  (table: string, column = 'id') =>
  (ctx: TestContext, p: number) =>
    first(sql<{ v: unknown }>`
    select t.${sql.ref(column)} as v from ${sql.table(table)} t join merchant m on m.id = t.merchant_id
    where m.project_id = ${p} order by 1 limit 1`)(ctx);

/** An id column (bigint, read as text) as the number a body carries. */
const num = async (finder: Finder, ctx: TestContext, p: number) => {
  const value = await finder(ctx, p);
  return value === undefined || value === null ? undefined : Number(value);
};

/** Fields named for their record. */
const BY_NAME: Readonly<Record<string, Finder>> = {
  project: async (_, p) => p,
  project_id: async (_, p) => p,
  projectId: async (_, p) => p,
  merchant_id: byProject('merchant'),
  terminal_id: byProject('terminal'),
  sales_plan_id: byProject('sales_plan'),
  merchant_group_id: byProject('merchant_group'),
  wl: (ctx, p) => first(wl(p))(ctx),
  wlId: (ctx, p) => first(wl(p))(ctx),
  whiteLabel: (ctx, p) => first(wl(p))(ctx),
  uuidWhiteLabel: (ctx, p) => first(wl(p))(ctx),
  ap: (ctx, p) => first(account(p))(ctx),
  account: (ctx, p) => first(account(p))(ctx),
  accountId: (ctx, p) => first(account(p))(ctx),
  accountID: (ctx, p) => first(account(p))(ctx),
  uuidAccount: (ctx, p) => first(account(p))(ctx),
  uuidAccountPayment: (ctx, p) => first(account(p))(ctx),
  serial_number: byProject('equipment', 'serial_number'),
  billet_id: byProject('bank_billet', 'billet_id'),
  financial_id: byProject('receivable'),
  urId: byProject('receivable_unit'),
  sales_representative_id: byProject('sales_representative'),
  uuidRestrict: byWhiteLabel('location_restriction'),
  split_id: byMerchant('merchant_split'),
};

/** A generic `{id}` or `{uuid}` named by the path segment before it. */
const BY_SEGMENT: Readonly<Record<string, Finder>> = {
  merchant: byProject('merchant'),
  project: async (_, p) => p,
  sales_plan: byProject('sales_plan'),
  terminal: byProject('terminal'),
  role: newestOfProject('role'),
  payment: byProject('payment'),
  manualrollback: byProject('payment'),
  transaction: byProject('card_transaction'),
  receivable_unit: byProject('receivable_unit'),
  cerc_ur_payment: byMerchant('receivable_unit_payment'),
  contract_effect: byProject('contract_effect'),
  merchantgroup: byProject('merchant_group'),
  user: byProject('staff_user'),
  credential: byProject('credential'),
  supplier_credentials: byProject('supplier_credential'),
  'white-label': (ctx, p) => first(wl(p))(ctx),
  'infraction-reports': byWhiteLabel('infraction_report'),
  refund: byWhiteLabel('pix_refund'),
  'pre-account': byWhiteLabel('pre_account'),
  analysis: byWhiteLabel('pre_account'),
  'transaction-analysis': byWhiteLabel('transaction_analysis'),
  uploads: byWhiteLabel('pre_account'),
  upload: byWhiteLabel('pre_account'),
  'account-payment': (ctx, p) => first(account(p))(ctx),
  uac: (ctx, p) => first(account(p))(ctx),
  'positive-list': (ctx, p) => first(wl(p))(ctx),
  'active-and-restricted-accounts': (ctx, p) => first(wl(p))(ctx),
};

/**
 * Records an operation names in its body rather than its path, by operation: the selection of a
 * block, the receivable of an adjustment, the value to reveal.
 */
const BODY_BY_OPERATION: Readonly<
  Record<string, (ctx: TestContext, p: number) => Promise<Record<string, unknown>>>
> = {
  'pix.createRefund': async (ctx, p) => ({
    endToEndId: await byWhiteLabel('pix_movement', 'end_to_end_id')(ctx, p),
  }),
  'billets.cancelBillets': async (ctx, p) => {
    const row = (
      await sql<{ id: number; our_number: string }>`
      select billet_id as id, our_number from bank_billet where project_id = ${p} order by billet_id limit 1`.execute(
        ctx.handle.db,
      )
    ).rows[0];
    return { bank_billets: row ? [{ id: Number(row.id), our_number: row.our_number }] : undefined };
  },
  'checkup.authorizeFindings': async (ctx, p) => ({
    transaction_ids: [await num(byProject('checkup_transaction'), ctx, p)],
  }),
  'checkup.deleteFindings': async (ctx, p) => ({
    transaction_ids: [await num(byProject('checkup_transaction'), ctx, p)],
  }),
  'receivables.blockReceivables': async (ctx, p) => ({ ids: [await num(byProject('receivable'), ctx, p)] }),
  'receivables.unblockReceivables': async (ctx, p) => ({ ids: [await num(byProject('receivable'), ctx, p)] }),
  'receivables.adjustReceivable': async (ctx, p) => ({
    financial_id: await num(byProject('receivable'), ctx, p),
  }),
  'receivables.openDispute': async (ctx, p) => ({
    receivable_unit_id: await num(byProject('receivable_unit'), ctx, p),
  }),
  'privacy.reveal': async (ctx, p) => ({
    table_context: 'merchant',
    record_id: String(await byProject('merchant')(ctx, p)),
    field: 'cpf_cnpj',
  }),
};

/** Body fields of the operation naming a record of the project, beyond the common ones. */
export async function operationBodyHints(ctx: TestContext, opId: string, project: number) {
  const finder = BODY_BY_OPERATION[opId];
  return finder ? finder(ctx, project) : {};
}

export interface ForeignParams {
  values: Record<string, unknown>;
  /** Parameters no finder knows, or whose record the project lacks. */
  unresolved: string[];
}

/** Path parameters of the operation pointing at records of the project. */
export async function projectParams(ctx: TestContext, op: Endpoint, project: number): Promise<ForeignParams> {
  const values: Record<string, unknown> = {};
  const unresolved: string[] = [];
  const segments = op.path.split('/');
  const shape =
    (op.params as unknown as { shape?: Record<string, { _zod: { def: { type: string } } }> } | undefined)
      ?.shape ?? {};
  for (const name of paramNames(op.path)) {
    // A choice among named values (a provider, a file type) is not a record: generated.
    if (['enum', 'literal'].includes(shape[name]?._zod.def.type ?? '')) continue;
    const index = segments.indexOf(`{${name}}`);
    const before = segments[index - 1] ?? '';
    const finder = BY_NAME[name] ?? (name === 'id' || name === 'uuid' ? BY_SEGMENT[before] : undefined);
    let value: unknown;
    try {
      value = finder ? await finder(ctx, project) : undefined;
    } catch {
      value = undefined;
    }
    if (value === undefined || value === null) unresolved.push(name);
    else values[name] = typeof value === 'object' ? String(value) : value;
  }
  // A path under a project-2 record (`/sales_plan/{id}/card_brand_rates/{card_brand_id}`) is
  // foreign whatever its other parameters name: those are generated.
  if (Object.keys(values).length > 0) return { values, unresolved: [] };
  return { values, unresolved };
}

/** Body fields naming a record, pointed at the project's (`project_id`, `merchant_id` …). */
export async function projectBodyHints(ctx: TestContext, project: number): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const names = ['project', 'project_id', 'projectId', 'merchant_id', 'terminal_id', 'sales_plan_id'];
  for (const name of [...names, 'uuidWhiteLabel', 'wlId', 'uuidAccountPayment']) {
    const finder = BY_NAME[name];
    const value = finder ? await finder(ctx, project).catch(() => undefined) : undefined;
    if (value !== undefined && value !== null) out[name] = value;
  }
  return out;
}
