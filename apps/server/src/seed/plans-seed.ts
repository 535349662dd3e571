import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { addDays, todaySaoPaulo } from '../http/date-bounds.ts';

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

/** The acquirer's MDR cost per operation and card brand on every channel (below the demo price list). */
export function demoAcquirerCost(brandId: number, operationId: number): string {
  const base = operationId === 0 ? 0.8 : operationId === 1 ? 1.6 : 2 + 0.15 * (operationId - 2);
  const brandExtra = brandId === 5 ? 0.4 : brandId === 4 ? 0.2 : 0;
  return (base + brandExtra).toFixed(4);
}

/** Settlement arrangement codes of spec core §3.2 (debit and credit per brand). */
const ARRANGEMENTS: Record<number, { debit: string; credit: string }> = {
  1: { debit: 'MCD', credit: 'MCC' },
  2: { debit: 'VCD', credit: 'VCC' },
  3: { debit: 'ECD', credit: 'ECC' },
  4: { debit: 'HCD', credit: 'HCC' },
  5: { debit: 'ACC', credit: 'ACC' },
};

/** Restaurants (MCC 5812) cost less on POS: the MCC-specific acquirer rows. */
const RESTAURANT_MCC = '5812';

/**
 * The days of the restaurant plan's rates: in force today and raised in 30 days, both São Paulo
 * days, as the plan screen reads the rates in force (the UTC day is already tomorrow from 21:00
 * in Brasília).
 */
export function restaurantPlanDays(now: Date): { today: string; later: string } {
  const today = todaySaoPaulo(now);
  return { today, later: addDays(today, 30) };
}

/**
 * Acquirer costs (general and MCC-specific), card-brand arrangements, a restaurant plan with a
 * scheduled rate change, and a past anticipation-rate change. Idempotent.
 */
export async function seedPlansReference(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const costs = [];
    const params = [];
    for (let brand = 1; brand <= 5; brand += 1) {
      for (let operation = 0; operation <= 12; operation += 1) {
        for (const channelId of CHANNEL_IDS) {
          costs.push({
            channel_id: channelId,
            mcc: null,
            card_brand_id: brand,
            operation_id: operation,
            rate: demoAcquirerCost(brand, operation),
          });
        }
        costs.push({
          channel_id: 1,
          mcc: RESTAURANT_MCC,
          card_brand_id: brand,
          operation_id: operation,
          rate: (Number(demoAcquirerCost(brand, operation)) - 0.1).toFixed(4),
        });
        const arrangement = ARRANGEMENTS[brand];
        if (arrangement) {
          params.push({
            card_brand_id: brand,
            operation_id: operation,
            settler_pay_arrangement: operation === 0 ? arrangement.debit : arrangement.credit,
          });
        }
      }
    }
    await trx
      .insertInto('acquirer_mdr')
      .values(costs)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('card_brand_operation_param')
      .values(params)
      .onConflict((oc) => oc.doNothing())
      .execute();

    const hasRuns = await trx.selectFrom('anticipation_rate_run').select('id').limit(1).executeTakeFirst();
    if (hasRuns) return;
    const project = await trx.selectFrom('project').select('id').orderBy('id').limit(1).executeTakeFirst();
    if (!project) return;
    // A restaurant plan on POS priced under the restaurant costs, with a rise scheduled in 30 days,
    // for the first project with restaurant minimum rates on POS (else the first selling on POS).
    const pos = await trx
      .selectFrom('project_channel')
      .select('project_id')
      .where('channel_id', '=', 1)
      .orderBy((eb) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('project_min_rate')
                .select('id')
                .whereRef('project_min_rate.project_id', '=', 'project_channel.project_id')
                .where('project_min_rate.channel_id', '=', 1)
                .where('project_min_rate.mcc', '=', RESTAURANT_MCC),
            ),
          )
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy('project_id')
      .limit(1)
      .executeTakeFirst();
    if (pos) {
      const plan = await trx
        .insertInto('sales_plan')
        .values({
          project_id: pos.project_id,
          name: 'Plano Restaurantes POS',
          channel_id: 1,
          mcc: RESTAURANT_MCC,
          anticipation_rate: '1.7900',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { today, later } = restaurantPlanDays(now);
      const rates = [];
      for (let brand = 1; brand <= 5; brand += 1) {
        for (let operation = 0; operation <= 12; operation += 1) {
          const rate = (Number(demoRate(brand, operation)) - 0.2).toFixed(4);
          rates.push({
            sales_plan_id: plan.id,
            card_brand_id: brand,
            operation_id: operation,
            rate,
            valid_from: today,
          });
          rates.push({
            sales_plan_id: plan.id,
            card_brand_id: brand,
            operation_id: operation,
            rate: demoRate(brand, operation),
            valid_from: later,
          });
        }
      }
      await trx.insertInto('sales_plan_rate').values(rates).execute();
    }
    // Last month's change of the standard plans' anticipation rate, 1.79% → 1.99%.
    const plans = await trx
      .selectFrom('sales_plan')
      .select('id')
      .where('project_id', '=', project.id)
      .where('name', 'like', 'Plano Padrão %')
      .execute();
    if (plans.length === 0) return;
    const run = await trx
      .insertInto('anticipation_rate_run')
      .values({
        status: 'FINISHED',
        user_id: 'superadmin',
        user_name: 'Helena Duarte',
        user_email: sql<string | null>`(SELECT email FROM staff_user WHERE username = 'superadmin')`,
        total: plans.length,
        processed: plans.length,
        created_at: new Date(Date.now() - 30 * 86_400_000),
        finished_at: new Date(Date.now() - 30 * 86_400_000 + 5000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('anticipation_rate_run_item')
      .values(
        plans.map((p) => ({
          run_id: run.id,
          sales_plan_id: p.id,
          old_rate: '1.7900',
          new_rate: '1.9900',
          status: 'DONE' as const,
          processed_at: new Date(Date.now() - 30 * 86_400_000 + 5000),
        })),
      )
      .execute();
  });
}
