import { round, validate } from '@mentor/contract';
import type { FilterDefinition, FilterValue } from './filter-types';

/**
 * Checks a filter value against its definition's rules (contract validators, spec core §5).
 * Currency values are checked in reais, so `min_value:1,00` reads as the operator sees it.
 *
 * @returns the first failing rule's message, or `null` when the value passes.
 */
export function validateFilterValue(definition: FilterDefinition, value: FilterValue): string | null {
  if (!definition.rules || definition.rules.length === 0) return null;
  const checked =
    definition.type === 'currency' && typeof value === 'number' ? round(value, 2, { cents: 'from' }) : value;
  const result = validate(checked, definition.rules, definition.label);
  return result === true ? null : result;
}
