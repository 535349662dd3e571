import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface GenerateReceivablesOptions {
  /** Only transactions with an id in [fromId, toId]; the whole table when left out. */
  fromId?: number;
  toId?: number;
  /** Only the transactions of these merchants. */
  merchantIds?: readonly number[];
}

/**
 * The MDR percent charged when a merchant has no sales plan for the transaction's channel
 * (the platform's default price list): debit, credit in one payment, then each extra installment.
 */
export const DEFAULT_MDR = {
  debit: '1.9900',
  credit: '3.1900',
  installmentBase: '3.5900',
  perInstallment: '0.3000',
};

/**
 * One receivable per installment of every confirmed card transaction (boleto has none), priced
 * with the MDR of the merchant's sales plan for the channel in force on the transaction's day
 * (São Paulo), or the default price list. Installments split the amount in whole cents, the
 * remainder on the first; debit is due the next day, credit installment n 30 × n days after
 * the sale; installments already due are paid on their due day. Idempotent: a transaction
 * that has its receivables is skipped. Returns how many rows were added.
 */
export async function generateReceivables(
  db: Database,
  options: GenerateReceivablesOptions = {},
): Promise<number> {
  const fromId = options.fromId ?? null;
  const toId = options.toId ?? null;
  const merchants = options.merchantIds ? [...options.merchantIds] : null;
  const result = await sql`
    WITH tx AS (
      SELECT t.*, (t.transaction_date AT TIME ZONE 'America/Sao_Paulo')::date AS sale_day
      FROM card_transaction t
      WHERE t.status = 'CONFIRMED' AND t.operation_id <> 17
        AND (${fromId}::bigint IS NULL OR t.id >= ${fromId}::bigint)
        AND (${toId}::bigint IS NULL OR t.id <= ${toId}::bigint)
        AND (${merchants}::int[] IS NULL OR t.merchant_id = ANY(${merchants}::int[]))
        AND NOT EXISTS (SELECT 1 FROM receivable r WHERE r.transaction_id = t.id)
    ),
    priced AS (
      SELECT tx.*, msp.sales_plan_id,
        COALESCE(plan_rate.rate, CASE
          WHEN tx.operation_id = 0 THEN ${DEFAULT_MDR.debit}::numeric
          WHEN tx.operation_id = 1 THEN ${DEFAULT_MDR.credit}::numeric
          ELSE ${DEFAULT_MDR.installmentBase}::numeric + ${DEFAULT_MDR.perInstallment}::numeric * (tx.operation_id - 2)
        END) AS rate
      FROM tx
      LEFT JOIN merchant_sales_plan msp ON msp.merchant_id = tx.merchant_id AND msp.channel_id = tx.channel_id
      LEFT JOIN LATERAL (
        SELECT r.rate FROM sales_plan_rate r
        WHERE r.sales_plan_id = msp.sales_plan_id AND r.card_brand_id = tx.card_brand_id
          AND r.operation_id = tx.operation_id AND r.valid_from <= tx.sale_day
        ORDER BY r.valid_from DESC LIMIT 1
      ) plan_rate ON true
    ),
    parts AS (
      SELECT p.*, n.k,
        p.amount / p.installments + CASE WHEN n.k = 1 THEN p.amount % p.installments ELSE 0 END AS gross,
        CASE WHEN p.operation_id = 0 THEN p.sale_day + 1 ELSE p.sale_day + 30 * n.k END AS due
      FROM priced p CROSS JOIN LATERAL generate_series(1, p.installments) AS n(k)
    )
    INSERT INTO receivable (
      transaction_id, project_id, merchant_id, terminal_id, channel_id, operation_id, card_brand_id,
      sales_plan_id, installment_number, installment_count, gross_amount, mdr_rate, mdr_amount,
      net_amount, dt_emission, dt_due, dt_payment, paid, paid_amount)
    SELECT id, project_id, merchant_id, terminal_id, channel_id, operation_id, card_brand_id,
      sales_plan_id, k, installments, gross, rate, round(gross * rate / 100)::bigint,
      gross - round(gross * rate / 100)::bigint, transaction_date, due,
      CASE WHEN due < (now() AT TIME ZONE 'America/Sao_Paulo')::date THEN due END,
      CASE WHEN due < (now() AT TIME ZONE 'America/Sao_Paulo')::date THEN 1 ELSE 0 END,
      CASE WHEN due < (now() AT TIME ZONE 'America/Sao_Paulo')::date THEN gross - round(gross * rate / 100)::bigint ELSE 0 END
    FROM parts
    ON CONFLICT (transaction_id, installment_number) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
