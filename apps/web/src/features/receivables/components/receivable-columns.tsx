import { Badge } from '@mantine/core';
import {
  BLOCK_TYPES,
  formatCentsBRL,
  formatDate,
  formatDateTime,
  formatPercent,
  OPERATIONS,
} from '@mentor/contract';
import type { Receivable } from '@mentor/contract/receivables';
import type { TFunction } from 'i18next';
import type { Column } from '../../../shared/ui/data-table';

/** Where the list and /financial/statement/fields remember the hidden columns. */
export const RECEIVABLE_COLUMNS_KEY = 'receivables.columns';

const money = (key: keyof Receivable, header: string): Column<Receivable> => ({
  key,
  header,
  align: 'right',
  render: (row) => formatCentsBRL(Number(row[key])),
  text: (row) => formatCentsBRL(Number(row[key])),
});

/** Columns of the receivables list (one row per installment). */
export function receivableColumns(t: TFunction, lang: 'pt' | 'en'): Column<Receivable>[] {
  return [
    {
      key: 'id',
      header: t('columns.id'),
      pin: 'left',
      sortable: true,
      hideable: false,
      copy: (r) => String(r.id),
      render: (r) => r.id,
    },
    {
      key: 'transaction_id',
      header: t('columns.transaction_id'),
      sortable: true,
      copy: (r) => String(r.transaction_id),
      render: (r) => r.transaction_id,
    },
    {
      key: 'merchant_name',
      header: t('columns.merchant'),
      render: (r) => `${r.merchant_code} · ${r.merchant_name}`,
      text: (r) => r.merchant_name,
    },
    { key: 'project_name', header: t('columns.project'), render: (r) => r.project_name },
    {
      key: 'operation_id',
      header: t('columns.operation'),
      render: (r) => OPERATIONS.label(r.operation_id, lang),
    },
    {
      key: 'installment',
      header: t('columns.installment'),
      align: 'center',
      render: (r) => `${r.installment_number}/${r.installment_count}`,
    },
    {
      key: 'dt_emission',
      header: t('columns.dt_emission'),
      sortable: true,
      render: (r) => formatDateTime(r.dt_emission),
      brasiliaTime: true,
    },
    { key: 'dt_due', header: t('columns.dt_due'), sortable: true, render: (r) => formatDate(r.dt_due) },
    {
      key: 'dt_payment',
      header: t('columns.dt_payment'),
      sortable: true,
      render: (r) => (r.dt_payment ? formatDate(r.dt_payment) : '-'),
    },
    money('gross_amount', t('columns.gross_amount')),
    {
      key: 'mdr_rate',
      header: t('columns.mdr_rate'),
      align: 'right',
      text: (r) => formatPercent(r.mdr_rate, lang === 'en' ? 'en-US' : 'pt-BR'),
    },
    money('net_amount', t('columns.net_amount')),
    money('adjustment_amount', t('columns.adjustment_amount')),
    money('net_adjusted_amount', t('columns.net_adjusted_amount')),
    {
      key: 'paid',
      header: t('columns.paid'),
      render: (r) => t(r.paid === 1 ? 'paid.yes' : r.paid === 2 ? 'paid.partial' : 'paid.no'),
    },
    {
      key: 'blocked',
      header: t('columns.blocked'),
      pin: 'right',
      render: (r) =>
        r.blocked ? (
          <Badge color="red" variant="light" title={r.block_description ?? ''}>
            {r.block_type_id ? BLOCK_TYPES.label(r.block_type_id, lang) : t('blocked')}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            {t('free')}
          </Badge>
        ),
      text: (r) => (r.blocked ? (r.block_description ?? '') : null),
    },
  ];
}
