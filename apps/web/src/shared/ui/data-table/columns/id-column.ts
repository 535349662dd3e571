import { EMPTY_VALUE } from '@mentor/contract';
import type { Column } from '../data-table-types';
import type { ColumnBase } from './column-base';

export interface IdColumnOptions<T> extends ColumnBase<T> {
  /** The identifier (id, uuid, NSU…); null shows '-' without a copy button. */
  id: (row: T) => string | number | null | undefined;
}

/**
 * An identifier with a button copying it. The key column by default: pinned left and never
 * hidden (pass `pin: undefined, hideable: true` for a secondary identifier).
 */
export function idColumn<T>({ id, ...column }: IdColumnOptions<T>): Column<T> {
  const text = (row: T) => {
    const value = id(row);
    return value === null || value === undefined || value === '' ? null : String(value);
  };
  return {
    pin: 'left',
    hideable: false,
    ...column,
    text: (row) => text(row) ?? EMPTY_VALUE,
    copy: text,
  };
}
