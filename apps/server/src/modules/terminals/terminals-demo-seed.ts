import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const MARKER = 'EQ-DEMO-000001';

/**
 * Demo rows of the terminals area, created once (set-based SQL, about a second): equipment for
 * every demo terminal that has a serial, 3 000 more in stock across the projects, 1 500 more
 * terminals in every status, and automatic rent settings with a year of charges for 300 active
 * terminals. Needs the demo projects, merchants and terminals.
 */
export async function seedTerminalsDemo(db: Database): Promise<void> {
  const done = await db
    .selectFrom('equipment')
    .select('id')
    .where('serial_number', '=', MARKER)
    .executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (trx) => {
    // Equipment behind the demo terminals, in use.
    await sql`
      INSERT INTO equipment (serial_number, equipment_model_id, project_id, in_use, equipment_code)
      SELECT upper(t.serial_number),
             (SELECT id FROM equipment_model ORDER BY id OFFSET (t.id % 12) LIMIT 1),
             t.project_id, 1, 'EC' || t.id
      FROM terminal t
      WHERE t.serial_number ~ '^[A-Za-z0-9-]+$' AND t.equipment_id IS NULL
      ON CONFLICT (serial_number) DO NOTHING`.execute(trx);
    await sql`
      UPDATE terminal t SET equipment_id = e.id,
             supplier_identifier = CASE WHEN t.id % 2 = 0 THEN 'TOTAL_SALE' ELSE 'PHOEBUS' END,
             terminal_modality_id = 1 + t.id % 4
      FROM equipment e
      WHERE e.serial_number = upper(t.serial_number) AND t.equipment_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM terminal o WHERE o.equipment_id = e.id)`.execute(trx);
    // Stock across the projects.
    await sql`
      INSERT INTO equipment (serial_number, equipment_model_id, project_id, in_use, equipment_code)
      SELECT 'EQ-DEMO-' || lpad(n::text, 6, '0'),
             (SELECT id FROM equipment_model ORDER BY id OFFSET (n % 14) LIMIT 1),
             (SELECT id FROM project ORDER BY id OFFSET (n % (SELECT count(*) FROM project)) LIMIT 1),
             0, CASE WHEN n % 5 = 0 THEN 'LOTE-' || (n / 100) END
      FROM generate_series(1, 3000) AS n
      ON CONFLICT (serial_number) DO NOTHING`.execute(trx);
    // Terminals in every status; one in ten of the active ones blocked.
    await sql`
      INSERT INTO terminal (terminal_code, project_id, merchant_id, status, blocked, supplier_identifier, terminal_modality_id)
      SELECT 'TD' || lpad(n::text, 6, '0'), m.project_id,
             CASE WHEN n % 4 = 0 THEN NULL ELSE m.id END,
             CASE n % 4 WHEN 0 THEN 'IN_ANALYSIS' WHEN 1 THEN 'WAITING_EQUIPMENT_ASSOCIATION' WHEN 2 THEN 'ACTIVE' ELSE 'INACTIVE' END,
             n % 4 = 2 AND n % 10 = 2,
             CASE WHEN n % 3 = 0 THEN 'PHOEBUS' ELSE 'TOTAL_SALE' END,
             1 + n % 4
      FROM generate_series(1, 1500) AS n
      JOIN LATERAL (SELECT id, project_id FROM merchant ORDER BY id OFFSET (n % GREATEST((SELECT count(*) FROM merchant), 1)) LIMIT 1) m ON true
      ON CONFLICT (terminal_code) DO NOTHING`.execute(trx);
    // The active demo terminals among them take stock equipment of their project.
    await sql`
      WITH pairs AS (
        SELECT t.id AS terminal_id, e.id AS equipment_id, e.serial_number
        FROM (SELECT id, project_id, row_number() OVER (PARTITION BY project_id ORDER BY id) AS k
              FROM terminal WHERE terminal_code LIKE 'TD%' AND status = 'ACTIVE' AND equipment_id IS NULL) t
        JOIN (SELECT id, project_id, serial_number, row_number() OVER (PARTITION BY project_id ORDER BY id) AS k
              FROM equipment WHERE serial_number LIKE 'EQ-DEMO-%' AND in_use = 0) e
          ON e.project_id = t.project_id AND e.k = t.k
      ), used AS (
        UPDATE equipment SET in_use = 1 FROM pairs WHERE equipment.id = pairs.equipment_id RETURNING equipment.id
      )
      UPDATE terminal SET equipment_id = pairs.equipment_id, serial_number = pairs.serial_number
      FROM pairs WHERE terminal.id = pairs.terminal_id`.execute(trx);
    // Automatic rent for 300 active terminals with a merchant, started a year ago.
    await sql`
      INSERT INTO terminal_rent_setting (terminal_id, modality_cost, charge_day_of_month, grace_period_type,
                                         grace_period, automatic_rent_cycle, terminal_modality_identifier, start_date)
      SELECT t.id, (ARRAY[4990, 7990, 9990, 12990])[1 + t.id % 4], 1 + t.id % 28, 'NONE', 0, 'MONTHLY',
             t.terminal_modality_id, (date_trunc('month', now()) - interval '12 months')::date
      FROM terminal t
      WHERE t.status = 'ACTIVE' AND t.merchant_id IS NOT NULL AND t.equipment_id IS NOT NULL
      ORDER BY t.id LIMIT 300
      ON CONFLICT (terminal_id) DO NOTHING`.execute(trx);
    // A year of monthly charges: paid, then scheduled, then in charge; one in fifty failed.
    await sql`
      INSERT INTO terminal_automatic_rent (terminal_id, project_id, equipment_id, charged_merchant_id,
             reference_month, charge_date, dt_start, dt_end, dt_payment_to_project, dt_project_paid,
             amount, pro_rata, status, error_message)
      SELECT s.terminal_id, t.project_id, t.equipment_id, t.merchant_id,
             m.month, c.charge_date, c.charge_date, (c.charge_date + interval '1 month' - interval '1 day')::date,
             CASE WHEN m.k < 11 THEN c.charge_date + 2 END,
             CASE WHEN m.k < 10 THEN c.charge_date + 2 END,
             s.modality_cost, false,
             CASE WHEN (s.terminal_id + m.k) % 50 = 0 THEN 'ERROR'
                  WHEN m.k < 10 THEN 'PROJECT_PAID'
                  WHEN m.k = 10 THEN 'PAYMENT_PROJECT_SCHEDULED'
                  WHEN m.k = 11 THEN 'MERCHANT_CHARGED'
                  ELSE 'IN_CHARGE' END,
             CASE WHEN (s.terminal_id + m.k) % 50 = 0 THEN 'Saldo insuficiente na conta do lojista.' END
      FROM terminal_rent_setting s
      JOIN terminal t ON t.id = s.terminal_id
      CROSS JOIN LATERAL (
        SELECT (s.start_date + make_interval(months => k))::date AS month, k FROM generate_series(0, 12) AS k
      ) m
      CROSS JOIN LATERAL (SELECT (m.month + (s.charge_day_of_month - 1))::date AS charge_date) c
      ON CONFLICT (terminal_id, reference_month) DO NOTHING`.execute(trx);
    await trx
      .insertInto('equipment')
      .values({
        serial_number: MARKER,
        equipment_model_id: sql<number>`(SELECT min(id) FROM equipment_model)`,
        project_id: sql<number>`(SELECT min(id) FROM project)`,
      })
      .onConflict((oc) => oc.column('serial_number').doNothing())
      .execute();
  });
}
