import { Anchor, Group } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { CopyValueButton } from './copy-value-button';
import type { Column } from './data-table-types';

function defaultCell(row: unknown, key: string): string | null {
  if (typeof row !== 'object' || row === null) return null;
  const value: unknown = Reflect.get(row, key);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** The plain text of a cell (its tooltip), when it has one. */
export function cellText<T>(column: Column<T>, row: T): string | null {
  if (column.text) return column.text(row) ?? null;
  return column.render ? null : defaultCell(row, column.key);
}

interface TableCellProps<T> {
  column: Column<T>;
  row: T;
  /** The record's address: the cell holds the row's link (the key column). */
  href?: string | undefined;
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** One cell: its content, the row's link in the key column, a copy button on identifiers. */
export function TableCell<T>({ column, row, href, onLinkClick }: TableCellProps<T>) {
  const content: ReactNode = column.render ? column.render(row) : cellText(column, row);
  const linked =
    href !== undefined ? (
      <Anchor href={href} onClick={(event) => onLinkClick?.(event, href)} inherit data-row-link>
        {content}
      </Anchor>
    ) : (
      content
    );
  const copyValue = column.copy?.(row);
  if (!copyValue) return linked;
  return (
    <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{linked}</span>
      <CopyValueButton value={copyValue} label={column.header} />
    </Group>
  );
}
