import { sql } from 'kysely';
import type { Database } from '../database.ts';

/**
 * MDR percent of the demo price list per operation (0 debit, 1 credit, 2–12 installments) and
 * card brand: AMEX and HIPERCARD cost a little more, as in the market.
 */
export function demoRate(brandId: number, operationId: number): string {
  const base = operationId === 0 ? 1.49 : operationId === 1 ? 2.79 : 3.19 + 0.25 * (operationId - 2);
  const brandExtra = brandId === 5 ? 0.5 : brandId === 4 ? 0.25 : 0;
  return (base + brandExtra).toFixed(4);
}

const CHANNEL_IDS = [1, 2, 3, 4];
const CHANNEL_NAMES: Record<number, string> = { 1: 'POS', 2: 'TEF', 3: 'E-commerce', 4: 'Tap to Pay' };

/**
 * A standard sales plan per project and channel, with its MDR grid in force for two years, and
 * every merchant without a plan assigned the standard plan of its project per channel. Runs once
 * per project (a project that has plans is left alone); the assignment step is idempotent.
 */
export async function seedPlansDemo(db: Database): Promise<void> {
  const twoYearsAgo = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    const projects = await trx
      .selectFrom('project')
      .select('id')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('sales_plan').select('id').whereRef('sales_plan.project_id', '=', 'project.id'),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    for (const { id: projectId } of projects) {
      for (const channelId of CHANNEL_IDS) {
        const plan = await trx
          .insertInto('sales_plan')
          .values({
            project_id: projectId,
            name: `Plano Padrão ${CHANNEL_NAMES[channelId]}`,
            channel_id: channelId,
            anticipation_rate: '1.9900',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const rates = [];
        for (let brand = 1; brand <= 5; brand += 1) {
          for (let operation = 0; operation <= 12; operation += 1) {
            rates.push({
              sales_plan_id: plan.id,
              card_brand_id: brand,
              operation_id: operation,
              rate: demoRate(brand, operation),
              valid_from: twoYearsAgo,
            });
          }
        }
        await trx.insertInto('sales_plan_rate').values(rates).execute();
      }
    }
    await assignStandardPlans(trx);
  });
}

/** Every merchant without a plan on a channel gets its project's standard plan for it. */
export async function assignStandardPlans(db: Database): Promise<void> {
  await sql`
    INSERT INTO merchant_sales_plan (merchant_id, channel_id, sales_plan_id)
    SELECT m.id, sp.channel_id, sp.id
    FROM merchant m
    JOIN LATERAL (
      SELECT DISTINCT ON (channel_id) id, channel_id FROM sales_plan
      WHERE project_id = m.project_id AND name LIKE 'Plano Padrão %'
      ORDER BY channel_id, id
    ) sp ON true
    ON CONFLICT (merchant_id, channel_id) DO NOTHING`.execute(db);
}
