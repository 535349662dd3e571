import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { linkPickedReceivables, pickReceivablesToGroup } from '../receivables/receivable-service.ts';

export interface GeneratePaymentsOptions {
  /** Receivables due from this day (YYYY-MM-DD); every earlier day when left out. */
  from?: string;
  /** Receivables due up to this day, inclusive. */
  to: string;
  /** Only these merchants. */
  merchantIds?: readonly number[];
  /** Today in São Paulo (payments due after it are SCHEDULED); the database's today by default. */
  today?: string;
  /**
   * Group receivables already paid on their due day (history loaded with the transactions)
   * into PAID payments instead of the unpaid ones.
   */
  alreadyPaid?: boolean;
}

/** The generation of payments runs one at a time (the receivables it groups are locked too). */
export const GENERATION_LOCK = 727_130;

/**
 * The settlement destination and type a new payment of a merchant gets: the snapshot of the
 * merchant's latest payment (so conversions and corrections carry over), else the default
 * derived from the merchant (docs/adr/0130-payment-model-and-generation.md): digital account
 * or prepaid card (book transfer, LBK) or a bank account (TED or SLC).
 */
const DESTINATION_SQL = sql`
  LEFT JOIN LATERAL (
    SELECT p.payment_type, p.destination_type, p.bank_code, p.agency, p.account, p.account_digit,
      p.account_type, p.digital_account, p.prepaid_card, p.holder_name, p.holder_document
    FROM payment p WHERE p.merchant_id = g.merchant_id ORDER BY p.id DESC LIMIT 1
  ) last ON true`;

/**
 * Groups each merchant's unpaid, unblocked receivables with no payment, due on a day of the
 * range, into one payment per merchant and day: amount = Σ (net_amount + adjustment_amount) of
 * exactly the receivables it marks with its id, so a payment always equals the sum of its
 * installments. Payments due after today are SCHEDULED, the others WAITING_SEND; validation is
 * BLOCKED for a blocked or deleted merchant, PENDING for an incomplete destination. Idempotent:
 * grouped receivables are not grouped again. Returns how many payments were created.
 */
