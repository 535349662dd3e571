import { type EnumFamily, statusChip } from '@mentor/contract';
import { StatusChip } from '../../status-chip/status-chip';
import type { Column } from '../data-table-types';
import type { ColumnBase } from './column-base';

export interface StatusColumnOptions<T> extends ColumnBase<T> {
  /** The status code as the server sends it. */
  code: (row: T) => string | number | boolean | null | undefined;
  /** The status family, when a code means different things in different areas. */
  family?: EnumFamily;
  /** The screen's language: the cell's plain text (its tooltip, the export) is the label in it. */
  lang?: 'pt' | 'en';
}

/**
 * A status as its coloured chip, with the contract's label in the screen's language. Pinned to
 * the right by default, so it stays in view while a wide table scrolls.
 */
export function statusColumn<T>({ code, family, lang = 'pt', ...column }: StatusColumnOptions<T>): Column<T> {
  return {
    pin: 'right',
    ...column,
    text: (row) => statusChip(code(row), family, lang).label,
    render: (row) => <StatusChip code={code(row)} {...(family ? { family } : {})} />,
  };
}
