import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Arrangement of a receivable (spec core §3.2: 1 MCD, 2 MCC, 3 VCD, 4 VCC, 5 ECD, 6 ECC,
 * 7 HCC, 8 ACC) from its card brand and whether it is debit (operation 0) or credit.
 */
export const ARRANGEMENT_SQL = sql<number>`CASE r.card_brand_id
    WHEN 1 THEN CASE WHEN r.operation_id = 0 THEN 1 ELSE 2 END
    WHEN 2 THEN CASE WHEN r.operation_id = 0 THEN 3 ELSE 4 END
    WHEN 3 THEN CASE WHEN r.operation_id = 0 THEN 5 ELSE 6 END
    WHEN 4 THEN 7
    ELSE 8 END`;

/**
 * Groups receivables into receivable units (one per merchant, arrangement and settlement day)
 * and refreshes their amounts and paid state; new units wait to be sent to the registry
 * (status_sync 0, change C), changed ones are sent again as updates (A). Then each unit gets
 * its payments: to the beneficiary of its contract effects first (up to their amounts), the
 * rest to the holder. Idempotent. Returns how many units were created.
 */
export async function buildReceivableUnits(
  db: Database,
  options: { merchantIds?: readonly number[] } = {},
): Promise<number> {
  const merchants = options.merchantIds ? [...options.merchantIds] : null;
  return db.transaction().execute(async (trx) => {
    const created = await sql<{ inserted: boolean }>`
      WITH grouped AS (
        SELECT r.project_id, r.merchant_id, ${ARRANGEMENT_SQL} AS arrangement_id, r.dt_due,
               sum(r.gross_amount) AS gross, sum(r.net_amount + r.adjustment_amount) AS net,
               bool_and(r.paid = 1) AS paid
        FROM receivable r
        WHERE r.card_brand_id IS NOT NULL
          AND (${merchants}::int[] IS NULL OR r.merchant_id = ANY(${merchants}::int[]))
        GROUP BY 1, 2, 3, 4
      )
      INSERT INTO receivable_unit AS u (cerc_code, project_id, merchant_id, holder_document, arrangement_id,
                                        dt_liquidation, gross_amount, net_amount, paid)
      SELECT 'UR' || lpad(g.merchant_id::text, 8, '0') || g.arrangement_id || to_char(g.dt_due, 'YYYYMMDD'),
             g.project_id, g.merchant_id, m.cpf_cnpj, g.arrangement_id, g.dt_due, g.gross, g.net, g.paid
      FROM grouped g JOIN merchant m ON m.id = g.merchant_id
      ON CONFLICT (merchant_id, arrangement_id, dt_liquidation) DO UPDATE
        SET gross_amount = EXCLUDED.gross_amount, net_amount = EXCLUDED.net_amount, paid = EXCLUDED.paid,
            status_sync = CASE WHEN u.net_amount <> EXCLUDED.net_amount THEN 0 ELSE u.status_sync END,
            change_type = CASE WHEN u.net_amount <> EXCLUDED.net_amount THEN 'A' ELSE u.change_type END,
            updated_at = CASE WHEN u.net_amount <> EXCLUDED.net_amount OR u.paid <> EXCLUDED.paid
                              THEN now() ELSE u.updated_at END
      RETURNING (xmax = 0) AS inserted`.execute(trx);
    await sql`
      INSERT INTO receivable_unit_item (receivable_id, receivable_unit_id)
      SELECT r.id, u.id
      FROM receivable r
      JOIN receivable_unit u ON u.merchant_id = r.merchant_id AND u.arrangement_id = ${ARRANGEMENT_SQL}
                            AND u.dt_liquidation = r.dt_due
      WHERE r.card_brand_id IS NOT NULL
        AND (${merchants}::int[] IS NULL OR r.merchant_id = ANY(${merchants}::int[]))
      ON CONFLICT (receivable_id) DO NOTHING`.execute(trx);
    await refreshUnitPayments(trx, merchants);
    return created.rows.filter((r) => r.inserted).length;
  });
}

/**
 * Rewrites the payments of the units that are not paid yet: the contract effects' beneficiaries
 * first, in the order the effects were registered, each up to its amount; the holder gets the rest.
 */
export async function refreshUnitPayments(trx: Database, merchants: number[] | null): Promise<void> {
  await sql`
    DELETE FROM receivable_unit_payment p USING receivable_unit u
    WHERE p.receivable_unit_id = u.id AND NOT p.paid
      AND (${merchants}::int[] IS NULL OR u.merchant_id = ANY(${merchants}::int[]))`.execute(trx);
  await sql`
    WITH units AS (
      SELECT u.* FROM receivable_unit u
      WHERE NOT EXISTS (SELECT 1 FROM receivable_unit_payment p WHERE p.receivable_unit_id = u.id)
        AND (${merchants}::int[] IS NULL OR u.merchant_id = ANY(${merchants}::int[]))
    ),
    effects AS (
      SELECT e.id, e.receivable_unit_id, e.receiving_end_user_document, e.amount,
             coalesce(sum(e.amount) OVER (PARTITION BY e.receivable_unit_id ORDER BY e.id
                                          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before_amount
      FROM contract_effect e JOIN units ON units.id = e.receivable_unit_id
      WHERE NOT e.deprecated
    ),
    to_beneficiaries AS (
      SELECT units.id AS unit_id, e.id AS effect_id, e.receiving_end_user_document AS doc,
             greatest(least(e.amount, units.net_amount - e.before_amount), 0) AS amount,
             units.dt_liquidation, units.paid
      FROM units JOIN effects e ON e.receivable_unit_id = units.id
    ),
    to_holder AS (
      SELECT units.id AS unit_id, NULL::bigint AS effect_id, units.holder_document AS doc,
             greatest(units.net_amount - coalesce((SELECT sum(b.amount) FROM to_beneficiaries b WHERE b.unit_id = units.id), 0), 0) AS amount,
             units.dt_liquidation, units.paid
      FROM units
    )
    INSERT INTO receivable_unit_payment (receivable_unit_id, contract_effect_id, receiving_end_user_document, amount,
                                         dt_liquidation, paid, payment_id)
    SELECT x.unit_id, x.effect_id, x.doc, x.amount, x.dt_liquidation, x.paid,
           (SELECT max(r.payment_id) FROM receivable r JOIN receivable_unit_item i ON i.receivable_id = r.id
             WHERE i.receivable_unit_id = x.unit_id)
    FROM (SELECT * FROM to_beneficiaries UNION ALL SELECT * FROM to_holder) x
    WHERE x.amount > 0`.execute(trx);
}
