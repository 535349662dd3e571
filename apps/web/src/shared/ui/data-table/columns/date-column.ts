import { type DateInput, formatDate, formatDateTime, formatDateTimeSeconds } from '@mentor/contract';
import type { Column } from '../data-table-types';
import type { ColumnBase } from './column-base';

export interface DateColumnOptions<T> extends ColumnBase<T> {
  /** The instant (ISO text, Date or epoch ms); null shows '-'. */
  value: (row: T) => DateInput | null | undefined;
  /** 'date' DD/MM/YYYY, 'minutes' DD/MM/YYYY HH:mm (default), 'seconds' DD/MM/YYYY HH:mm:ss. */
  precision?: 'date' | 'minutes' | 'seconds';
}

const FORMAT = { date: formatDate, minutes: formatDateTime, seconds: formatDateTimeSeconds } as const;

/**
 * A date or date-time in Brasília time (São Paulo zone), whatever the browser's zone; a column
 * with times makes the table say so above its rows.
 */
export function dateColumn<T>({ value, precision = 'minutes', ...column }: DateColumnOptions<T>): Column<T> {
  const format = FORMAT[precision];
  return {
    ...(precision === 'date' ? {} : { brasiliaTime: true }),
    ...column,
    text: (row) => format(value(row)),
  };
}
