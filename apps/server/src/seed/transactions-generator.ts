import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { businessName, cnpj, cpf, createRandom, intBetween, personName, type Random } from './generator.ts';

/** MCCs of common retail segments. */
const MCCS = ['5411', '5812', '5912', '5541', '5311', '5651', '5732', '7230', '5999', '4121'] as const;

/**
 * Creates `count` merchants (one terminal each, a second for every third) spread over the
 * given projects, with codes `<prefix><n>`; existing codes are kept. Creation dates fall over
 * the last `spreadDays` days so acquisition dashboards have a history.
 */
export async function createMerchants(
  db: Database,
  options: { prefix: string; count: number; projects: readonly number[]; seed: number; spreadDays: number },
): Promise<number> {
  const random = createRandom(options.seed);
  const rows = Array.from({ length: options.count }, (_, n) => {
    const company = random() < 0.8;
    const ageDays = n % 3 === 0 ? intBetween(random, 0, options.spreadDays) : options.spreadDays + 30;
    return {
      merchant_code: `${options.prefix}${String(n + 1).padStart(6, '0')}`,
      merchant_name: company ? businessName(random) : personName(random),
      cpf_cnpj: company ? cnpj(random) : cpf(random),
      project_id: options.projects[n % options.projects.length] ?? 1,
      mcc: MCCS[n % MCCS.length] ?? '5999',
      created_at: new Date(Date.now() - ageDays * 86_400_000),
    };
  });
  let made = 0;
  for (let i = 0; i < rows.length; i += 2000) {
    const inserted = await db
      .insertInto('merchant')
      .values(rows.slice(i, i + 2000))
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .returning(['id', 'project_id', 'merchant_code'])
      .execute();
    made += inserted.length;
    const terminals = inserted.flatMap((m, k) => {
      const base = {
        project_id: m.project_id,
        merchant_id: m.id,
      };
      const code = m.merchant_code;
      const list = [{ ...base, terminal_code: `T${code}`, serial_number: `SN${code}A` }];
      if (k % 3 === 0) list.push({ ...base, terminal_code: `T${code}B`, serial_number: `SN${code}B` });
      return list;
    });
    if (terminals.length > 0) {
      await db
        .insertInto('terminal')
        .values(terminals)
        .onConflict((oc) => oc.column('terminal_code').doNothing())
        .execute();
    }
  }
  return made;
}

export interface GenerateOptions {
  /** Merchants whose code starts with this prefix receive the transactions. */
  merchantPrefix: string;
  /** Position of the first generated row in the deterministic sequence. */
  from: number;
  count: number;
  seed: number;
  /** Transactions fall in the `days` days before `anchor`. */
  days: number;
  anchor: Date;
}

const customers = (random: Random) =>
  Array.from({ length: 40 }, () => ({ name: personName(random), document: cpf(random) }));

/**
 * Inserts `count` card transactions generated inside PostgreSQL (one INSERT ... SELECT over
 * generate_series): deterministic for a given seed and position, with realistic mixes of
 * channel, operation, brand, status and amount, a skew towards the larger merchants, and
 * merchants that start late or stop selling (for acquisition and loss figures).
 */
