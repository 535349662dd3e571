import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { generatePayments } from './payment-generation.ts';

let sequence = 0;

export interface FixtureOptions {
  type?: 'TED' | 'SLC' | 'LBK';
  /** Installments (net cents) of the payment. */
  nets?: number[];
  dueDay?: string;
  projectId?: number;
}

/**
 * A merchant with receivables due on one day (gross 10 000 each, MDR 2,5 %) grouped into one
 * payment by the generation, of the type asked for. Returns the merchant and payment ids.
 */
export async function paymentFixture(db: Database, options: FixtureOptions = {}) {
  sequence += 1;
  const projectId = options.projectId ?? 1;
  const dueDay = options.dueDay ?? todaySaoPaulo();
  const code = `PAY-T-${process.pid}-${sequence}-${Date.now() % 100000}`;
  const merchant = await db
    .insertInto('merchant')
    .values({
      merchant_code: code,
      merchant_name: `Loja ${code}`,
      cpf_cnpj: '11222333000181',
      project_id: projectId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const nets = options.nets ?? [9_750, 9_750, 4_875];
  for (const net of nets) {
    const gross = Math.round(net / 0.975);
    const tx = await db
      .insertInto('card_transaction')
      .values({
        project_id: projectId,
        merchant_id: merchant.id,
        channel_id: 1,
        operation_id: 1,
        card_brand_id: 2,
        amount: gross,
        status: 'CONFIRMED',
        transaction_date: new Date(Date.now() - 86_400_000),
        payment_date: new Date(Date.now() - 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('receivable')
      .values({
        transaction_id: tx.id,
        project_id: projectId,
        merchant_id: merchant.id,
        channel_id: 1,
        operation_id: 1,
        card_brand_id: 2,
        installment_number: 1,
        installment_count: 1,
        gross_amount: gross,
        mdr_rate: '2.5000',
        mdr_amount: gross - net,
        net_amount: net,
        dt_emission: new Date(),
        dt_due: dueDay,
      })
      .execute();
  }
  await generatePayments(db, { to: dueDay, merchantIds: [merchant.id] });
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'amount'])
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirstOrThrow();
  if (options.type) {
    await db
      .updateTable('payment')
      .set({ payment_type: options.type })
      .where('id', '=', payment.id)
      .execute();
  }
  return { merchantId: merchant.id, paymentId: Number(payment.id), amount: Number(payment.amount) };
}

export async function paymentState(db: Database, id: number) {
  return db
    .selectFrom('payment')
    .select(['status', 'validation', 'payment_type', 'amount', 'step_status', 'settle_attempt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Waits until the payment reaches one of the statuses (the bank answer job runs apart). */
export async function waitForStatus(db: Database, id: number, statuses: string[], timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await paymentState(db, id);
    if (state && statuses.includes(state.status)) return state;
    if (Date.now() > until) throw new Error(`payment ${id} stayed ${state?.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function installmentSum(db: Database, id: number): Promise<number> {
  const { rows } = await sql<{ s: string }>`
    SELECT coalesce(sum(net_amount + adjustment_amount), 0)::text AS s FROM receivable WHERE payment_id = ${id}`.execute(
    db,
  );
  return Number(rows[0]?.s ?? 0);
}
