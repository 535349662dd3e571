import type { TransactionFilters } from '@mentor/contract/transactions';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { containsPattern } from '../../http/like.ts';

const digitsOnly = (text: string) => text.replace(/[.\-/\s]/g, '');

/** The filters after project scope: what every query on transactions applies. */
export interface ScopedFilters extends TransactionFilters {
  /** Project the caller is confined to, or the one asked for. */
  projectId: number | undefined;
}

type Eb = ExpressionBuilder<DB & { t: DB['card_transaction'] }, 't'>;

/**
 * The WHERE conditions of the transaction list, count and export. Each filter maps onto an
 * indexed column where one exists; the transaction-date range also bounds payment_date (the
 * default sort column) through the payment-window constraint.
 */
export function transactionConditions(eb: Eb, f: ScopedFilters): Expression<SqlBool> {
  const c: Expression<SqlBool>[] = [];
  if (f.projectId !== undefined) c.push(eb('t.project_id', '=', f.projectId));
  if (f.start) {
    c.push(eb('t.transaction_date', '>=', dayStart(f.start)));
    c.push(eb('t.payment_date', '>=', dayStart(f.start)));
  }
  if (f.end) {
    c.push(eb('t.transaction_date', '<', dayAfter(f.end)));
    c.push(eb('t.payment_date', '<', sql<Date>`${dayAfter(f.end)} + interval '31 days'`));
  }
  if (f.transaction_id !== undefined) c.push(eb('t.id', '=', f.transaction_id));
  if (f.merchant) {
    const term = f.merchant;
    c.push(
      eb(
        't.merchant_id',
        'in',
        eb
          .selectFrom('merchant')
          .select('merchant.id')
          .where((m) =>
            m.or([
              m('merchant.merchant_code', '=', term),
              m('merchant.merchant_name', 'ilike', containsPattern(term)),
            ]),
          ),
      ),
    );
  }
  if (f.nsu) c.push(eb('t.nsu', '=', f.nsu));
  if (f.nsu_acquirer) c.push(eb('t.nsu_acquirer', '=', f.nsu_acquirer));
  if (f.authorization_number) c.push(eb('t.authorization_number', '=', f.authorization_number.toUpperCase()));
  if (f.channel.length > 0) c.push(eb('t.channel_id', 'in', f.channel));
  if (f.operation.length > 0) c.push(eb('t.operation_id', 'in', f.operation));
  if (f.card_brand.length > 0) c.push(eb('t.card_brand_id', 'in', f.card_brand));
  if (f.status.length > 0) c.push(eb('t.status', 'in', f.status));
  if (f.terminal) {
    const code = f.terminal;
    c.push(
      eb(
        't.terminal_id',
        'in',
        eb.selectFrom('terminal').select('terminal.id').where('terminal.terminal_code', '=', code),
      ),
    );
  }
  if (f.serial_number) c.push(eb('t.serial_number', '=', f.serial_number));
  if (f.ecommerce_order) c.push(eb('t.ecommerce_order', '=', f.ecommerce_order));
  if (f.ecommerce_customer) {
    const digits = digitsOnly(f.ecommerce_customer);
    if (/^\d{11}$|^\d{14}$/.test(digits)) c.push(eb('t.ecommerce_customer_document', '=', digits));
    else c.push(eb('t.ecommerce_customer_name', 'ilike', containsPattern(f.ecommerce_customer)));
  }
  if (f.bank_billet_id) c.push(eb('t.bank_billet_id', '=', f.bank_billet_id));
  if (f.app_code) c.push(eb('t.app_code', '=', f.app_code));
  return eb.and(c);
}

/**
 * Whether the daily rollups can answer a count for these filters exactly: only the dimensions
 * they keep (project, merchant, channel, operation, brand, status, transaction day).
 */
export function rollupCompatible(f: ScopedFilters): boolean {
  return (
    f.transaction_id === undefined &&
    !f.nsu &&
    !f.nsu_acquirer &&
    !f.authorization_number &&
    !f.terminal &&
    !f.serial_number &&
    !f.ecommerce_order &&
    !f.ecommerce_customer &&
    !f.bank_billet_id &&
    !f.app_code
  );
}
