import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { addDays, todaySaoPaulo } from '../http/date-bounds.ts';
import { LOCAL_BANK_REFUSED_ACCOUNT } from '../modules/payments/bank-adapter.ts';
import { generatePayments, VALIDATION_DETAILS } from '../modules/payments/payment-generation.ts';
import { runPaymentGeneration } from '../modules/payments/payments-service.ts';

/**
 * Demo payments for every tab: the receivables paid in the last 60 days grouped into PAID
 * payments (their history), the unpaid ones due up to 30 days ahead into WAITING_SEND or
 * SCHEDULED payments (those of the next five days ready to be sent), then a few made invalid (PENDING destination, BLOCKED merchant) and a few
 * past ones FAIL. Idempotent: grouped receivables are not grouped again and the examples are
 * made once.
 */
export async function seedPaymentsDemo(db: Database): Promise<void> {
  const today = todaySaoPaulo();
  await generatePayments(db, { from: addDays(today, -60), to: addDays(today, -1), today, alreadyPaid: true });
  await sql`
    UPDATE payment SET paid_at = (dt_payment::timestamp + interval '14 hours') AT TIME ZONE 'America/Sao_Paulo',
      settle_attempt = 1, bank_reference = 'LOCAL-' || to_char(dt_payment, 'YYYYMMDD') || '-' || id
    WHERE status = 'PAID' AND paid_at IS NULL`.execute(db);
  await runPaymentGeneration(db);

  // The examples below are made once (only they fail a payment in the demo).
  const examples = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'FAIL')
    .executeTakeFirstOrThrow();
  if (Number(examples.n) > 0) return;
  // Payments of the next days are ready to be sent ahead of their date.
  await sql`
    UPDATE payment SET status = 'WAITING_SEND'
    WHERE status = 'SCHEDULED' AND dt_payment <= ${addDays(today, 5)}::date`.execute(db);
  // INVALID tab: destinations missing their account, and a blocked merchant's payment.
  await sql`
    UPDATE payment SET validation = 'PENDING', validation_detail = ${VALIDATION_DETAILS.incompleteDestination},
      account = NULL, digital_account = NULL, prepaid_card = NULL
    WHERE id IN (SELECT id FROM payment WHERE status = 'WAITING_SEND' ORDER BY id DESC LIMIT 4)`.execute(db);
  await sql`
    UPDATE payment SET validation = 'BLOCKED', validation_detail = ${VALIDATION_DETAILS.merchantBlocked}
    WHERE id IN (SELECT id FROM payment WHERE status = 'WAITING_SEND' AND validation = 'VALIDATED'
      ORDER BY id DESC LIMIT 2)`.execute(db);
  // Failed settlements: the bank refused the destination account.
  await sql`
    UPDATE payment SET status = 'FAIL', step_status = 'FAILED', paid_at = NULL, bank_reference = NULL,
      account = ${LOCAL_BANK_REFUSED_ACCOUNT}, failure_reason = 'Conta de destino recusada pelo banco.'
    WHERE id IN (SELECT id FROM payment WHERE status = 'PAID' AND destination_type = 'B' ORDER BY id DESC LIMIT 3)`.execute(
    db,
  );
  await sql`
    UPDATE receivable r SET paid = 0, paid_amount = 0, dt_payment = NULL
    FROM payment p WHERE r.payment_id = p.id AND p.status = 'FAIL'`.execute(db);
}

/**
 * Volume (`--scale`): the receivables grouped into payments month by month: days before today
 * become PAID payments (their receivables were paid on their due day), today and later
 * WAITING_SEND or SCHEDULED.
 */
export async function seedPaymentsScale(db: Database, log: (line: string) => void): Promise<string> {
  const bounds = await db
    .selectFrom('receivable')
    .select([
      sql<string | null>`min(dt_due)::text`.as('low'),
      sql<string | null>`max(dt_due)::text`.as('high'),
    ])
    .where('payment_id', 'is', null)
    .executeTakeFirstOrThrow();
  if (!bounds.low || !bounds.high) return '0 pagamentos';
  const today = todaySaoPaulo();
  let made = 0;
  for (let from = bounds.low; from <= bounds.high; from = addDays(from, 30)) {
    const to = [addDays(from, 29), bounds.high].sort()[0] ?? bounds.high;
    const pastEnd = to < today ? to : addDays(today, -1);
    if (from <= pastEnd) made += await generatePayments(db, { from, to: pastEnd, today, alreadyPaid: true });
    made += await generatePayments(db, { from, to, today });
    log(`  pagamentos: recebíveis até ${to} (${made})`);
  }
  await sql`
    UPDATE payment SET paid_at = (dt_payment::timestamp + interval '14 hours') AT TIME ZONE 'America/Sao_Paulo',
      settle_attempt = 1
    WHERE status = 'PAID' AND paid_at IS NULL`.execute(db);
  return `${made} pagamentos`;
}
