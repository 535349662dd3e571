import { EMPTY_VALUE, formatCentsBRL } from '@mentor/contract';
import type { Column } from '../data-table-types';
import type { ColumnBase } from './column-base';

export interface MoneyColumnOptions<T> extends ColumnBase<T> {
  /** The amount in integer cents (a bigint or digit string keeps every digit); null shows '-'. */
  cents: (row: T) => number | bigint | string | null | undefined;
}

/** An amount in integer cents shown in reais ('R$ 1.234,56'), aligned right. */
export function moneyColumn<T>({ cents, ...column }: MoneyColumnOptions<T>): Column<T> {
  return {
    align: 'right',
    ...column,
    text: (row) => {
      const value = cents(row);
      return value === null || value === undefined || value === '' ? EMPTY_VALUE : formatCentsBRL(value);
    },
  };
}