export async function generateTransactions(db: Database, options: GenerateOptions): Promise<number> {
  const result = await generateTransactionsQuery(options).execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** The INSERT ... SELECT of `generateTransactions`, for EXPLAIN in benchmarks. */
export function generateTransactionsQuery(options: GenerateOptions) {
  const people = customers(createRandom(options.seed));
  const names = people.map((p) => p.name);
  const documents = people.map((p) => p.document);
  const last = options.from + options.count - 1;
  return sql`
    WITH m AS (
      SELECT (row_number() OVER (ORDER BY m.id) - 1)::bigint AS idx, m.id, m.project_id,
             t.id AS terminal_id, t.serial_number,
             -- days before the anchor when the merchant started and stopped selling
             least(${options.days}, greatest(0, extract(epoch FROM ${options.anchor}::timestamptz - m.created_at) / 86400))::int AS active_from,
             CASE WHEN m.id % 7 = 0 THEN (m.id * 37) % greatest(1, ${options.days} / 2) ELSE 0 END AS active_to
        FROM merchant m
        LEFT JOIN LATERAL (SELECT id, serial_number FROM terminal WHERE merchant_id = m.id ORDER BY id LIMIT 1) t ON true
       WHERE m.merchant_code LIKE ${`${options.merchantPrefix}%`}
    ), mc AS (SELECT count(*)::bigint AS n FROM m),
    g AS (
      SELECT g,
             (hashint8extended(g, ${options.seed}) & 2147483647)::float8 / 2147483648.0 AS r1,
             (hashint8extended(g, ${options.seed + 1}) & 2147483647)::float8 / 2147483648.0 AS r2,
             (hashint8extended(g, ${options.seed + 2}) & 2147483647)::float8 / 2147483648.0 AS r3,
             (hashint8extended(g, ${options.seed + 3}) & 2147483647)::float8 / 2147483648.0 AS r4,
             (hashint8extended(g, ${options.seed + 4}) & 2147483647)::float8 / 2147483648.0 AS r5,
             hashint8extended(g, ${options.seed + 5}) & 2147483647 AS h6
        FROM generate_series(${options.from}::bigint, ${last}::bigint) AS g
    ), picked AS (
      SELECT g.*, m.*,
             CASE WHEN r2 < 0.55 THEN 1 WHEN r2 < 0.70 THEN 2 WHEN r2 < 0.90 THEN 3 ELSE 4 END AS channel_id
        FROM g CROSS JOIN mc
        JOIN m ON m.idx = floor(mc.n * r1 * r1)::bigint
    ), shaped AS (
      SELECT p.*,
             CASE
               WHEN channel_id = 3 AND r3 < 0.15 THEN 17
               WHEN r3 < 0.40 THEN 0
               WHEN r3 < 0.75 THEN 1
               ELSE 2 + (h6 % 11)::int
             END AS operation_id,
             -- the sale's moment: inside the merchant's active window, during business hours
             ${options.anchor}::timestamptz
               - make_interval(days => (active_to + floor(r4 * greatest(1, active_from - active_to)))::int)
               - make_interval(secs => (8 * 3600 + floor(r5 * 13 * 3600))::int) AS transaction_date
        FROM picked p
    )
    INSERT INTO card_transaction (
      project_id, merchant_id, terminal_id, serial_number, channel_id, operation_id, card_brand_id,
      input_method, amount, installments, nsu, nsu_acquirer, authorization_number, ecommerce_order,
      ecommerce_customer_name, ecommerce_customer_document, bank_billet_id, app_code, status,
      transaction_date, payment_date)
    SELECT project_id, id,
           CASE WHEN channel_id = 3 THEN NULL ELSE terminal_id END,
           CASE WHEN channel_id = 3 THEN NULL ELSE serial_number END,
           channel_id, operation_id,
           CASE WHEN operation_id = 17 THEN NULL
                WHEN r5 < 0.40 THEN 1 WHEN r5 < 0.75 THEN 2 WHEN r5 < 0.90 THEN 3 WHEN r5 < 0.95 THEN 4 ELSE 5 END,
           CASE WHEN operation_id = 17 THEN NULL
                WHEN channel_id = 3 THEN 'TYPED'
                WHEN channel_id = 4 THEN 'CONTACTLESS'
                WHEN r4 < 0.50 THEN 'CHIP' WHEN r4 < 0.90 THEN 'CONTACTLESS' WHEN r4 < 0.95 THEN 'MAGNETIC_STRIPE'
                ELSE 'TYPED' END,
           (500 + floor(r3 * r3 * r2 * 400000))::bigint * CASE WHEN operation_id >= 2 THEN 3 ELSE 1 END,
           CASE WHEN operation_id BETWEEN 2 AND 12 THEN operation_id ELSE 1 END,
           lpad(g::text, 12, '0'),
           lpad((h6 % 1000000000000)::text, 12, '0'),
           CASE WHEN operation_id = 17 THEN NULL ELSE upper(lpad(to_hex((h6 >> 4) % 16777216), 6, '0')) END,
           CASE WHEN channel_id = 3 THEN 'PED-' || g END,
           CASE WHEN channel_id = 3 THEN (${names}::text[])[1 + (h6 % 40)::int] END,
           CASE WHEN channel_id = 3 THEN (${documents}::text[])[1 + (h6 % 40)::int] END,
           CASE WHEN operation_id = 17 THEN '34191' || lpad(g::text, 14, '0') END,
           CASE channel_id WHEN 1 THEN 'MENTOR_POS' WHEN 4 THEN 'MENTOR_TAP'
                WHEN 3 THEN CASE WHEN r4 < 0.3 THEN 'MENTOR_LINK' ELSE 'MENTOR_ECOMMERCE' END END,
           CASE WHEN (h6 >> 10) % 100 < 85 THEN 'CONFIRMED'
                WHEN (h6 >> 10) % 100 < 90 THEN 'CANCELLED'
                WHEN (h6 >> 10) % 100 < 95 THEN 'DENIED'
                WHEN (h6 >> 10) % 100 < 97 THEN 'PENDING'
                WHEN (h6 >> 10) % 100 < 98 THEN 'PRE_AUTHORIZED'
                WHEN (h6 >> 10) % 100 < 99 THEN 'PARTIAL_CAPTURED'
                ELSE 'IN_ANALISYS' END,
           transaction_date,
           transaction_date + CASE WHEN operation_id IN (0, 17) THEN interval '1 day' ELSE interval '30 days' END
      FROM shaped
  `;
}

/** Rebuilds the TPV rollups from the raw rows (after a load that deferred them). */
export async function rebuildRollups(db: Database): Promise<void> {
  await sql`SELECT tpv_rebuild()`.execute(db);
}
