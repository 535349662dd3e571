import { sql } from 'kysely';
import type { TestContext } from '../test-app.ts';
import type { RequestHints } from './sweep-kit.ts';

/**
 * Records of a project in the state an operation acts on (a terminal not yet blocked for the
 * block, a blocked one for the unblock, an open infraction for its cancellation), so a sweep's
 * generated request reaches the action itself rather than its business refusal. Read when the
 * operation is swept: an earlier write of the sweep may have moved the record it finds.
 */
type Ready = (ctx: TestContext, project: number) => Promise<RequestHints | undefined>;

async function one<T>(ctx: TestContext, query: ReturnType<typeof sql<T>>): Promise<T | undefined> {
  return (await query.execute(ctx.handle.db)).rows[0];
}

/** A payment of the project in one of the statuses (and validation, type), oldest first. */
const payment = (
  ctx: TestContext,
  project: number,
  statuses: readonly string[],
  where: { validation?: string; type?: string } = {},
) =>
  one<{ id: number; payment_type: string }>(
    ctx,
    sql`select id, payment_type from payment where project_id = ${project}
      and status in (${sql.join(statuses)})
      ${where.validation ? sql`and validation = ${where.validation}` : sql``}
      ${where.type ? sql`and payment_type = ${where.type}` : sql``}
      order by id limit 1`,
  );

/** A selection of payments by id, as the payments screen sends it. */
const selection = async (
  ctx: TestContext,
  project: number,
  statuses: readonly string[],
  where: { validation?: string; type?: string } = {},
): Promise<RequestHints | undefined> => {
  const row = await payment(ctx, project, statuses, where);
  return row ? { body: { ids: [Number(row.id)], types: [row.payment_type] } } : undefined;
};

/** A terminal of the project matching the condition. */
const terminal = (ctx: TestContext, project: number, condition: ReturnType<typeof sql>) =>
  one<{ id: number }>(
    ctx,
    sql`select id from terminal where project_id = ${project} and ${condition} order by id limit 1`,
  );
const terminalParams = async (ctx: TestContext, project: number, condition: ReturnType<typeof sql>) => {
  const row = await terminal(ctx, project, condition);
  return row ? { params: { id: Number(row.id) } } : undefined;
};

const device = (ctx: TestContext, project: number, status: string) =>
  one<{ account: string; device: string }>(
    ctx,
    sql`select d.uuid_account_payment as account, d.uuid_account_payment_device as device
      from pix_device d join payment_account a on a.uuid_account_payment = d.uuid_account_payment
      join white_label w on w.uuid = a.uuid_white_label
      where w.project_id = ${project} and d.status = ${status} order by d.date_register limit 1`,
  );

const byWhiteLabelStatus = (table: 'infraction_report' | 'pix_refund', status: string) => (project: number) =>
  sql<{
    uuid: string;
  }>`select t.uuid from ${sql.table(table)} t join white_label w on w.uuid = t.uuid_white_label
    where w.project_id = ${project} and t.status = ${status} order by t.uuid limit 1`;

const OPEN_PAYMENT = ['WAITING_SEND', 'SCHEDULED'];

