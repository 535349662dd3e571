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
    await db
      .insertInto('registry_unit')
      .values(units.map((u) => ({ ...u, updated_at: sql<Date>`now()` })))
      .onConflict((oc) =>
        oc.column('cerc_code').doUpdateSet((eb) => ({
          holder_document: eb.ref('excluded.holder_document'),
          amount: eb.ref('excluded.amount'),
          status: eb.ref('excluded.status'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
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
