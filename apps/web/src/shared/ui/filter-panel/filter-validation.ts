import { round } from '@mentor/contract';
import type { FilterDefinition, FilterValue } from './filter-types';

/**
 * Checks a filter value against its definition's schema (contract validators, spec core §5).
 * Currency values are checked in reais, as the operator sees them.
 *
 * @returns the first failing rule's message, or `null` when the value passes.
 */
export function validateFilterValue(definition: FilterDefinition, value: FilterValue): string | null {
  if (!definition.rules) return null;
  const checked =
    definition.type === 'currency' && typeof value === 'number' ? round(value, 2, { cents: 'from' }) : value;
  const result = definition.rules(definition.label).safeParse(checked);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
