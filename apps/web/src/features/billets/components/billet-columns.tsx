import { formatDate, maskBoletoLine } from '@mentor/contract';
import type { Billet } from '@mentor/contract/billets';
import type { TFunction } from 'i18next';
import { type Column, dateColumn, idColumn, moneyColumn, statusColumn } from '../../../shared/ui/data-table';

/** Where the list and the /fields screen remember the hidden columns. */
export const BILLET_COLUMNS_KEY = 'billets.columns';

const dash = (value: string | null | undefined) => (value ? value : '-');
const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00`) : '-');

/** Columns of the billet list; the value arrives in cents and is shown in reais. */
export function billetColumns(t: TFunction, lang: 'pt' | 'en'): Column<Billet>[] {
  return [
    idColumn({ key: 'billet_id', header: t('columns.billet_id'), sortable: true, id: (r) => r.billet_id }),
    { key: 'our_number', header: t('columns.our_number'), sortable: true, copy: (r) => r.our_number },
    {
      key: 'typeable_line',
      header: t('columns.typeable_line'),
      text: (r) => maskBoletoLine(r.typeable_line),
      copy: (r) => r.typeable_line,
    },
    { key: 'billet_payer', header: t('columns.billet_payer'), sortable: true },
    { key: 'billet_payer_document', header: t('columns.billet_payer_document') },
    moneyColumn({
      key: 'billet_value',
      header: t('columns.billet_value'),
      sortable: true,
      cents: (r) => r.billet_value,
    }),
    { key: 'due_date', header: t('columns.due_date'), sortable: true, text: (r) => day(r.due_date) },
    dateColumn({
      key: 'emission_date',
      header: t('columns.emission_date'),
      sortable: true,
      value: (r) => r.emission_date,
    }),
    dateColumn({ key: 'registry_date', header: t('columns.registry_date'), value: (r) => r.registry_date }),
    dateColumn({
      key: 'liquidation_date',
      header: t('columns.liquidation_date'),
      value: (r) => r.liquidation_date,
    }),
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
    statusColumn({
      key: 'billet_status',
      header: t('columns.billet_status'),
      sortable: true,
      code: (r) => r.billet_status,
      family: 'billetStatus',
      lang,
    }),
  ];
}
