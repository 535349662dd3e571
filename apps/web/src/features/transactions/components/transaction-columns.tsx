import { CARD_INPUT_METHODS, formatCentsBRL, formatDateTime } from '@mentor/contract';
import { TRANSACTION_COLUMNS, type Transaction, type TransactionColumn } from '@mentor/contract/transactions';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Column } from '../../../shared/ui/data-table';
import { StatusChip } from '../../../shared/ui/status-chip';

/** Where the list and the /fields screen remember the hidden columns. */
export const TRANSACTION_COLUMNS_KEY = 'transactions.columns';

const SORTABLE = new Set<TransactionColumn>(['id', 'transaction_date', 'payment_date', 'amount']);

function cell(row: Transaction, key: TransactionColumn, lang: 'pt' | 'en'): ReactNode {
  switch (key) {
    case 'amount':
      return formatCentsBRL(row.amount);
    case 'transaction_date':
    case 'payment_date':
      return formatDateTime(row[key]);
    case 'status':
      return <StatusChip code={row.status} family="transactionStatus" />;
    case 'input_method':
      return row.input_method ? CARD_INPUT_METHODS.label(row.input_method, lang) : '-';
    default: {
      const value = row[key];
      return value === null || value === '' ? '-' : String(value);
    }
  }
}

/** Columns of the transaction list, in the order of the contract. */
export function transactionColumns(t: TFunction, lang: 'pt' | 'en'): Column<Transaction>[] {
  return TRANSACTION_COLUMNS.map((key) => ({
    key,
    header: t(`columns.${key}`),
    sortable: SORTABLE.has(key),
    align: key === 'amount' || key === 'installments' ? 'right' : 'left',
    hideable: key !== 'id',
    ...(key === 'id' ? { pin: 'left' as const, copy: (row: Transaction) => String(row.id) } : {}),
    ...(key === 'status' ? { pin: 'right' as const } : {}),
    ...(key === 'transaction_date' || key === 'payment_date' ? { brasiliaTime: true } : {}),
    ...(key === 'nsu' || key === 'authorization_number' ? { copy: (row: Transaction) => row[key] } : {}),
    render: (row: Transaction) => cell(row, key, lang),
    text: (row: Transaction) => {
      const content = cell(row, key, lang);
      return typeof content === 'string' ? content : null;
    },
  }));
}
