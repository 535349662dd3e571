import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Demo rows of the projects area (channels, spreads, minimum rates, parameters, sales
 * representatives), created once: existing rows are left as they are. Needs the demo projects
 * and the reference lists. They go to project 4 (Atlas Pagamentos).
 */
export async function seedProjectsDemo(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A fully configured example programme of its own, so the demo shows every setting.
    await trx
      .insertInto('project')
      .values({ id: 4, trade: 'Atlas Pagamentos', document: '27865757000102' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await sql`SELECT setval(pg_get_serial_sequence('project', 'id'), (SELECT max(id) FROM project))`.execute(
      trx,
    );
    await trx
      .insertInto('project_setting')
      .values([{ project_id: 4, terminal_automatic_rent: true, send_billet_email: true }])
      .onConflict((oc) => oc.column('project_id').doNothing())
      .execute();
    await trx
      .insertInto('project_channel')
      .values([
        { project_id: 4, channel_id: 1 },
        { project_id: 4, channel_id: 2 },
        { project_id: 4, channel_id: 3 },
      ])
      .onConflict((oc) => oc.columns(['project_id', 'channel_id']).doNothing())
      .execute();
    await trx
      .insertInto('project_parameter')
      .values({
        project_id: 4,
        max_installments: 12,
        min_installment_amount: 500,
        daily_limit_amount: 5_000_000,
        support_email: 'suporte@mentorpagamentos.com.br',
        support_phone: '(11) 4002-8922',
      })
      .onConflict((oc) => oc.column('project_id').doNothing())
      .execute();
    const spreads = [
      { card_brand_id: 1, operation_id: 0, spread: 0.3 },
      { card_brand_id: 1, operation_id: 1, spread: 0.6 },
      { card_brand_id: 2, operation_id: 0, spread: 0.3 },
      { card_brand_id: 2, operation_id: 1, spread: 0.55 },
    ];
    await trx
      .insertInto('project_spread_mdr')
      .values(spreads.map((s) => ({ project_id: 4, ...s })))
      .onConflict((oc) => oc.columns(['project_id', 'card_brand_id', 'operation_id']).doNothing())
      .execute();
    const hasMinRates = await trx
      .selectFrom('project_min_rate')
      .select('id')
      .where('project_id', '=', 4)
      .executeTakeFirst();
    if (!hasMinRates) {
      await trx
        .insertInto('project_min_rate')
        .values([
          { project_id: 4, channel_id: 1, card_brand_id: 1, operation_id: 0, mcc: null, min_rate: 0.89 },
          { project_id: 4, channel_id: 1, card_brand_id: 1, operation_id: 1, mcc: null, min_rate: 1.79 },
          { project_id: 4, channel_id: 1, card_brand_id: 2, operation_id: 0, mcc: null, min_rate: 0.89 },
          { project_id: 4, channel_id: 1, card_brand_id: 2, operation_id: 1, mcc: null, min_rate: 1.69 },
          { project_id: 4, channel_id: 1, card_brand_id: 1, operation_id: 0, mcc: '5812', min_rate: 0.79 },
        ])
        .execute();
    }
    await trx
      .insertInto('sales_representative')
      .values([
        {
          project_id: 4,
          name: 'Marina Lopes',
          document: '39053344705',
          email: 'marina.lopes@mentor.demo',
          phone: '(11) 91234-5678',
        },
        {
          project_id: 4,
          name: 'Otávio Reis',
          document: '86288366757',
          email: 'otavio.reis@mentor.demo',
          phone: null,
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
