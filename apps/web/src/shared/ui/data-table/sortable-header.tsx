import { Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from './data-table-types';

interface SortableTitleProps<T> {
  column: Column<T>;
  sortBy: string | null;
  sortDesc: boolean;
  onSort: (key: string) => void;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A column title; sortable columns get a button that says how the column is sorted. */
export function SortableTitle<T>({ column, sortBy, sortDesc, onSort }: SortableTitleProps<T>) {
  const { t } = useTranslation('kit');
  if (!column.sortable) return <>{column.header}</>;
  const direction = sortBy === column.key ? (sortDesc ? 'descending' : 'ascending') : 'none';
  const state = {
    ascending: t('table.sortedAscending', 'ordenado crescente'),
    descending: t('table.sortedDescending', 'ordenado decrescente'),
    none: t('table.notSorted', 'sem ordenação'),
  }[direction];
  return (
    <UnstyledButton
      onClick={() => onSort(column.key)}
      fw={700}
      fz="inherit"
      data-sort={direction}
      title={t('table.sortBy', 'Ordenar por {{column}}', { column: column.header })}
    >
      <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
        <span>{column.header}</span>
        <span aria-hidden style={{ opacity: direction === 'none' ? 0.4 : 1, fontSize: '0.7em' }}>
          {ARROWS[direction]}
        </span>
        <VisuallyHidden>{`(${state})`}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
