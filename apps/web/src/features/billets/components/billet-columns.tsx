import {
  BILLET_STATUSES,
  formatCentsBRL,
  formatDate,
  formatDateTime,
  maskBoletoLine,
} from '@mentor/contract';
import type { Billet } from '@mentor/contract/billets';
import type { TFunction } from 'i18next';
import type { Column } from '../../../shared/ui/data-table';
import { StatusChip } from '../../../shared/ui/status-chip';

/** Where the list and the /fields screen remember the hidden columns. */
export const BILLET_COLUMNS_KEY = 'billets.columns';

const dash = (value: string | null | undefined) => (value ? value : '-');
const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00`) : '-');

/** Columns of the billet list; the value arrives in cents and is shown in reais. */
export function billetColumns(t: TFunction, lang: 'pt' | 'en'): Column<Billet>[] {
  return [
    {
      key: 'billet_id',
      header: t('columns.billet_id'),
      pin: 'left',
      sortable: true,
      hideable: false,
      copy: (r) => String(r.billet_id),
    },
    { key: 'our_number', header: t('columns.our_number'), sortable: true, copy: (r) => r.our_number },
    {
      key: 'typeable_line',
      header: t('columns.typeable_line'),
      text: (r) => maskBoletoLine(r.typeable_line),
      copy: (r) => r.typeable_line,
    },
    { key: 'billet_payer', header: t('columns.billet_payer'), sortable: true },
    { key: 'billet_payer_document', header: t('columns.billet_payer_document') },
    {
      key: 'billet_value',
      header: t('columns.billet_value'),
      sortable: true,
      align: 'right',
      text: (r) => formatCentsBRL(r.billet_value),
    },
    { key: 'due_date', header: t('columns.due_date'), sortable: true, text: (r) => day(r.due_date) },
    {
      key: 'emission_date',
      header: t('columns.emission_date'),
      sortable: true,
      text: (r) => formatDateTime(r.emission_date),
      brasiliaTime: true,
    },
    {
      key: 'registry_date',
      header: t('columns.registry_date'),
      text: (r) => (r.registry_date ? formatDateTime(r.registry_date) : '-'),
    },
    {
      key: 'liquidation_date',
      header: t('columns.liquidation_date'),
      text: (r) => (r.liquidation_date ? formatDateTime(r.liquidation_date) : '-'),
    },
    { key: 'project_name', header: t('columns.project') },
    { key: 'merchant_name', header: t('columns.merchant'), text: (r) => dash(r.merchant_name) },
    { key: 'layout_nickname', header: t('columns.layout') },
    { key: 'external_id', header: t('columns.external_id'), text: (r) => dash(r.external_id) },
    {
      key: 'with_penalty_fees_discounts',
      header: t('columns.charges'),
      text: (r) =>
        r.with_penalty_fees_discounts.length > 0
          ? r.with_penalty_fees_discounts.map((c) => t(`charges.${c}`)).join(', ')
          : '-',
    },
    {
      key: 'billet_status',
      header: t('columns.billet_status'),
      pin: 'right',
      sortable: true,
      text: (r) => BILLET_STATUSES.label(r.billet_status, lang),
      render: (r) => <StatusChip code={r.billet_status} family="billetStatus" />,
    },
  ];
}
