import type { Column } from '../data-table-types';

/** What every column helper takes: the column's id and header, and any other column option. */
export type ColumnBase<T> = Pick<Column<T>, 'key' | 'header'> &
  Partial<Omit<Column<T>, 'key' | 'header' | 'render' | 'text' | 'copy'>>;
