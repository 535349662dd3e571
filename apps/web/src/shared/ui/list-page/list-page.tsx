import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCentsBRL } from '@mentor/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../lib/api';
import {
  type Column,
  type ColumnChooserOptions,
  DataTable,
  type ExportMenuOptions,
  type RowId,
} from '../data-table';
import { FilterPanel } from '../filter-panel';
import { PageTitle } from '../page-title';
import { ListSavedViews } from '../saved-views';
import type { ListPageModel } from './use-list-page';

/** One button of a row's actions column. */
export interface RowAction {
  label: string;
  onClick: () => void;
  color?: string;
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  /** Leaves the button out for this row (e.g. close only open records). */
  hidden?: boolean;
}

/** The actions column: its width (it stays pinned on the right) and the buttons of a row. */
export interface RowActions<TRow> {
  width: number;
  items: (row: TRow) => RowAction[];
}

/** Props of {@link ListPage}. */
export interface ListPageProps<TData, TRow> {
  model: ListPageModel<TData, TRow>;
  title: string;
  columns: Column<TRow>[];
  /** Names a row in its action labels ('Fechar <uuid>'), so a screen reader tells them apart. */
  rowName?: (row: TRow) => string;
  actions?: RowActions<TRow>;
  /** The record's own address: the whole row opens it. */
  getRowHref?: (row: TRow) => string;
  /** Buttons beside the title ('Novo usuário'). */
  headerActions?: ReactNode;
  /**
   * Row checkboxes; the bulk actions get the selected ids, a way to clear them and the selected
   * rows (those of other pages as they were when selected).
   */
  bulkActions?: (selected: RowId[], clear: () => void, rows: TRow[]) => ReactNode;
  /** A row's amount in cents: the selection bar shows what the selected rows add up to. */
  selectionAmount?: (row: TRow) => number;
  emptyText?: string;
  columnChooser?: ColumnChooserOptions;
  exportMenu?: ExportMenuOptions;
  /** Shown between the filters and the table (notices, background jobs). */
  beforeTable?: ReactNode;
  /** Shown instead of the table while the list needs a project chosen in the top bar. */
  needsProjectText?: string;
  /** Dialogs and panels of the screen. */
  children?: ReactNode;
}

/**
 * A list screen from its model ({@link useListPage}), columns and actions: title, filter panel
 * with saved views (folding to its chips after a search), 'Atualizar', the table and paging.
 */
export function ListPage<TData, TRow>({
  model,
  title,
  columns,
  rowName,
  actions,
  getRowHref,
  headerActions,
  bulkActions,
  selectionAmount,
  emptyText,
  columnChooser,
  exportMenu,
  beforeTable,
  needsProjectText,
  children,
}: ListPageProps<TData, TRow>) {
  const { t } = useTranslation('kit');
  const [selected, setSelectedIds] = useState<RowId[]>([]);
  // The selected rows, kept when the page changes: what a bulk action acts on, and its total.
  const [selectedRows, setSelectedRows] = useState<TRow[]>([]);
  const pageRows = model.tableProps.rows;
  const setSelected = (ids: RowId[]) => {
    setSelectedIds(ids);
    setSelectedRows((before) => {
      const byId = new Map(before.map((row) => [model.list.rowKey(row), row]));
      for (const row of pageRows ?? []) byId.set(model.list.rowKey(row), row);
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row === undefined ? [] : [row];
      });
    });
  };
  const clearSelection = () => setSelected([]);
  // On a phone the filters start folded to their chips, leaving the rows in view.
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // The same element while the views' props are the same: the filter panel (memoised) is left
  // alone when an answer re-renders the list.
  const { savedViewsProps } = model;
  const savedViews = useMemo(() => <ListSavedViews {...savedViewsProps} />, [savedViewsProps]);
  const actionColumn: Column<TRow>[] = actions
    ? [
        {
          key: 'actions',
          header: t('table.actions', 'Ações'),
          hideable: false,
          pin: 'right',
          width: actions.width,
          render: (row) => (
            <Group gap="xs" wrap="nowrap">
              {actions
                .items(row)
                .filter((action) => !action.hidden)
                .map((action) => (
                  <Button
                    key={action.label}
                    size="compact-sm"
                    color={action.color}
                    variant={action.variant ?? 'light'}
                    aria-label={rowName ? `${action.label} ${rowName(row)}` : action.label}
                    onClick={action.onClick}
                  >
                    {action.label}
                  </Button>
                ))}
            </Group>
          ),
        },
      ]
    : [];

  return (
    <Stack>
      <PageTitle title={title} actions={headerActions} />
      <FilterPanel {...model.filterProps} defaultCollapsed={isPhone} savedViews={savedViews} />
      {model.staleError ? (
        <Alert color="red" role="alert" title={t('table.reloadFailed', 'Falha ao atualizar a lista')}>
          {errorView(model.staleError).message}
        </Alert>
      ) : null}
      {beforeTable}
      {model.needsProject ? (
        <Alert color="yellow">{needsProjectText ?? t('table.selectProject', 'Selecione um projeto.')}</Alert>
      ) : (
        <DataTable<TRow>
          label={title}
          columns={[...columns, ...actionColumn]}
          {...model.tableProps}
          emptyText={emptyText}
          getRowHref={getRowHref}
          columnChooser={columnChooser}
          exportMenu={exportMenu}
          selection={
            bulkActions
              ? { selectedIds: selected, onChange: setSelected, getRowId: model.list.rowKey }
              : undefined
          }
          bulkActions={bulkActions?.(selected, clearSelection, selectedRows)}
          selectionSummary={
            selectionAmount && selectedRows.length > 0
              ? t('table.selectedTotal', 'Total: {{amount}}', {
                  amount: formatCentsBRL(selectedRows.reduce((sum, row) => sum + selectionAmount(row), 0)),
                })
              : undefined
          }
          toolbar={
            <Button variant="default" size="xs" onClick={model.refresh} loading={model.query.isFetching}>
              {t('table.refresh', 'Atualizar')}
            </Button>
          }
        />
      )}
      {children}
    </Stack>
  );
}
