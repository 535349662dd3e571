import { MultiSelect, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CurrencyInput } from '../inputs/currency-input';
import { readNumberInputValue, useNumberDraft } from '../inputs/use-number-draft';
import { AutocompleteField } from './autocomplete-field';
import { DateRangeField } from './date-range-field';
import type { FilterDefinition, FilterOption, FilterValue } from './filter-types';
import { isDateRangeValue } from './filter-values';

interface FilterFieldProps {
  definition: FilterDefinition;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  /** Remembers the label of an option picked in an autocomplete, for the chips. */
  onOptionPicked?: (option: FilterOption) => void;
  error: string | null;
}

const identity = (value: number): number => value;

function NumberFilterField({
  definition,
  value,
  onChange,
  error,
  isInteger,
}: Omit<FilterFieldProps, 'value'> & { value: number | null; isInteger: boolean }) {
  const [draft, setDraft] = useNumberDraft(value, identity, readNumberInputValue);
  return (
    <NumberInput
      label={definition.label}
      placeholder={definition.placeholder}
      hideControls
      decimalSeparator=","
      thousandSeparator="."
      allowDecimal={!isInteger}
      decimalScale={isInteger ? 0 : (definition.precision ?? 2)}
      min={definition.config?.min}
      max={definition.config?.max}
      value={draft}
      onChange={(display) => onChange(setDraft(display))}
      error={error}
    />
  );
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
