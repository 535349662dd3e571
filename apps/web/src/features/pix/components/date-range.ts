import { type FilterValue, isDateRangeValue } from '../../../shared/ui/filter-panel';

/** Start and end (YYYY-MM-DD) of a date-range filter value. */
export function rangeOf(value: FilterValue | undefined): {
  start: string | undefined;
  end: string | undefined;
} {
  if (value === undefined || !isDateRangeValue(value)) return { start: undefined, end: undefined };
  return { start: value.start ?? undefined, end: value.end ?? undefined };
}

/** A text or select filter value, or undefined. */
export function textOf(value: FilterValue | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
