import { CARD_BRANDS, OPERATIONS, TRANSACTION_STATUSES } from '@mentor/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import type { FilterDefinition, FilterOption, FilterValues } from '../../../shared/ui/filter-panel';
import { isDateRangeValue } from '../../../shared/ui/filter-panel';
import { useAppOptions } from '../api/use-apps';

const optionsSchema = z.object({ data: z.array(z.object({ id: z.number(), trade: z.string() })) });
const channelsSchema = z.array(z.object({ id: z.number(), channel_name: z.string() }));

/** Projects and channels for the selects (reference lists, cached). */
export function useReferenceOptions() {
  const projects = useQuery({
    queryKey: ['transactions', 'project-options'],
    queryFn: () =>
      mainApi.get('/v1/project', { query: { perPage: 1000, sortBy: 'trade' }, schema: optionsSchema }),
    staleTime: 300_000,
  });
  const channels = useQuery({
    queryKey: ['transactions', 'channels'],
    queryFn: () => mainApi.get('/v1/channel', { schema: channelsSchema }),
    staleTime: 300_000,
  });
  return {
    projects: (projects.data?.data ?? []).map((p): FilterOption => ({ value: String(p.id), label: p.trade })),
    channels: (channels.data ?? []).map(
      (c): FilterOption => ({ value: String(c.id), label: c.channel_name }),
    ),
  };
}

/** Transaction and dashboard status filters start with CONFIRMED only (spec core §4.2). */
export const DEFAULT_STATUS = ['CONFIRMED'];

/** The 18 filters of the transaction list (spec core §3.1). */
export function useTransactionFilters(): FilterDefinition[] {
  const { t, i18n } = useTranslation('transactions');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const apps = useAppOptions();
  const { projects, channels } = useReferenceOptions();
  const key = JSON.stringify([apps.options, projects, channels, lang]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the option lists change
  return useMemo<FilterDefinition[]>(
    () => [
      { key: 'daterange', label: t('filters.daterange'), type: 'daterange', clearable: false, size: 4 },
      { key: 'transaction_id', label: t('filters.transaction_id'), type: 'integer' },
      { key: 'merchant', label: t('filters.merchant'), type: 'text' },
      { key: 'project', label: t('filters.project'), type: 'select', options: projects },
      { key: 'nsu', label: t('filters.nsu'), type: 'text' },
      { key: 'nsu_acquirer', label: t('filters.nsu_acquirer'), type: 'text' },
      { key: 'authorization_number', label: t('filters.authorization_number'), type: 'text' },
      { key: 'channel', label: t('filters.channel'), type: 'multi-select', options: channels },
      {
        key: 'operation',
        label: t('filters.operation'),
        type: 'multi-select',
        options: OPERATIONS.options.map((o) => ({ value: String(o.value), label: o.label[lang] })),
      },
      {
        key: 'card_brand',
        label: t('filters.card_brand'),
        type: 'multi-select',
        options: CARD_BRANDS.options.map((o) => ({ value: String(o.value), label: o.label[lang] })),
      },
      {
        key: 'status',
        label: t('filters.status'),
        type: 'multi-select',
        options: TRANSACTION_STATUSES.options.map((o) => ({ value: String(o.value), label: o.label[lang] })),
      },
      { key: 'terminal', label: t('filters.terminal'), type: 'text' },
      { key: 'serial_number', label: t('filters.serial_number'), type: 'text' },
      { key: 'ecommerce_order', label: t('filters.ecommerce_order'), type: 'text' },
      { key: 'ecommerce_customer', label: t('filters.ecommerce_customer'), type: 'text' },
      { key: 'bank_billet_id', label: t('filters.bank_billet_id'), type: 'text' },
      {
        key: 'app_code',
        label: t('filters.app_code'),
        type: 'select',
        options: apps.options,
        placeholder: apps.loading ? t('filters.loading') : undefined,
      },
    ],
    [t, key],
  );
}

/** Panel values with the defaults applied (status CONFIRMED when the URL names none). */
export function withDefaults(values: FilterValues): FilterValues {
  const status = values.status;
  return Array.isArray(status) && status.length > 0 ? values : { ...values, status: DEFAULT_STATUS };
}

/** Panel values as API parameters (the date range becomes start and end). */
export function toApiFilters(values: FilterValues): QueryParams {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'daterange') {
      if (isDateRangeValue(value)) {
        if (value.start) params.start = value.start;
        if (value.end) params.end = value.end;
      }
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value;
      continue;
    }
    if (typeof value === 'object') continue;
    params[key] = String(value);
  }
  return params;
}
