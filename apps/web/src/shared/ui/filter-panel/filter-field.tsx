import { MultiSelect, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { onDemand } from '../on-demand';
import { AutocompleteField } from './autocomplete-field';
import type { FilterDefinition, FilterOption, FilterType, FilterValue } from './filter-types';
import { isDateRangeValue } from './filter-values';

/** Stands in for a field whose code is still arriving: same label, same height. */
const pendingField = (props: { label?: string; definition?: FilterDefinition }) => (
  <TextInput label={props.definition?.label ?? props.label} disabled aria-busy="true" />
);

// The date, number and money inputs (the date pickers, react-number-format) are fetched only by
// lists whose filters use them, and ahead of the screen by its route (`preloadFilterKinds`).
const DateRangeField = onDemand(
  () => import('./date-range-field').then((m) => m.DateRangeField),
  () => true,
  pendingField,
);
const NumberFilterField = onDemand(
  () => import('./number-filter-field').then((m) => m.NumberFilterField),
  () => true,
  pendingField,
);
const CurrencyInput = onDemand(
  () => import('../inputs/currency-input').then((m) => m.CurrencyInput),
  () => true,
  (props) => pendingField({ label: typeof props.label === 'string' ? props.label : undefined }),
);

/** Starts fetching the inputs of these filter kinds (called by a list's route before it renders). */
export function preloadFilterKinds(types: Iterable<FilterType>): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  const kinds = new Set(types);
  if (kinds.has('daterange')) loads.push(DateRangeField.preload());
  if (kinds.has('integer') || kinds.has('float')) loads.push(NumberFilterField.preload());
  if (kinds.has('currency')) loads.push(CurrencyInput.preload());
  return Promise.all(loads);
}

export interface FilterFieldProps {
  definition: FilterDefinition;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  /** Remembers the label of an option picked in an autocomplete, for the chips. */
  onOptionPicked?: (option: FilterOption) => void;
  error: string | null;
}

const asString = (value: FilterValue): string | null => (typeof value === 'string' ? value : null);
const asNumber = (value: FilterValue): number | null => (typeof value === 'number' ? value : null);

/** Renders the input matching a filter definition's type. */
export function FilterField({ definition, value, onChange, onOptionPicked, error }: FilterFieldProps) {
  const { t } = useTranslation('kit');
  const isClearable = definition.clearable !== false;
  const clearButtonProps = {
    'aria-label': t('filters.clearField', 'Limpar {{label}}', { label: definition.label }),
  };

  switch (definition.type) {
    case 'text':
      return (
        <TextInput
          label={definition.label}
          placeholder={definition.placeholder}
          value={asString(value) ?? ''}
          onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
          error={error}
        />
      );
    case 'currency':
      return (
        <CurrencyInput
          label={definition.label}
          placeholder={definition.placeholder}
          value={asNumber(value)}
          onChange={onChange}
          maxCents={definition.config?.max}
          error={error}
        />
      );
    case 'float':
    case 'integer':
      return (
        <NumberFilterField
          definition={definition}
          value={asNumber(value)}
          onChange={onChange}
          error={error}
          isInteger={definition.type === 'integer'}
        />
      );
    case 'autocomplete':
      return (
        <AutocompleteField
          definition={definition}
          value={asString(value)}
          onChange={(next, option) => {
            if (option) onOptionPicked?.(option);
            onChange(next);
          }}
          onResolved={onOptionPicked}
          error={error}
        />
      );
    case 'select':
      return (
        <Select
          label={definition.label}
          placeholder={definition.placeholder}
          data={definition.options ?? []}
          value={asString(value)}
          onChange={onChange}
          clearable={isClearable}
          clearButtonProps={clearButtonProps}
          searchable
          nothingFoundMessage={t('filters.noOptions', 'Nenhuma opção encontrada')}
          error={error}
        />
      );
    case 'multi-select':
      return (
        <MultiSelect
          label={definition.label}
          placeholder={definition.placeholder}
          data={definition.options ?? []}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next.length === 0 ? null : next)}
          clearable={isClearable}
          clearButtonProps={clearButtonProps}
          searchable
          nothingFoundMessage={t('filters.noOptions', 'Nenhuma opção encontrada')}
          error={error}
        />
      );
    case 'tags':
      return (
        <TagsInput
          label={definition.label}
          placeholder={definition.placeholder}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next.length === 0 ? null : next)}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable={isClearable}
          clearButtonProps={clearButtonProps}
          error={error}
        />
      );
    case 'switch':
      return (
        <Switch
          mt="xl"
          label={definition.label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
        />
      );
    case 'daterange':
      return (
        <DateRangeField
          definition={definition}
          value={isDateRangeValue(value) ? value : null}
          onChange={onChange}
          error={error}
        />
      );
  }
}
