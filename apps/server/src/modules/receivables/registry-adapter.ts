import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A unit as the receivables registry holds it. */
export interface RegistryUnit {
  cerc_code: string;
  holder_document: string;
  arrangement_id: number;
  dt_liquidation: string;
  amount: number;
  status: 'ACTIVE' | 'DOWN' | 'INACTIVE';
}

/**
 * The receivables registry as the platform talks to it: units are sent (created, updated,
 * written off) and the registry's whole book is read back for reconciliation.
 */
export interface RegistryAdapter {
  send(db: Database, units: readonly RegistryUnit[]): Promise<void>;
  /** Every unit the registry holds, in batches. */
  book(db: Database): AsyncIterable<RegistryUnit[]>;
}

/**
 * Local registry: keeps the registry's side in registry_unit, in the platform's own database.
 * Used in development, tests and demonstrations; a remote registry implements the same adapter.
 */
export const localRegistry: RegistryAdapter = {
  async send(db, units) {
    if (units.length === 0) return;
    const column = <K extends keyof RegistryUnit>(key: K) => sql.val(units.map((u) => u[key]));
    await sql`
      INSERT INTO registry_unit (cerc_code, holder_document, arrangement_id, dt_liquidation, amount, status)
      SELECT * FROM unnest(${column('cerc_code')}::text[], ${column('holder_document')}::text[],
                           ${column('arrangement_id')}::smallint[], ${column('dt_liquidation')}::date[],
                           ${column('amount')}::bigint[], ${column('status')}::text[])
      ON CONFLICT (cerc_code) DO UPDATE
        SET holder_document = EXCLUDED.holder_document, amount = EXCLUDED.amount, status = EXCLUDED.status,
            updated_at = now()`.execute(db);
  },
  async *book(db) {
    let after = '';
    for (;;) {
      const rows = await db
        .selectFrom('registry_unit')
        .select([
          'cerc_code',
          'holder_document',
          'arrangement_id',
          sql<string>`to_char(dt_liquidation, 'YYYY-MM-DD')`.as('dt_liquidation'),
          'amount',
          'status',
        ])
        .where('cerc_code', '>', after)
        .orderBy('cerc_code')
        .limit(5000)
        .execute();
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]?.cerc_code ?? after;
      if (rows.length < 5000) return;
    }
  },
};
