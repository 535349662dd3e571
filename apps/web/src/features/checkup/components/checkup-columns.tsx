import { TRANSACTION_STATUSES } from '@mentor/contract';
import type { CheckupTransaction } from '@mentor/contract/checkup';
import type { TFunction } from 'i18next';
import { type Column, dateColumn, idColumn, moneyColumn, statusColumn } from '../../../shared/ui/data-table';

/** Where the tabs and their /fields screens remember the hidden columns. */
export const CHECKUP_COLUMNS_KEY = {
  NOT_IMPORTED: 'checkup.not-imported.columns',
  DUPLICATED: 'checkup.duplicated.columns',
} as const;

const dash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));

/** Columns of a check-up tab; duplicated rows name the copy and the original transaction. */
export function checkupColumns(t: TFunction, lang: 'pt' | 'en', type: keyof typeof CHECKUP_COLUMNS_KEY) {
  const columns: Column<CheckupTransaction>[] = [
    idColumn({ key: 'id', header: t('columns.id'), sortable: true, id: (r) => r.id }),
    dateColumn({
      key: 'transaction_date',
      header: t('columns.transaction_date'),
      sortable: true,
      value: (r) => r.transaction_date,
    }),
    ...(type === 'DUPLICATED'
      ? [
          {
            key: 'transaction_id',
            header: t('columns.transaction_id'),
            text: (r: CheckupTransaction) => dash(r.transaction_id),
          },
          {
            key: 'original_transaction_id',
            header: t('columns.original_transaction_id'),
            text: (r: CheckupTransaction) => dash(r.original_transaction_id),
          },
        ]
      : []),
    {
      key: 'acquirer_file',
      header: t('columns.acquirer_file'),
      text: (r) => (r.acquirer_file ? `${r.acquirer_file} #${r.acquirer_file_line}` : '-'),
    },
    { key: 'project_name', header: t('columns.project') },
    { key: 'merchant_name', header: t('columns.merchant') },
    moneyColumn({ key: 'amount', header: t('columns.amount'), sortable: true, cents: (r) => r.amount }),
    { key: 'nsu', header: t('columns.nsu'), text: (r) => dash(r.nsu), copy: (r) => r.nsu },
    {
      key: 'nsu_acquirer',
      header: t('columns.nsu_acquirer'),
      text: (r) => dash(r.nsu_acquirer),
      copy: (r) => r.nsu_acquirer,
    },
    {
      key: 'authorization_number',
      header: t('columns.authorization_number'),
      text: (r) => dash(r.authorization_number),
    },
    { key: 'channel_name', header: t('columns.channel'), text: (r) => dash(r.channel_name) },
    { key: 'operation_name', header: t('columns.operation'), text: (r) => dash(r.operation_name) },
    { key: 'card_brand_name', header: t('columns.card_brand'), text: (r) => dash(r.card_brand_name) },
    { key: 'status', header: t('columns.status'), text: (r) => TRANSACTION_STATUSES.label(r.status, lang) },
    { key: 'updated_by', header: t('columns.updated_by'), text: (r) => dash(r.updated_by) },
    statusColumn({
      key: 'sync_status',
      header: t('columns.sync_status'),
      code: (r) => r.sync_status,
      family: 'transactionSyncStatus',
      lang,
    }),
  ];
  return columns;
}
