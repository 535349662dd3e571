import { formatCentsBRL, formatDate, formatDateTime, PAYMENT_DESTINATIONS } from '@mentor/contract';
import type { Payment } from '@mentor/contract/payments';
import type { TFunction } from 'i18next';
import type { Column } from '../../../shared/ui/data-table';
import { StatusChip } from '../../../shared/ui/status-chip';

/** Where every payments tab and the /fields screen remember the hidden columns. */
export const PAYMENT_COLUMNS_KEY = 'payments.columns';

/** Columns of every payments tab (all but the id may be hidden on /financial/payments/fields). */
export function paymentColumns(t: TFunction, lang: 'pt' | 'en'): Column<Payment>[] {
  return [
    {
      key: 'id',
      header: t('columns.id'),
      sortable: true,
      width: 90,
      pin: 'left',
      hideable: false,
      copy: (r) => String(r.id),
    },
    { key: 'merchant', header: t('columns.merchant'), sortable: true, text: (r) => r.merchant_name },
    { key: 'project_name', header: t('columns.project'), text: (r) => r.project_name },
    { key: 'payment_type', header: t('columns.payment_type'), text: (r) => r.payment_type },
    {
      key: 'status',
      header: t('columns.status'),
      sortable: true,
      render: (r) => <StatusChip code={r.status} family="paymentStatus" />,
    },
    {
      key: 'validation',
      header: t('columns.validation'),
      render: (r) => <StatusChip code={r.validation} family="paymentValidation" />,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      sortable: true,
      align: 'right',
      text: (r) => formatCentsBRL(r.amount),
    },
    {
      key: 'installments_count',
      header: t('columns.installments'),
      align: 'right',
      text: (r) => String(r.installments_count),
    },
    {
      key: 'dt_payment',
      header: t('columns.dt_payment'),
      sortable: true,
      text: (r) => formatDate(r.dt_payment),
    },
    {
      key: 'dt_created',
      header: t('columns.dt_created'),
      sortable: true,
      text: (r) => formatDateTime(r.dt_created),
      brasiliaTime: true,
    },
    {
      key: 'destination',
      header: t('columns.destination'),
      text: (r) => PAYMENT_DESTINATIONS.label(r.destination.destination_type, lang),
    },
  ];
}
