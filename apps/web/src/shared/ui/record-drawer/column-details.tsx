import type { ReactNode } from 'react';
import type { Column } from '../data-table';
import type { DetailItem } from '../detail-grid';

/**
 * A list's columns read as the label and value pairs of one record's detail, so a record's
 * panel shows every field the way its list does (money in reais, dates in Brasília time, chips).
 */
export function columnDetails<T>(columns: readonly Column<T>[], row: T): DetailItem[] {
  return columns.map((column) => {
    const value: ReactNode = column.render
      ? column.render(row)
      : column.text
        ? column.text(row)
        : (Reflect.get(row as object, column.key) as ReactNode);
    return { label: column.header, value };
  });
}
