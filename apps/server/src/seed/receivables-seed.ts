import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { localRegistry } from '../modules/receivables/registry-adapter.ts';
import { reconcile, syncUnits } from '../modules/receivables/registry-sync.ts';
import { buildReceivableUnits, refreshUnitPayments } from '../modules/receivables/unit-building.ts';

const BENEFICIARIES = ['19131243000197', '45723174000110', '60701190000104', '33000167000101'];

/**
 * Demo receivables registry: units of the seeded receivables, contract effects of each type,
 * disputes received and opened, a few blocked and adjusted receivables, the registry's side
 * synced and then changed on purpose (two differences of each kind) and one reconciliation run.
 * Runs once: a database that already has contract effects is left as it is.
 */
export async function seedReceivablesDemo(db: Database): Promise<void> {
  await buildReceivableUnits(db);
  const seeded = await db.selectFrom('contract_effect').select('id').limit(1).executeTakeFirst();
  if (seeded) return;

  // Blocks with several block types, and automatic adjustments on paid receivables; only on
  // receivables no payment holds yet, so every payment keeps adding up to its installments.
  const toBlock = await db
    .selectFrom('receivable')
    .select(['id'])
    .where('paid', '=', 0)
    .where('payment_id', 'is', null)
    .orderBy('id')
    .limit(12)
    .execute();
  const blockTypes = [1, 3, 17, 18, 20, 21];
  for (const [n, r] of toBlock.entries()) {
    await db
      .updateTable('receivable')
      .set({
        blocked: true,
        block_type_id: blockTypes[n % blockTypes.length] ?? 17,
        block_description: 'Bloqueio de demonstração',
        dt_block: sql<Date>`now() - make_interval(days => ${n})`,
      })
      .where('id', '=', r.id)
      .execute();
  }
  const paid = await db
    .selectFrom('receivable')
    .select(['id'])
    .where('paid', '=', 1)
    .where('payment_id', 'is', null)
    .orderBy('id')
    .limit(5)
    .execute();
  for (const r of paid) {
    await db
      .insertInto('receivable_adjustment')
      .values({
        receivable_id: r.id,
        kind: 'AUTOMATIC',
        amount: -35,
        reason: 'Tarifa de liquidação',
        created_by: 'system',
      })
      .execute();
    await db
      .updateTable('receivable')
      .set({ adjustment_amount: sql<number>`adjustment_amount - 35` })
      .where('id', '=', r.id)
      .execute();
  }

  // Contract effects of each type on future units (one deprecated, one smoke test).
  const future = await db
    .selectFrom('receivable_unit')
    .select(['id', 'project_id', 'merchant_id', 'net_amount', 'dt_liquidation'])
    .where('paid', '=', false)
    .orderBy('dt_liquidation')
    .orderBy('id')
    .limit(8)
    .execute();
  for (const [n, u] of future.entries()) {
    const beneficiary = BENEFICIARIES[n % BENEFICIARIES.length] ?? '19131243000197';
    await db
      .insertInto('contract_effect')
      .values({
        receivable_unit_id: u.id,
        project_id: u.project_id,
        merchant_id: u.merchant_id,
        contract_identifier: `CT-2026-${String(n + 1).padStart(4, '0')}`,
        protocol: `PRT${String(900_000 + n)}`,
        beneficiary_doc: beneficiary,
        receiving_end_user_document: beneficiary,
        effect_type: (n % 4) + 1,
        amount: Math.max(1, Math.floor(u.net_amount / 2)),
        liquidation_date: u.dt_liquidation,
        smoke_contract_effect: n === 5,
        deprecated: n === 6,
      })
      .execute();
  }
  await refreshUnitPayments(db, null);

  // Disputes received from counterparts and opened by staff.
  const statuses = ['NEW', 'IN_ANALYSIS', 'ACCEPTED', 'REJECTED'] as const;
  for (const [n, u] of future.slice(0, 6).entries()) {
    await db
      .insertInto('cerc_dispute')
      .values({
        direction: n % 2 === 0 ? 'RECEIVED' : 'OPENED',
        receivable_unit_id: u.id,
        project_id: u.project_id,
        merchant_id: u.merchant_id,
        counterpart_document: BENEFICIARIES[n % BENEFICIARIES.length] ?? '19131243000197',
        reason: `0${(n % 8) + 1}`,
        status: statuses[n % statuses.length] ?? 'NEW',
        description: 'Disputa de demonstração',
        created_by: n % 2 === 0 ? 'registry' : 'financeiro',
      })
      .execute();
  }

  // The registry's side, then two deliberate differences of each kind.
  await syncUnits(db, localRegistry);
  const synced = await db
    .selectFrom('receivable_unit')
    .select(['cerc_code', 'holder_document'])
    .orderBy('dt_liquidation', 'desc')
    .orderBy('id')
    .limit(8)
    .execute();
  const code = (n: number) => synced[n]?.cerc_code ?? '';
  await db
    .updateTable('registry_unit')
    .set({ amount: sql<number>`amount + 1234` })
    .where('cerc_code', 'in', [code(0), code(1)])
    .execute();
  await db
    .deleteFrom('registry_unit')
    .where('cerc_code', 'in', [code(2), code(3)])
    .execute();
  await db
    .updateTable('registry_unit')
    .set({ status: 'DOWN' })
    .where('cerc_code', 'in', [code(4), code(5)])
    .execute();
  await db
    .updateTable('registry_unit')
    .set({ status: 'INACTIVE' })
    .where('cerc_code', 'in', [code(6), code(7)])
    .execute();
  await db
    .insertInto('registry_unit')
    .values(
      [1, 2].map((n) => ({
        cerc_code: `UR9999999${n}20300115`,
        holder_document: synced[0]?.holder_document ?? '11222333000181',
        arrangement_id: n + 1,
        dt_liquidation: '2030-01-15',
        amount: 10_000 * n,
        status: 'ACTIVE' as const,
      })),
    )
    .onConflict((oc) => oc.column('cerc_code').doNothing())
    .execute();
  // A few units in the other sync states.
  const others = await db.selectFrom('receivable_unit').select('id').orderBy('id', 'desc').limit(3).execute();
  for (const [n, u] of others.entries()) {
    await db
      .updateTable('receivable_unit')
      .set({ status_sync: [2, 3, 4][n] ?? 2 })
      .where('id', '=', u.id)
      .execute();
  }
  await reconcile(db, localRegistry);
}
