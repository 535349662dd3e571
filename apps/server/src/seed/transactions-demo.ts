import type { Database } from '../db/database.ts';
import { createMerchants, generateTransactions } from './transactions-generator.ts';

export const DEMO_MERCHANT_PREFIX = 'DEMO';
const DEMO_TRANSACTIONS = 30_000;

/**
 * Demo merchants, terminals and a year of card transactions for the demo projects, created once.
 * The rollups are kept by the insert trigger, as in production.
 */
export async function seedTransactionsDemo(db: Database): Promise<void> {
  const existing = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_code', 'like', `${DEMO_MERCHANT_PREFIX}%`)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await createMerchants(trx, {
      prefix: DEMO_MERCHANT_PREFIX,
      count: 60,
      projects: [1, 2, 3],
      seed: 4021,
      spreadDays: 365,
    });
    await generateTransactions(trx, {
      merchantPrefix: DEMO_MERCHANT_PREFIX,
      from: 1,
      count: DEMO_TRANSACTIONS,
      seed: 4021,
      days: 365,
      anchor: new Date(),
    });
  });
}
