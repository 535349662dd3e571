import type { Database } from '../../db/database.ts';
import { generateReceivables } from './receivable-generation.ts';

export interface SaleInput {
  operation: number;
  installments: number;
  amount: number;
  serial?: string;
  billet?: string;
  app?: string;
  brand?: number;
}

/**
 * A merchant of its own with confirmed sales made now and their receivables, so that each test
 * file works on rows no other file changes.
 */
export async function merchantWithSales(
  db: Database,
  code: string,
  sales: readonly SaleInput[],
  options: { projectId?: number; mcc?: string } = {},
) {
  const projectId = options.projectId ?? 1;
  const merchant = await db
    .insertInto('merchant')
    .values({
      merchant_code: code,
      merchant_name: `Loja ${code}`,
      cpf_cnpj: '11222333000181',
      project_id: projectId,
      mcc: options.mcc ?? '5999',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const terminal = await db
    .insertInto('terminal')
    .values({ terminal_code: `T-${code}`, project_id: projectId, merchant_id: merchant.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const transactionIds: number[] = [];
  for (const sale of sales) {
    const row = await db
      .insertInto('card_transaction')
      .values({
        project_id: projectId,
        merchant_id: merchant.id,
        terminal_id: terminal.id,
        serial_number: sale.serial ?? null,
        channel_id: 1,
        operation_id: sale.operation,
        card_brand_id: sale.brand ?? 2,
        amount: sale.amount,
        installments: sale.installments,
        bank_billet_id: sale.billet ?? null,
        app_code: sale.app ?? null,
        status: 'CONFIRMED',
        transaction_date: now,
        payment_date: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    transactionIds.push(row.id);
  }
  await generateReceivables(db, { merchantIds: [merchant.id] });
  const receivables = await db
    .selectFrom('receivable')
    .select(['id', 'transaction_id', 'installment_number', 'gross_amount', 'net_amount'])
    .where('merchant_id', '=', merchant.id)
    .orderBy('transaction_id')
    .orderBy('installment_number')
    .execute();
  return { merchantId: merchant.id, terminalCode: `T-${code}`, transactionIds, receivables };
}

/** Today and tomorrow in São Paulo (a range that holds sales made now). */
export function aroundToday(): { start: string; end: string } {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  return { start: day(-1), end: day(1) };
}