export const READY_RECORDS: Readonly<Record<string, Ready>> = {
  'pix.cancelInfraction': async (ctx, p) => {
    const row = await one(ctx, byWhiteLabelStatus('infraction_report', 'OPEN')(p));
    return row ? { params: { uuid: row.uuid } } : undefined;
  },
  'pix.cancelRefund': async (ctx, p) => {
    const row = await one(ctx, byWhiteLabelStatus('pix_refund', 'OPEN')(p));
    return row ? { params: { uuid: row.uuid } } : undefined;
  },
  'pix.authorizeDevice': async (ctx, p) => {
    const row = await device(ctx, p, 'PENDING');
    return row
      ? { params: { uuidAccountPayment: row.account, uuidAccountPaymentDevice: row.device } }
      : undefined;
  },
  'pix.revokeDevice': async (ctx, p) => {
    const row = await device(ctx, p, 'PENDING');
    return row
      ? { params: { uuidAccountPayment: row.account, uuidAccountPaymentDevice: row.device } }
      : undefined;
  },
  'payments.deletePayment': async (ctx, p) => {
    const row = await payment(ctx, p, ['WAITING_SEND', 'SCHEDULED', 'FAIL', 'UNPAID']);
    return row ? { params: { id: Number(row.id) } } : undefined;
  },
  'payments.settlePayments': async (ctx, p) => {
    const row = await payment(ctx, p, ['WAITING_SEND'], { validation: 'VALIDATED', type: 'TED' });
    return row
      ? { params: { payment_type: 'TED' }, body: { ids: [Number(row.id)], types: ['TED'] } }
      : undefined;
  },
  'payments.convertSlcToTed': (ctx, p) => selection(ctx, p, OPEN_PAYMENT, { type: 'SLC' }),
  'payments.removeAllPending': (ctx, p) => selection(ctx, p, ['WAITING_SEND'], { validation: 'PENDING' }),
  'payments.revalidatePayments': (ctx, p) => selection(ctx, p, OPEN_PAYMENT),
  'payments.recalculatePayments': (ctx, p) => selection(ctx, p, OPEN_PAYMENT),
  'receivables.adjustReceivable': async (ctx, p) => {
    const row = await one<{ id: number }>(
      ctx,
      sql`select id from receivable where project_id = ${p} and paid = 0 order by id limit 1`,
    );
    return row ? { body: { financial_id: Number(row.id) } } : undefined;
  },
  'terminals.blockTerminal': (ctx, p) =>
    terminalParams(ctx, p, sql`status in ('ACTIVE', 'WAITING_EQUIPMENT_ASSOCIATION') and not blocked`),
  'terminals.unblockTerminal': (ctx, p) => terminalParams(ctx, p, sql`blocked and status <> 'INACTIVE'`),
  'terminals.associateEquipment': async (ctx, p) => {
    const row = await terminal(ctx, p, sql`status = 'WAITING_EQUIPMENT_ASSOCIATION' and not blocked`);
    const equipment = await one<{ serial_number: string }>(
      ctx,
      sql`select serial_number from equipment where project_id = ${p} and in_use = 0 order by id limit 1`,
    );
    return row && equipment
      ? { params: { id: Number(row.id) }, body: { serial_number: equipment.serial_number } }
      : undefined;
  },
  'terminals.disassociateEquipment': (ctx, p) =>
    terminalParams(ctx, p, sql`status = 'ACTIVE' and not blocked`),
  'terminals.createAcquirer': (ctx, p) => terminalParams(ctx, p, sql`status <> 'INACTIVE'`),
  'terminals.updateAcquirer': (ctx, p) => terminalParams(ctx, p, sql`status <> 'INACTIVE'`),
  'credentials.toggleEnabled': async (ctx, p) => {
    const row = await one<{ id: number; enabled: boolean }>(
      ctx,
      sql`select id, enabled from credential where project_id = ${p} order by id limit 1`,
    );
    return row ? { params: { id: Number(row.id) }, body: { enabled: !row.enabled } } : undefined;
  },
  'merchants.changeMcc': async (ctx) => {
    const row = await one<{ mcc: string }>(ctx, sql`select mcc from mcc order by mcc limit 1`);
    return row ? { body: { mcc: row.mcc } } : undefined;
  },
  'onboarding.unblockAccount': async (ctx, p) => {
    const row = await one<{ account: string }>(
      ctx,
      sql`select a.uuid_account_payment as account from payment_account a
        join white_label w on w.uuid = a.uuid_white_label
        where w.project_id = ${p} and a.account_status = 'BLOCKED' order by a.created_at limit 1`,
    );
    return row ? { params: { accountId: row.account } } : undefined;
  },
  'risk.removeBlacklistEntry': async (ctx) => {
    const row = await one<{ document: string }>(
      ctx,
      sql`select document from blacklist_entry order by id limit 1`,
    );
    return row ? { query: { document: row.document } } : undefined;
  },
};

/** The hints of an operation's ready record in the project, if one is known and exists. */
export async function readyRecordHints(
  ctx: TestContext,
  opId: string,
  project: number,
): Promise<RequestHints | undefined> {
  return READY_RECORDS[opId]?.(ctx, project);
}
