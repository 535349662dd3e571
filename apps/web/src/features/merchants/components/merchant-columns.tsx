import { Badge } from '@mantine/core';
import { formatDateTime, MERCHANT_ONBOARDING_STATUSES, maskCpfCnpj, PERSON_TYPES } from '@mentor/contract';
import {
  formatCnae,
  MERCHANT_COLUMNS,
  type MerchantColumn,
  type MerchantListItem,
} from '@mentor/contract/merchants';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Column } from '../../../shared/ui/data-table';
import { MaskedValue } from '../../../shared/ui/masked-value';

/** Where the list and the /merchants/fields screen remember the hidden columns. */
export const MERCHANT_COLUMNS_KEY = 'merchants.columns';

const SORTABLE = new Set<MerchantColumn>(['id', 'merchant_name', 'created_at', 'mcc', 'project_name']);
/** The list's order: the key column first, the situation last. */
const ORDER: MerchantColumn[] = [
  'merchant_name',
  ...MERCHANT_COLUMNS.filter((key) => key !== 'merchant_name' && key !== 'blocked'),
  'blocked',
];
const HEADER: Partial<Record<MerchantColumn, string>> = {
  project_name: 'fields.project',
  sales_representative_name: 'fields.sales_representative',
  external_onboarding_status: 'fields.status',
  use_centralized_bank_account_settlement: 'fields.centralized',
};

function text(row: MerchantListItem, key: MerchantColumn, t: TFunction, lang: 'pt' | 'en'): string {
  switch (key) {
    case 'person_type':
      return PERSON_TYPES.label(row.person_type, lang);
    case 'cnae':
      return formatCnae(row.cnae);
    case 'external_onboarding_status':
      return row.external_onboarding_status
        ? MERCHANT_ONBOARDING_STATUSES.label(row.external_onboarding_status, lang)
        : '';
    case 'use_centralized_bank_account_settlement':
      return row[key] ? t('yes') : t('no');
    case 'created_at':
      return formatDateTime(row.created_at);
    case 'blocked':
      return row.deleted ? t('deleted') : row.blocked ? t('blocked') : t('active');
    default: {
      const value = row[key];
      return value === null ? '' : String(value);
    }
  }
}

function cell(row: MerchantListItem, key: MerchantColumn, t: TFunction, lang: 'pt' | 'en'): ReactNode {
  if (key === 'cpf_cnpj') {
    return (
      <MaskedValue
        value={row.cpf_cnpj}
        label={t('fields.cpf_cnpj')}
        tableContext="merchant"
        recordId={row.id}
        field="cpf_cnpj"
        format={maskCpfCnpj}
      />
    );
  }
  if (key === 'blocked') {
    const color = row.deleted ? 'gray' : row.blocked ? 'red' : 'green';
    return <Badge color={color}>{text(row, key, t, lang)}</Badge>;
  }
  return text(row, key, t, lang);
}

/** The merchant list's columns, shared by the list and its /fields screen. */
export function merchantColumns(t: TFunction, lang: 'pt' | 'en'): Column<MerchantListItem>[] {
  return ORDER.map((key) => ({
    key,
    header: t(HEADER[key] ?? `fields.${key}`),
    sortable: SORTABLE.has(key),
    hideable: key !== 'merchant_name',
    ...(key === 'merchant_name' ? { pin: 'left' as const } : {}),
    ...(key === 'blocked' ? { pin: 'right' as const } : {}),
    ...(key === 'id' ? { width: 80, copy: (r: MerchantListItem) => String(r.id) } : {}),
    ...(key === 'mcc' ? { width: 90 } : {}),
    ...(key === 'merchant_code' ? { copy: (r: MerchantListItem) => r.merchant_code } : {}),
    render: (row: MerchantListItem) => cell(row, key, t, lang),
    text: (row: MerchantListItem) => text(row, key, t, lang),
  }));
}
