import { formatCentsBRL, formatDate, formatNumber } from '@mentor/contract';
import type { TFunction } from 'i18next';
import type { FilterDefinition, FilterValue } from './filter-types';
import { isDateRangeValue } from './filter-values';

/** Labels of options seen so far, by option value (autocomplete choices picked by the operator). */
export type KnownOptionLabels = Record<string, string>;

function optionLabel(definition: FilterDefinition, value: string, known: KnownOptionLabels): string {
  return definition.options?.find((option) => option.value === value)?.label ?? known[value] ?? value;
}

/** The text of a filter's value as shown in its chip ("label: value"). */
export function formatFilterValue(
  definition: FilterDefinition,
  value: FilterValue,
  t: TFunction<'kit'>,
  known: KnownOptionLabels = {},
): string {
  if (value === null) return '';
  if (isDateRangeValue(value)) {
    const start = value.start ? formatDate(value.start) : null;
    const end = value.end ? formatDate(value.end) : null;
    const range =
      start && end
        ? t('filters.chip.range', '{{start}} a {{end}}', { start, end })
        : start
          ? t('filters.chip.from', 'desde {{start}}', { start })
          : t('filters.chip.until', 'até {{end}}', { end });
    const kind = definition.radioItems?.find((item) => item.value === value.type)?.label;
    const named = value.shortcut ? `${t(`filters.shortcuts.${value.shortcut}`)} (${range})` : range;
    return kind ? `${named} (${kind})` : named;
  }
  if (Array.isArray(value)) return value.map((item) => optionLabel(definition, item, known)).join(', ');
  if (typeof value === 'boolean') return value ? t('filters.chip.yes', 'Sim') : t('filters.chip.no', 'Não');
  if (typeof value === 'number') {
    if (definition.type === 'currency') return formatCentsBRL(value);
    if (definition.type === 'float') return formatNumber(value, definition.precision ?? 2);
    return formatNumber(value, 0);
  }
  return definition.type === 'select' || definition.type === 'autocomplete'
    ? optionLabel(definition, value, known)
    : value;
}
