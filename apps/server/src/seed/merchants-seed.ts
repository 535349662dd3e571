import { MERCHANT_ONBOARDING_STATUSES } from '@mentor/contract';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ScaleStep } from './scale-step.ts';
import { createMerchants } from './transactions-generator.ts';

/** Prefix of the demo merchants that have no transactions (list volume, every status). */
export const MERCHANT_DEMO_PREFIX = 'LOJ';
const DEMO_COUNT = 2500;

/** Usual CNAE subclass of each MCC the generators use. */
const CNAE_OF_MCC: Record<string, string> = {
  '5411': '4711302',
  '5812': '5611201',
  '5912': '4771701',
  '5541': '4731800',
  '5311': '4713002',
  '5651': '4781400',
  '5732': '4753900',
  '7230': '9602501',
  '5999': '4789099',
  '4121': '4923001',
};

type WeekSlot = readonly [weekdays: readonly number[], opensAt: string, closesAt: string];

/**
 * Usual week of each kind of business (ISO weekdays, 1 Monday … 7 Sunday; a weekday left out is
 * closed). A business open day and night closes at 23:59, as the editor models it.
 */
const WEEKS = {
  supermarket: [
    [[1, 2, 3, 4, 5, 6], '07:00', '22:00'],
    [[7], '08:00', '20:00'],
  ],
  restaurant: [
    [[2, 3, 4, 5, 6], '11:00', '23:00'],
    [[7], '11:00', '16:00'],
  ],
  pharmacy: [
    [[1, 2, 3, 4, 5, 6], '07:00', '23:00'],
    [[7], '08:00', '20:00'],
  ],
  allDay: [[[1, 2, 3, 4, 5, 6, 7], '00:00', '23:59']],
  mall: [
    [[1, 2, 3, 4, 5, 6], '10:00', '22:00'],
    [[7], '14:00', '20:00'],
  ],
  shop: [
    [[1, 2, 3, 4, 5], '09:00', '19:00'],
    [[6], '09:00', '14:00'],
  ],
  salon: [[[2, 3, 4, 5, 6], '09:00', '19:00']],
  office: [
    [[1, 2, 3, 4, 5], '08:00', '18:00'],
    [[6], '08:00', '12:00'],
  ],
} as const satisfies Record<string, readonly WeekSlot[]>;

/** Week of the merchants of each MCC; any other MCC keeps office hours. */
const WEEK_OF_MCC: Record<string, keyof typeof WEEKS> = {
  '5411': 'supermarket',
  '5812': 'restaurant',
  '5912': 'pharmacy',
  '5541': 'allDay',
  '5311': 'mall',
  '5651': 'shop',
  '5732': 'shop',
  '7230': 'salon',
  '5999': 'office',
  '4121': 'allDay',
};

/**
 * Completes merchants that have no profile yet (no address): person type from the document,
 * formation, CNAE, an onboarding status, an address, a phone, opening hours and the week of its
 * kind of business (one merchant in eleven has none informed; the others open a quarter of an hour
 * apart), in SQL so that volume seeding stays fast. Only merchants completed now get them, so an
 * operator's later changes are never overwritten. Merchants of `blockPrefix` also get blocks and deletions.
 */
