import { CARD_BRANDS, OPERATIONS, TRANSACTION_STATUSES, zRequiredDateRange } from '@mentor/contract';
import { dashboard } from '@mentor/contract/dashboard-endpoints';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type QueryParams } from '../../../shared/lib/api';
import { channelOptions, projectOptions, useOptionSource } from '../../../shared/lib/options';
import type { FilterDefinition, FilterValues } from '../../../shared/ui/filter-panel';
import { ALL_DATE_SHORTCUTS, isDateRangeValue } from '../../../shared/ui/filter-panel';

async function loadMerchants(search: string) {
  try {
    const list = await api.call(dashboard.merchantOptions, { query: { search } });
    return list.map((m) => ({ value: String(m.id), label: `${m.merchant_code} - ${m.merchant_name}` }));
  } catch {
    return [];
  }
}

/** Days before today of the default period. */
export function defaultRange(days: number): { start: string; end: string } {
  const end = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const date = new Date(`${end}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (days - 1));
  return { start: date.toISOString().slice(0, 10), end };
}

/**
 * Dashboard filters (spec core §3.1): project, merchant, card brand, channel, operation, status
 * (CONFIRMED by default) and the date range (no clear button). `only` keeps a subset.
 */
export function useDashboardFilters(only?: readonly string[]): FilterDefinition[] {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const projects = useOptionSource(projectOptions);
  const channels = useOptionSource(channelOptions);
  const key = JSON.stringify([projects, channels, lang, only]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the option lists change
  return useMemo<FilterDefinition[]>(() => {
    const all: FilterDefinition[] = [
      // A half-chosen period shows the spec's required_date message and disables 'Buscar'.
      {
        key: 'date',
        label: t('filters.date'),
        type: 'daterange',
        clearable: false,
        rules: zRequiredDateRange,
        size: 4,
        // A quarter at one click: the dashboards' usual comparison.
        config: { shortcuts: ALL_DATE_SHORTCUTS },
      },
      { key: 'project', label: t('filters.project'), type: 'select', options: projects },
      {
        key: 'merchant',
        label: t('filters.merchant'),
        type: 'autocomplete',
        loadOptions: loadMerchants,
        config: { minSearchLength: 2 },
      },
      {
        key: 'card_brand',
        label: t('filters.card_brand'),
        type: 'multi-select',
        options: CARD_BRANDS.options.map((o) => ({ value: String(o.value), label: o.label[lang] })),
      },
      { key: 'channel', label: t('filters.channel'), type: 'multi-select', options: channels },
      {
        key: 'operation',
        label: t('filters.operation'),
        type: 'multi-select',
        options: OPERATIONS.options.map((o) => ({ value: String(o.value), label: o.label[lang] })),
      },
      {
        key: 'status',
        label: t('filters.status'),
        type: 'multi-select',
        options: TRANSACTION_STATUSES.options.map((o) => ({ value: String(o.value), label: o.label[lang] })),
      },
    ];
    return only ? all.filter((d) => only.includes(d.key)) : all;
  }, [t, key]);
}

/** Values with the defaults: CONFIRMED and the default period when the URL names none. */
export function withDashboardDefaults(values: FilterValues, days: number, withStatus = true): FilterValues {
  const next: FilterValues = { ...values };
  const status = values.status;
  if (withStatus && !(Array.isArray(status) && status.length > 0)) next.status = ['CONFIRMED'];
  const date = values.date;
  if (!isDateRangeValue(date) || !date.start || !date.end) next.date = defaultRange(days);
  return next;
}

export function toDashboardQuery(values: FilterValues): QueryParams {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'date') {
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
