import type { FieldMap } from '@mentor/contract/record-fields';
import { compareFields, type FieldChange } from '@mentor/contract/record-fields';

export type { FieldChange };

/**
 * The fields of a change whose value differs, in the order they first appear; fields the
 * declaration hides (bookkeeping) are left out. `changed`, when the server sends it, decides
 * instead of comparing: it compared the clear values, and two personal values may mask alike.
 */
export function changedFields(
  before: unknown,
  after: unknown,
  fields?: FieldMap,
  changed?: readonly string[],
): FieldChange[] {
  return compareFields(before, after)
    .filter(
      (field) => !fields?.[field.path]?.hidden && (changed ? changed.includes(field.path) : field.changed),
    )
    .map(({ path, before: was, after: is }) => ({ path, before: was, after: is }));
}
