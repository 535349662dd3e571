import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function findAcquirer(db: Database, id: number) {
  const acquirer = await db
    .selectFrom('acquirer')
    .select(['id', 'acquirer_name', 'document'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!acquirer) return undefined;
  const channels = await db
    .selectFrom('channel')
    .select(['id', 'channel_name'])
    .where('acquirer_id', '=', id)
    .orderBy('id')
    .execute();
  return { ...acquirer, channels };
}

/** The acquirer's MDR on a channel: general rows, each replaced by the MCC's row when one is asked. */
export async function listAcquirerMdr(db: Database, channelId: number, mcc: string | null) {
  const result = await sql<{
    card_brand_id: number;
    brand_name: string;
    operation_id: number;
    operation_name: string;
    mcc: string | null;
    rate: string;
  }>`
    SELECT DISTINCT ON (a.card_brand_id, a.operation_id)
           a.card_brand_id, b.brand_name, a.operation_id, o.operation_name, a.mcc, a.rate::text AS rate
    FROM acquirer_mdr a
    JOIN card_brand b ON b.id = a.card_brand_id
    JOIN operation o ON o.id = a.operation_id
    WHERE a.channel_id = ${channelId} AND (a.mcc IS NULL OR a.mcc = ${mcc})
    ORDER BY a.card_brand_id, a.operation_id, (a.mcc IS NULL)`.execute(db);
  return result.rows;
}

export async function findChannel(db: Database, id: number, lock = false) {
  let query = db
    .selectFrom('channel as c')
    .innerJoin('acquirer as a', 'a.id', 'c.acquirer_id')
    .select(['c.id', 'c.channel_name', 'a.id as acquirer_id', 'a.acquirer_name'])
    .where('c.id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? {
        id: row.id,
        channel_name: row.channel_name,
        acquirer: { id: row.acquirer_id, acquirer_name: row.acquirer_name },
      }
    : undefined;
}

export async function renameChannel(db: Database, id: number, channelName: string): Promise<void> {
  await db.updateTable('channel').set({ channel_name: channelName }).where('id', '=', id).execute();
}

export async function listCardBrandOperationParams(db: Database, arrangement: string | undefined) {
  let query = db
    .selectFrom('card_brand_operation_param as p')
    .innerJoin('card_brand as b', 'b.id', 'p.card_brand_id')
    .innerJoin('operation as o', 'o.id', 'p.operation_id')
    .select([
      'p.card_brand_id',
      'b.brand_name',
      'p.operation_id',
      'o.operation_name',
      'p.settler_pay_arrangement',
    ]);
  if (arrangement !== undefined)
    query = query.where('p.settler_pay_arrangement', '=', arrangement.toUpperCase());
  return query.orderBy('p.card_brand_id').orderBy('p.operation_id').execute();
}
