import { type FilterValue, isDateRangeValue, isEmptyFilterValue } from '../filter-panel';
import type { ApiParams, FilterToApi, ListFilter } from './define-list';

function scalar(value: FilterValue): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}

/** Sends the value under `name`: text as text, a multi-select as a list. */
export function asParam(name: string): FilterToApi {
  return (value) => {
    if (Array.isArray(value)) return value.length > 0 ? { [name]: value } : {};
    const text = scalar(value);
    return text === undefined ? {} : { [name]: text };
  };
}

/** Sends a date range as two ISO-day parameters. */
export function asDateRange(startName: string, endName: string): FilterToApi {
  return (value) => {
    if (!isDateRangeValue(value)) return {};
    const params: ApiParams = {};
    if (value.start) params[startName] = value.start;
    if (value.end) params[endName] = value.end;
    return params;
  };
}

/** Sends only the digits of a document or account typed with its mask. */
export function asDigits(name: string): FilterToApi {
  return (value) => {
    const digits = scalar(value)?.replace(/\D/g, '');
    return digits ? { [name]: digits } : {};
  };
}

/** The API parameters of the applied filter values. */
export function filtersToApi(filters: readonly ListFilter[], values: Record<string, FilterValue>): ApiParams {
  const params: ApiParams = {};
  for (const filter of filters) {
    const value = values[filter.key] ?? null;
    if (filter.api === false || isEmptyFilterValue(value)) continue;
    const toApi = typeof filter.api === 'function' ? filter.api : asParam(filter.api ?? filter.key);
    Object.assign(params, toApi(value));
  }
  return params;
}
