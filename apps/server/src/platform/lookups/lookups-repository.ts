import type { Database } from '../../db/database.ts';

/** Reference data every screen lists (loaded at each start), in display order. */
export function listBanks(
  db: Database,
  filters: { slc?: boolean | undefined; withIspb?: boolean | undefined },
) {
  let query = db.selectFrom('bank').select(['bank_code', 'bank_name', 'ispb']).orderBy('bank_code');
  if (filters.slc) query = query.where('slc', '=', true);
  if (filters.withIspb) query = query.where('ispb', 'is not', null);
  return query.execute();
}

export const listApps = (db: Database) =>
  db.selectFrom('app').select(['id', 'app_code', 'app_name']).orderBy('app_name').execute();

export const listCardBrands = (db: Database) =>
  db.selectFrom('card_brand').select(['id', 'brand_name']).orderBy('id').execute();

export async function listChannels(db: Database) {
  const rows = await db
    .selectFrom('channel')
    .innerJoin('acquirer', 'acquirer.id', 'channel.acquirer_id')
    .select(['channel.id', 'channel.channel_name', 'acquirer.id as acquirer_id', 'acquirer.acquirer_name'])
    .orderBy('channel.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    channel_name: r.channel_name,
    acquirer: { id: r.acquirer_id, acquirer_name: r.acquirer_name },
  }));
}

export const listOperations = (db: Database) =>
  db.selectFrom('operation').select(['id', 'operation_name', 'has_mdr']).orderBy('id').execute();

export const listOpeningHours = (db: Database) =>
  db.selectFrom('opening_hour').select(['id', 'description']).orderBy('id').execute();

export const listMerchantFormations = (db: Database) =>
  db.selectFrom('merchant_formation').select(['id', 'type']).orderBy('id').execute();

export const listBlockTypes = (db: Database) =>
  db.selectFrom('block_type').select(['id', 'description']).orderBy('id').execute();

export const listAcquirers = (db: Database) =>
  db.selectFrom('acquirer').select(['id', 'acquirer_name']).orderBy('id').execute();
