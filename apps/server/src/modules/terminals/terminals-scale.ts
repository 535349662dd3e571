import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';

/**
 * Volume for the equipment, terminal and rent lists: one piece of equipment per 100
 * transactions of the scale, a terminal in some status for every second one, and a year of
 * monthly rent charges for every tenth terminal. Serials and codes carry the seed, so runs with
 * other seeds add rows instead of colliding.
 */
export async function seedScaleTerminals(
  { db }: DatabaseHandle,
  options: { scale: number; seed: number },
  log: (line: string) => void,
): Promise<string> {
  const equipment = Math.max(1, Math.ceil(options.scale / 100));
  const prefix = `SC${options.seed}-`;
  await db.transaction().execute(async (trx) => {
    await sql`
      INSERT INTO equipment (serial_number, equipment_model_id, project_id, in_use)
      SELECT ${prefix} || n, (SELECT id FROM equipment_model ORDER BY id OFFSET (n % 14) LIMIT 1),
             (SELECT id FROM project ORDER BY id OFFSET (n % (SELECT count(*) FROM project)) LIMIT 1), 0
      FROM generate_series(1, ${equipment}::int) AS n
      ON CONFLICT (serial_number) DO NOTHING`.execute(trx);
    await sql`
      INSERT INTO terminal (terminal_code, project_id, status, blocked, supplier_identifier, terminal_modality_id)
      SELECT ${prefix} || 'T' || n, (SELECT id FROM project ORDER BY id OFFSET (n % (SELECT count(*) FROM project)) LIMIT 1),
             (ARRAY['IN_ANALYSIS','WAITING_EQUIPMENT_ASSOCIATION','ACTIVE','INACTIVE'])[1 + n % 4], n % 17 = 0,
             CASE WHEN n % 2 = 0 THEN 'TOTAL_SALE' ELSE 'PHOEBUS' END, 1 + n % 4
      FROM generate_series(1, ${Math.ceil(equipment / 2)}::int) AS n
      ON CONFLICT (terminal_code) DO NOTHING`.execute(trx);
    await sql`
      INSERT INTO terminal_automatic_rent (terminal_id, project_id, reference_month, charge_date, dt_start, dt_end,
                                           amount, status)
      SELECT t.id, t.project_id, m.month, m.month + 4, m.month + 4, (m.month + interval '1 month')::date + 3,
             9990, CASE WHEN m.k < 11 THEN 'PROJECT_PAID' ELSE 'IN_CHARGE' END
      FROM terminal t
      CROSS JOIN LATERAL (
        SELECT (date_trunc('month', now()) - make_interval(months => k))::date AS month, k FROM generate_series(0, 11) AS k
      ) m
      WHERE t.terminal_code LIKE ${`${prefix}T%`} AND t.id % 10 = 0
      ON CONFLICT (terminal_id, reference_month) DO NOTHING`.execute(trx);
  });
  log(`  equipamentos e terminais: ${equipment}`);
  return `${equipment} equipamentos`;
}