export async function completeMerchantProfiles(db: Database, blockPrefix: string | null): Promise<number> {
  const statuses = MERCHANT_ONBOARDING_STATUSES.values;
  const cnaeMap = Object.entries(CNAE_OF_MCC);
  return db.transaction().execute(async (trx) => {
    const pending = await sql<{ id: number }>`
      WITH todo AS (
        SELECT m.id FROM merchant m
        WHERE NOT EXISTS (SELECT 1 FROM merchant_address a WHERE a.merchant_id = m.id)
      ),
      cnaes (mcc, cnae) AS (
        SELECT * FROM (VALUES ${sql.join(cnaeMap.map(([m, c]) => sql`(${m}, ${c})`))}) v
      )
      UPDATE merchant m SET
        person_type = CASE WHEN length(m.cpf_cnpj) = 11 THEN 'PF' ELSE 'PJ' END,
        merchant_formation_id = CASE WHEN length(m.cpf_cnpj) = 11 THEN 6 ELSE 1 + m.id % 5 END,
        trade_name = coalesce(m.trade_name, m.merchant_name),
        email = coalesce(m.email, 'contato' || m.id || '@lojista.com.br'),
        cnae = coalesce(m.cnae, (SELECT c.cnae FROM cnaes c WHERE c.mcc = m.mcc)),
        external_onboarding_status = coalesce(m.external_onboarding_status, CASE
          WHEN m.merchant_code LIKE ${`${blockPrefix ?? '\u0000'}%`}
            THEN (${sql.val(statuses)}::text[])[1 + m.id % ${statuses.length}]
          ELSE 'FINISHED' END),
        use_centralized_bank_account_settlement = (m.id % 7 = 0)
      FROM todo WHERE todo.id = m.id
      RETURNING m.id`.execute(trx);
    const ids = pending.rows.map((r) => r.id);
    if (ids.length === 0) return 0;
    await sql`
      INSERT INTO merchant_address (merchant_id, address_type, zip_code, street, number, neighborhood, city, state, ibge_city_code)
      SELECT m.id, 'MAIL AND INSTALLATION',
        (ARRAY['01310100','20040002','30130010','80010000','90010000'])[1 + m.id % 5],
        (ARRAY['Avenida Paulista','Avenida Rio Branco','Avenida Afonso Pena','Rua XV de Novembro','Rua dos Andradas'])[1 + m.id % 5],
        (10 + m.id % 900)::text,
        (ARRAY['Bela Vista','Centro','Centro','Centro','Centro Histórico'])[1 + m.id % 5],
        (ARRAY['São Paulo','Rio de Janeiro','Belo Horizonte','Curitiba','Porto Alegre'])[1 + m.id % 5],
        (ARRAY['SP','RJ','MG','PR','RS'])[1 + m.id % 5],
        (ARRAY['3550308','3304557','3106200','4106902','4314902'])[1 + m.id % 5]
      FROM merchant m WHERE m.id = ANY(${sql.val(ids)}::int[])
      ON CONFLICT DO NOTHING`.execute(trx);
    await sql`
      INSERT INTO merchant_phone (merchant_id, phone_type, number)
      SELECT m.id, 'COMERCIAL', '11' || lpad((30000000 + m.id % 9999999)::text, 8, '0')
      FROM merchant m WHERE m.id = ANY(${sql.val(ids)}::int[])
      ON CONFLICT DO NOTHING`.execute(trx);
    await sql`
      INSERT INTO merchant_opening_hour (merchant_id, opening_hour_id)
      SELECT m.id, 1 + m.id % 4 FROM merchant m WHERE m.id = ANY(${sql.val(ids)}::int[])
      ON CONFLICT DO NOTHING`.execute(trx);
    const slots = Object.entries(WEEKS).flatMap(([kind, week]) =>
      week.flatMap(([weekdays, opensAt, closesAt]) =>
        weekdays.map((weekday) => sql`(${kind}, ${weekday}::int, ${opensAt}::time, ${closesAt}::time)`),
      ),
    );
    await sql`
      WITH slots (kind, weekday, opens_at, closes_at) AS (VALUES ${sql.join(slots)}),
      kinds (mcc, kind) AS (
        VALUES ${sql.join(Object.entries(WEEK_OF_MCC).map(([mcc, kind]) => sql`(${mcc}, ${kind})`))}
      )
      INSERT INTO merchant_weekly_hour (merchant_id, weekday, opens_at, closes_at)
      SELECT m.id, s.weekday,
        CASE WHEN s.closes_at = '23:59' THEN s.opens_at ELSE s.opens_at + (m.id % 3) * interval '15 minutes' END,
        s.closes_at
      FROM merchant m
      JOIN slots s ON s.kind = coalesce((SELECT k.kind FROM kinds k WHERE k.mcc = m.mcc), 'office')
      WHERE m.id = ANY(${sql.val(ids)}::int[]) AND m.id % 11 <> 0
      ON CONFLICT DO NOTHING`.execute(trx);
    if (blockPrefix !== null) {
      await sql`
        UPDATE merchant SET blocked = true, block_type_id = 1 + id % 5, dt_block = now() - (id % 60) * interval '1 day',
          block_description = 'Bloqueio de demonstração'
        WHERE id = ANY(${sql.val(ids)}::int[]) AND merchant_code LIKE ${`${blockPrefix}%`} AND id % 25 = 0`.execute(
        trx,
      );
      await sql`
        UPDATE merchant SET deleted = true
        WHERE id = ANY(${sql.val(ids)}::int[]) AND merchant_code LIKE ${`${blockPrefix}%`} AND id % 40 = 1`.execute(
        trx,
      );
    }
    return ids.length;
  });
}

/** Demo merchants: profiles for the transaction merchants and a few thousand more in every status. */
export async function seedMerchantsDemo(db: Database): Promise<void> {
  await createMerchants(db, {
    prefix: MERCHANT_DEMO_PREFIX,
    count: DEMO_COUNT,
    projects: [1, 2, 3],
    seed: 5120,
    spreadDays: 730,
  });
  await completeMerchantProfiles(db, MERCHANT_DEMO_PREFIX);
}

/** Volume: profiles of every merchant the other steps created. */
export const merchantProfiles: ScaleStep = async ({ db }, _options, log) => {
  const made = await completeMerchantProfiles(db, null);
  log(`perfis de lojistas: ${made}`);
  return `${made} perfis de lojistas`;
};
