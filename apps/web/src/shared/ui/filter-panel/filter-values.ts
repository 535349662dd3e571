import type { DateRangeValue, FilterDefinition, FilterValue, FilterValues } from './filter-types';

/** Narrows a filter value to a date range. */
export function isDateRangeValue(value: FilterValue | undefined): value is DateRangeValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when a value does not restrict the list (no chip, not sent). */
export function isEmptyFilterValue(value: FilterValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (isDateRangeValue(value)) return !value.start && !value.end;
  return false;
}

/** The "not filtered" value of a definition; a date range keeps its default radio choice. */
export function emptyFilterValue(definition: FilterDefinition): FilterValue {
  if (definition.type === 'daterange' && definition.radioItems?.length) {
    return { start: null, end: null, type: definition.radioValue ?? definition.radioItems[0]?.value ?? null };
  }
  return null;
}

/** Values for every definition, taking `values` where present and the empty value otherwise. */
export function completeFilterValues(definitions: FilterDefinition[], values: FilterValues): FilterValues {
  const result: FilterValues = {};
  for (const definition of definitions) {
    result[definition.key] = values[definition.key] ?? emptyFilterValue(definition);
  }
  return result;
}

/** Values after "Limpar": filters that cannot be cleared keep their current value. */
export function clearedFilterValues(definitions: FilterDefinition[], values: FilterValues): FilterValues {
  const result: FilterValues = {};
  for (const definition of definitions) {
    result[definition.key] =
      definition.clearable === false ? (values[definition.key] ?? null) : emptyFilterValue(definition);
  }
  return result;
}
