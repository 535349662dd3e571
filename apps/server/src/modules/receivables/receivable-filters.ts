import type { ReceivableFilters } from '@mentor/contract/receivables';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';

/** The filters after project scope: what the list, its sum, the export and the bench apply. */
export interface ScopedReceivableFilters extends ReceivableFilters {
  /** Project the caller is confined to, or the one asked for. */
  projectId: number | undefined;
}

export type ReceivableEb = ExpressionBuilder<DB & { r: DB['receivable'] }, 'r'>;

/** A condition on the receivable's card transaction (one indexed lookup by primary key). */
function onTransaction(
  eb: ReceivableEb,
  condition: (t: ExpressionBuilder<DB & { t: DB['card_transaction'] }, 't'>) => Expression<SqlBool>,
): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('card_transaction as t')
      .select(sql`1`.as('one'))
      .whereRef('t.id', '=', 'r.transaction_id')
      .where((t) => condition(t)),
  );
}

/** The required date range on the chosen kind of date (São Paulo calendar days, inclusive). */
function dateRange(eb: ReceivableEb, f: ScopedReceivableFilters): Expression<SqlBool>[] {
  switch (f.date_kind) {
    case 'dt_emission':
    case 'dt_block':
      return [eb(`r.${f.date_kind}`, '>=', dayStart(f.start)), eb(`r.${f.date_kind}`, '<', dayAfter(f.end))];
    default:
      return [
        eb(`r.${f.date_kind}`, '>=', sql<Date>`${f.start}::date`),
        eb(`r.${f.date_kind}`, '<=', sql<Date>`${f.end}::date`),
      ];
  }
}

/**
 * The WHERE conditions of the receivables list, its sum and its export (2nd doc §3). Filters on
 * the receivable's own columns use its indexes; those on the transaction (amount, serial,
 * billet, app) look the transaction up by primary key.
 */
export function receivableConditions(eb: ReceivableEb, f: ScopedReceivableFilters): Expression<SqlBool> {
  const c: Expression<SqlBool>[] = dateRange(eb, f);
  if (f.projectId !== undefined) c.push(eb('r.project_id', '=', f.projectId));
  if (f.id !== undefined) c.push(eb('r.id', '=', f.id));
  if (f.transaction_id !== undefined) c.push(eb('r.transaction_id', '=', f.transaction_id));
  if (f.merchant !== undefined) c.push(eb('r.merchant_id', '=', f.merchant));
  if (f.sales_representative !== undefined) {
    c.push(
      eb(
        'r.merchant_id',
        'in',
        eb
          .selectFrom('sales_representative_merchant as srm')
          .select('srm.merchant_id')
          .where('srm.sales_representative_id', '=', f.sales_representative),
      ),
    );
  }
  if (f.sales_plan !== undefined) c.push(eb('r.sales_plan_id', '=', f.sales_plan));
  if (f.channel.length > 0) c.push(eb('r.channel_id', 'in', f.channel));
  if (f.operation.length > 0) c.push(eb('r.operation_id', 'in', f.operation));
  if (f.card_brand.length > 0) c.push(eb('r.card_brand_id', 'in', f.card_brand));
  if (f.mcc.length > 0) {
    c.push(
      eb('r.merchant_id', 'in', eb.selectFrom('merchant as mm').select('mm.id').where('mm.mcc', 'in', f.mcc)),
    );
  }
  if (f.qt_installment !== undefined) {
    // 0 is debit (no installments); otherwise the transaction's number of installments.
    if (f.qt_installment === 0) c.push(eb('r.operation_id', '=', 0));
    else {
      c.push(eb('r.installment_count', '=', f.qt_installment));
      c.push(eb('r.operation_id', '<>', 0));
    }
  }
  if (f.n_installment !== undefined) c.push(eb('r.installment_number', '=', f.n_installment));
  if (f.vl_transaction_min !== undefined || f.vl_transaction_max !== undefined) {
    const min = f.vl_transaction_min;
    const max = f.vl_transaction_max;
    c.push(
      onTransaction(eb, (t) =>
        t.and([
          ...(min !== undefined ? [t('t.amount', '>=', min)] : []),
          ...(max !== undefined ? [t('t.amount', '<=', max)] : []),
        ]),
      ),
    );
  }
  if (f.terminal) {
    c.push(
      eb(
        'r.terminal_id',
        'in',
        eb.selectFrom('terminal as tt').select('tt.id').where('tt.terminal_code', '=', f.terminal),
      ),
    );
  }
  // Terminal rents and split payments are not recorded by the platform yet (ADR 0140): no
  // receivable belongs to a rent or to a split transaction, so these filters match nothing.
  if (f.terminal_rent_id !== undefined) c.push(sql<SqlBool>`false`);
  if (f.split === true) c.push(sql<SqlBool>`false`);
  const serial = f.serial_number;
  if (serial) c.push(onTransaction(eb, (t) => t('t.serial_number', '=', serial)));
  if (f.paid !== undefined) c.push(eb('r.paid', '=', f.paid === 'partial' ? 2 : Number(f.paid)));
  if (f.anticipation !== undefined) c.push(eb('r.anticipated', '=', f.anticipation));
  if (f.blocked !== undefined) c.push(eb('r.blocked', '=', f.blocked));
  if (f.block_type.length > 0) c.push(eb('r.block_type_id', 'in', f.block_type));
  const billet = f.bank_billet_id;
  if (billet) c.push(onTransaction(eb, (t) => t('t.bank_billet_id', '=', billet)));
  const app = f.app_code;
  if (app) c.push(onTransaction(eb, (t) => t('t.app_code', '=', app)));
  return eb.and(c);
}
