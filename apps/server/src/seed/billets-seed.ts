import { buildBankBoleto } from '@mentor/contract/common/boleto';
import type { Database } from '../db/database.ts';
import type { BilletStatus } from '../db/schema-billets.ts';

/** Billet layouts of the demo: bank, agreement (6 digits) and wallet (2 digits). */
export const DEMO_BILLET_LAYOUTS = [
  { nickname: 'Itaú carteira 109', bank_code: '341', agreement: '104532', wallet: '09' },
  { nickname: 'Bradesco carteira 09', bank_code: '237', agreement: '220871', wallet: '09' },
  { nickname: 'Banco do Brasil carteira 17', bank_code: '001', agreement: '318406', wallet: '17' },
] as const;

/** Value of the demo billets an operator looks for by value (R$ 9.876,54). */
export const DEMO_BILLET_MARKED_VALUE = 987_654;

/** The demo acquirer file whose rows the check-up compares with the card transactions. */
export const DEMO_ACQUIRER_FILE = 'CIELO_EEVD_DEMO.csv';

const PAYERS = [
  ['Ana Beatriz Souza', '52998224725'],
  ['Carlos Eduardo Lima', '11144477735'],
  ['Mercado Bom Preço Ltda', '11222333000181'],
  ['Fernanda Alves', '39053344705'],
  ['Gustavo Pereira', '15350946056'],
  ['Padaria Pão Quente ME', '45723174000110'],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
function isoDay(base: Date, offsetDays: number): string {
  const d = new Date(base.getTime() + offsetDays * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A deterministic pseudo-random sequence (the demo is the same on every machine). */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Demo billets for the demo projects (lines and barcodes with real check digits) and an
 * acquirer file with sales missing from and doubled in the card transactions, created once.
 */
export async function seedBilletsDemo(db: Database): Promise<void> {
  const existing = await db.selectFrom('bank_billet_layout').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    const layouts = await trx
      .insertInto('bank_billet_layout')
      .values(DEMO_BILLET_LAYOUTS.map((l) => ({ ...l })))
      .returning(['id', 'bank_code', 'agreement', 'wallet'])
      .execute();
    const merchants = await trx
      .selectFrom('merchant')
      .select(['id', 'project_id'])
      .where('merchant_code', 'like', 'DEMO%')
      .orderBy('id')
      .limit(12)
      .execute();
    if (merchants.length === 0) return;
    const random = sequence(1717);
    const today = new Date();
    const rows = [];
    for (let i = 0; i < 60; i++) {
      const layout = layouts[i % layouts.length] as (typeof layouts)[number];
      const merchant = merchants[i % merchants.length] as (typeof merchants)[number];
      const payer = PAYERS[i % PAYERS.length] as (typeof PAYERS)[number];
      const marked = i < 3;
      const dueOffset = marked ? 20 + i : Math.floor(random() * 150) - 90;
      const dueDate = isoDay(today, dueOffset);
      const value = marked ? DEMO_BILLET_MARKED_VALUE : 1_000 + Math.floor(random() * 500_000);
      const r = random();
      const status: BilletStatus = marked
        ? 'WAITING_RETURN'
        : dueOffset < 0
          ? r < 0.7
            ? 'PAID'
            : r < 0.9
              ? 'DOWNED'
              : 'ERROR'
          : r < 0.7
            ? 'WAITING_RETURN'
            : 'WAITING_REGISTER';
      const ourNumber = String(10_000_000 + i * 37);
      const boleto = buildBankBoleto({
        bankCode: layout.bank_code,
        dueDate,
        amountCents: value,
        freeField: `${layout.agreement}${ourNumber.padStart(17, '0')}${layout.wallet}`,
      });
      const emission = new Date(`${isoDay(today, dueOffset - 30)}T13:00:00Z`);
      const paid = status === 'PAID';
      rows.push({
        external_id: `PED-${2024_0000 + i}`,
        our_number: ourNumber,
        typeable_line: boleto.line,
        barcode: boleto.barcode,
        registry_date: status === 'WAITING_REGISTER' ? null : new Date(emission.getTime() + 3_600_000),
        emission_date: emission,
        due_date: dueDate,
        liquidation_date: paid ? new Date(`${isoDay(today, dueOffset - 1)}T15:00:00Z`) : null,
        ec_liquidation_date: paid ? isoDay(today, dueOffset + 1) : null,
        billet_payer: payer[0],
        billet_payer_document: payer[1],
        billet_payer_email: `${payer[0].split(' ')[0]?.toLowerCase()}@exemplo.com.br`,
        billet_value: value,
        project_id: merchant.project_id,
        merchant_id: merchant.id,
        bank_billet_layout_id: layout.id,
        billet_status: status,
        fee_type: i % 4 === 0 ? 3 : 5,
        fee_value: i % 4 === 0 ? 100 : 0,
        penalty_type: i % 3 === 0 ? 2 : 3,
        penalty_value: i % 3 === 0 ? 200 : 0,
        discount_type: i % 5 === 0 ? 1 : 0,
        discount_value: i % 5 === 0 ? Math.min(500, value - 1) : 0,
        discount_limit_date: i % 5 === 0 ? isoDay(today, dueOffset - 5) : null,
        downed_at: status === 'DOWNED' ? new Date(emission.getTime() + 86_400_000) : null,
        downed_by: status === 'DOWNED' ? 'financeiro' : null,
      });
    }
    await trx.insertInto('bank_billet').values(rows).execute();
    await seedAcquirerFile(trx, merchants.slice(0, 4));
  });
}

/**
 * Eight sales of today in an acquirer file: all imported as card transactions, three of them
 * twice (DUPLICATED), and four more file rows that never became transactions (NOT_IMPORTED).
 */
async function seedAcquirerFile(
  db: Database,
  merchants: { id: number; project_id: number }[],
): Promise<void> {
  const file = await db
    .insertInto('acquirer_file')
    .values({ file_name: DEMO_ACQUIRER_FILE, acquirer: 'Cielo', reference_date: isoDay(new Date(), 0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sales = Array.from({ length: 12 }, (_, i) => {
    const merchant = merchants[i % merchants.length] as { id: number; project_id: number };
    return {
      project_id: merchant.project_id,
      merchant_id: merchant.id,
      channel_id: 1,
      operation_id: i % 2,
      card_brand_id: 1 + (i % 3),
      amount: 4_990 + i * 1_250,
      nsu: `77${String(i).padStart(10, '0')}`,
      nsu_acquirer: `880000${String(i).padStart(6, '0')}`,
      authorization_number: `A7${String(i).padStart(4, '0')}`,
      status: 'CONFIRMED' as const,
      transaction_date: new Date(Date.now() - (i + 1) * 60_000),
    };
  });
  await db
    .insertInto('acquirer_file_row')
    .values(sales.map((s, i) => ({ ...s, acquirer_file_id: file.id, line_number: i + 1 })))
    .execute();
  // The first eight were imported; the first three of them twice.
  const imported = sales.slice(0, 8);
  const copies = [...imported, ...imported.slice(0, 3)];
  await db
    .insertInto('card_transaction')
    .values(
      copies.map((s) => ({
        ...s,
        installments: 1,
        payment_date: new Date(s.transaction_date.getTime() + 86_400_000),
      })),
    )
    .execute();
}