export async function generatePayments(db: Database, options: GeneratePaymentsOptions): Promise<number> {
  const from = options.from ?? null;
  const merchants = options.merchantIds ? [...options.merchantIds] : null;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${GENERATION_LOCK})`.execute(trx);
    const today = options.today ?? null;
    const paidFlag: 0 | 1 = options.alreadyPaid ? 1 : 0;
    const history = options.alreadyPaid === true;
    await pickReceivablesToGroup(trx, { from, to: options.to, merchantIds: merchants, paid: paidFlag });
    const result = await sql<{ id: number }>`
      WITH picked AS (SELECT id, merchant_id, project_id, dt_due, amount FROM picked_receivable),
      grouped AS (
        SELECT merchant_id, project_id, dt_due, sum(amount) AS amount, count(*) AS n
        FROM picked GROUP BY merchant_id, project_id, dt_due
      ),
      shaped AS (
        SELECT g.*, m.blocked OR m.deleted AS merchant_blocked, m.merchant_name, m.cpf_cnpj,
          COALESCE(last.destination_type, CASE WHEN g.merchant_id % 5 = 0 THEN 'D' WHEN g.merchant_id % 7 = 0 THEN 'R' ELSE 'B' END) AS destination_type,
          last.payment_type AS last_type, last.bank_code, last.agency, last.account, last.account_digit,
          last.account_type, last.digital_account, last.prepaid_card, last.holder_name, last.holder_document,
          last.destination_type IS NOT NULL AS has_last
        FROM grouped g
        JOIN merchant m ON m.id = g.merchant_id
        ${DESTINATION_SQL}
      ),
      dest AS (
        SELECT s.*,
          CASE WHEN has_last THEN last_type
               WHEN destination_type IN ('D','R') THEN 'LBK'
               WHEN merchant_id % 2 = 0 THEN 'SLC' ELSE 'TED' END AS ptype,
          CASE WHEN has_last THEN bank_code WHEN destination_type = 'B' THEN lpad(((merchant_id % 4) * 104 + 1)::text, 3, '0') END AS d_bank,
          CASE WHEN has_last THEN agency WHEN destination_type = 'B' THEN lpad((1000 + merchant_id % 8999)::text, 4, '0') END AS d_agency,
          CASE WHEN has_last THEN account WHEN destination_type = 'B' THEN (100000 + merchant_id * 37 % 899999)::text END AS d_account,
          CASE WHEN has_last THEN account_digit WHEN destination_type = 'B' THEN (merchant_id % 10)::text END AS d_digit,
          CASE WHEN has_last THEN account_type WHEN destination_type = 'B' THEN 'C' END AS d_account_type,
          CASE WHEN has_last THEN digital_account WHEN destination_type = 'D' THEN 'DA-' || lpad(merchant_id::text, 8, '0') END AS d_digital,
          CASE WHEN has_last THEN prepaid_card WHEN destination_type = 'R' THEN '5067' || lpad(merchant_id::text, 12, '0') END AS d_card,
          CASE WHEN has_last THEN holder_name ELSE merchant_name END AS d_holder,
          CASE WHEN has_last THEN holder_document ELSE cpf_cnpj END AS d_document
        FROM shaped s
      ),
      inserted AS (
        INSERT INTO payment (project_id, merchant_id, payment_type, status, validation, validation_detail,
          step_status, amount, installments_count, dt_payment, destination_type, bank_code, agency, account,
          account_digit, account_type, digital_account, prepaid_card, holder_name, holder_document)
        SELECT project_id, merchant_id, ptype,
          CASE WHEN ${history}::boolean THEN 'PAID' WHEN dt_due > COALESCE(${today}::date, (now() AT TIME ZONE 'America/Sao_Paulo')::date) THEN 'SCHEDULED' ELSE 'WAITING_SEND' END,
          CASE WHEN merchant_blocked THEN 'BLOCKED'
               WHEN ${incompleteDestination('destination_type', 'd_bank', 'd_agency', 'd_account', 'd_digital', 'd_card', 'd_document')} THEN 'PENDING'
               ELSE 'VALIDATED' END,
          CASE WHEN merchant_blocked THEN ${VALIDATION_DETAILS.merchantBlocked}
               WHEN ${incompleteDestination('destination_type', 'd_bank', 'd_agency', 'd_account', 'd_digital', 'd_card', 'd_document')} THEN ${VALIDATION_DETAILS.incompleteDestination}
               END,
          CASE WHEN ${history}::boolean THEN 'SUCCESS' ELSE 'PENDING' END, amount, n, dt_due, destination_type, d_bank, d_agency, d_account, d_digit, d_account_type,
          d_digital, d_card, d_holder, d_document
        FROM dest
        RETURNING id
      )
      SELECT id FROM inserted`.execute(trx);
    const ids = result.rows.map((r) => Number(r.id));
    await linkPickedReceivables(trx, ids);
    return ids.length;
  });
}

export const VALIDATION_DETAILS = {
  merchantBlocked: 'Lojista bloqueado ou excluído.',
  incompleteDestination: 'Destino de liquidação incompleto.',
} as const;

/** SQL true when a destination lacks what its type needs (or the holder's document). */
export function incompleteDestination(
  type: string,
  bank: string,
  agency: string,
  account: string,
  digital: string,
  card: string,
  document: string,
) {
  const r = sql.ref;
  return sql<boolean>`(${r(document)} IS NULL
    OR (${r(type)} = 'B' AND (${r(bank)} IS NULL OR ${r(agency)} IS NULL OR ${r(account)} IS NULL))
    OR (${r(type)} = 'D' AND ${r(digital)} IS NULL)
    OR (${r(type)} = 'R' AND ${r(card)} IS NULL))`;
}

/** Payments due today or earlier leave SCHEDULED for WAITING_SEND. Returns how many moved. */
export async function promoteScheduled(db: Database, today: string): Promise<number> {
  const result = await db
    .updateTable('payment')
    .set({ status: 'WAITING_SEND', updated_at: new Date() })
    .where('status', '=', 'SCHEDULED')
    .where('dt_payment', '<=', sql<Date>`${today}::date`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
