import { Group, Radio, Stack } from '@mantine/core';
import { DatePickerInput, type DatePickerPreset } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_SHORTCUTS, type DateShortcut, dateShortcutRange } from './date-shortcuts';
import type { DateRangeValue, FilterDefinition } from './filter-types';

interface DateRangeFieldProps {
  definition: FilterDefinition;
  value: DateRangeValue | null;
  onChange: (value: DateRangeValue) => void;
  error: string | null;
}

/**
 * Date-range filter: a range picker with the spec's shortcuts (Hoje, Ontem, Últimos 7/15/30
 * dias, Mês atual; a field may offer others, `config.shortcuts`) and, when the definition has radio items, a choice of which date the range
 * applies to (e.g. creation or payment date).
 */
export function DateRangeField({ definition, value, onChange, error }: DateRangeFieldProps) {
  const { t } = useTranslation('kit');
  const shortcutLabels: Record<DateShortcut, string> = {
    today: t('filters.shortcuts.today', 'Hoje'),
    yesterday: t('filters.shortcuts.yesterday', 'Ontem'),
    last7: t('filters.shortcuts.last7', 'Últimos 7 dias'),
    last15: t('filters.shortcuts.last15', 'Últimos 15 dias'),
    last30: t('filters.shortcuts.last30', 'Últimos 30 dias'),
    currentMonth: t('filters.shortcuts.currentMonth', 'Mês atual'),
    last90: t('filters.shortcuts.last90', 'Últimos 90 dias'),
  };
  const shortcuts = definition.config?.shortcuts ?? DATE_SHORTCUTS;
  const presets: DatePickerPreset<'range'>[] = shortcuts.map((shortcut) => {
    const range = dateShortcutRange(shortcut);
    return { label: shortcutLabels[shortcut], value: [range.start, range.end] };
  });
  const radioType = value?.type ?? definition.radioValue ?? definition.radioItems?.[0]?.value ?? null;
  const emit = (start: string | null, end: string | null, type: string | null) => {
    // A range equal to a shortcut's is remembered as the shortcut (kept relative in the URL).
    const shortcut =
      shortcuts.find((item) => {
        const range = dateShortcutRange(item);
        return range.start === start && range.end === end;
      }) ?? null;
    const range = shortcut ? { start, end, shortcut } : { start, end };
    onChange(definition.radioItems?.length ? { ...range, type } : range);
  };

  return (
    <Stack gap={4}>
      <DatePickerInput
        type="range"
        label={definition.label}
        placeholder={definition.placeholder ?? t('filters.datePlaceholder', 'Selecione o período')}
        valueFormat="DD/MM/YYYY"
        allowSingleDateInRange
        clearable={definition.clearable !== false}
        clearButtonProps={{
          'aria-label': t('filters.clearField', 'Limpar {{label}}', { label: definition.label }),
        }}
        presets={presets}
        value={[value?.start ?? null, value?.end ?? null]}
        onChange={([start, end]) => emit(toIsoDay(start), toIsoDay(end), radioType)}
        error={error}
      />
      {definition.radioItems?.length ? (
        <Radio.Group
          aria-label={t('filters.dateKind', 'Tipo de data de {{label}}', { label: definition.label })}
          value={radioType}
          onChange={(type) => emit(value?.start ?? null, value?.end ?? null, type)}
        >
          <Group gap="md">
            {definition.radioItems.map((item) => (
              <Radio key={item.value} value={item.value} label={item.label} size="xs" />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
    </Stack>
  );
}

/** Mantine reports picked days as 'YYYY-MM-DD' strings (or Date objects from older callers). */
function toIsoDay(day: string | Date | null): string | null {
  if (day === null) return null;
  if (typeof day === 'string') return day.slice(0, 10);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
