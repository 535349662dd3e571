import { Group, Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from './data-table-types';

interface SortableHeaderProps<T> {
  column: Column<T>;
  sortBy: string | null;
  sortDesc: boolean;
  onSort: (key: string) => void;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A column header; sortable columns get a button and `aria-sort`. */
export function SortableHeader<T>({ column, sortBy, sortDesc, onSort }: SortableHeaderProps<T>) {
  const { t } = useTranslation('kit');
  const style = { width: column.width, textAlign: column.align };
  if (!column.sortable) {
    return <Table.Th style={style}>{column.header}</Table.Th>;
  }
  const direction = sortBy === column.key ? (sortDesc ? 'descending' : 'ascending') : 'none';
  return (
    <Table.Th style={style} aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(column.key)}
        fw={700}
        fz="sm"
        title={t('table.sortBy', 'Ordenar por {{column}}', { column: column.header })}
      >
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
          <span>{column.header}</span>
          <span aria-hidden style={{ opacity: direction === 'none' ? 0.4 : 1, fontSize: '0.7em' }}>
            {ARROWS[direction]}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
