import 'mantine-datatable/styles.css';
import './selected-rows.css';
import { Box, Button, Group, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '../../lib/render/use-stable-callback';
import { FOCUS_SCOPE_ATTRIBUTE } from '../focus-keeper';
import { BulkActionBar } from './bulk-action-bar';
import { ColumnChooserMenu } from './column-chooser';
import { columnsSignature, DataTableGrid, type DataTableView } from './data-table-grid';
import { DataTablePagination } from './data-table-pagination';
import { ErrorState } from './data-table-states';
import type {
  Column,
  ColumnChooserOptions,
  DataTableSelection,
  DataTableState,
  ExportMenuOptions,
  RowId,
} from './data-table-types';
import { ExportMenu } from './export-menu';
import { useColumnVisibility } from './use-column-visibility';
import { useTableDensity } from './use-table-density';

/** Default rows-per-page choices. */
export const DEFAULT_PER_PAGE_OPTIONS = [10, 25, 50, 100];

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  columns: Column<T>[];
  /** Rows of the current page; `undefined` until the first page arrives. */
  rows: T[] | undefined;
  /** Number of records matching the filters (all pages). */
  total: number;
  /** The total is an estimate: shown as 'cerca de'. */
  totalIsEstimate?: boolean;
  /** 1-based page. */
  page: number;
  perPage: number;
  perPageOptions?: number[];
  sortBy?: string | null;
  sortDesc?: boolean;
  /** Called with the next paging/sorting state; changing sort or page size goes back to page 1. */
  onChange: (state: DataTableState) => void;
  isLoading?: boolean;
  /** A failed load; shows its message and 'Tentar novamente'. */
  error?: unknown;
  onRetry?: () => void;
  /** Text of the empty state. Defaults to 'Nenhum registro encontrado'. */
  emptyText?: string;
  /** Accessible name of the table. */
  label?: string;
  /** Makes each row open this address (the key column holds the link; the whole row is clickable). */
  getRowHref?: (row: T) => string;
  /** Row checkboxes for bulk actions. */
  selection?: DataTableSelection<T>;
  /** Bulk actions shown while rows are selected. */
  bulkActions?: ReactNode;
  /** What the selected rows add up to, shown beside their count. */
  selectionSummary?: ReactNode;
  columnChooser?: ColumnChooserOptions;
  exportMenu?: ExportMenuOptions;
  /** Extra toolbar content, left of the column chooser and export menu. */
  toolbar?: ReactNode;
  /** Row key when there is no selection; defaults to the row index. */
  getRowKey?: (row: T, index: number) => RowId;
  /** Offers the compact-density switch in the toolbar. Default true. */
  densityToggle?: boolean;
}

function orderPinned<T>(columns: Column<T>[]): Column<T>[] {
  const left = columns.filter((column) => column.pin === 'left');
  const middle = columns.filter((column) => column.pin === undefined);
  const right = columns.filter((column) => column.pin === 'right');
  return [...left, ...middle, ...right];
}

/**
 * Server-paged, server-sorted table of every list screen (spec core §3.1, §7), on
 * mantine-datatable: it scrolls inside its own box, keeping the key column and the status in
 * view at its start once it is wider than the box (covering nothing at rest), rows on one line
 * (truncated text shows in full as a tooltip, chips are never cut), a compact density, the row
 * opening its record, copy buttons on identifiers, selection with a bulk-action bar, the
 * column chooser and export menu, 'Exibindo X–Y de Z' with page controls.
 */
export function DataTable<T>({
  columns,
  rows: latestRows,
  total,
  totalIsEstimate = false,
  page,
  perPage,
  perPageOptions = DEFAULT_PER_PAGE_OPTIONS,
  sortBy = null,
  sortDesc = false,
  onChange,
  isLoading: loadingRows = false,
  error,
  onRetry,
  emptyText,
  label,
  getRowHref,
  selection,
  bulkActions,
  selectionSummary,
  columnChooser,
  exportMenu,
  toolbar,
  getRowKey,
  densityToggle = true,
}: DataTableProps<T>) {
  const { t } = useTranslation('kit');
  const [density, setDensity] = useTableDensity();
  const visibility = useColumnVisibility(columnChooser?.storageKey ?? '', columns);
  const visibleColumns = orderPinned(
    columnChooser ? columns.filter((column) => visibility.isVisible(column.key)) : columns,
  );
  const hasError = error !== undefined && error !== null && error !== false;
  const compact = density === 'compact';
  const handleSort = useStableCallback((key: string) => {
    const nextDesc = sortBy === key ? !sortDesc : false;
    onChange({ page: 1, perPage, sortBy: key, sortDesc: nextDesc });
  });

  // The rows are drawn from a deferred view (ADR 0500, 0620): an answer, a fetch starting or
  // anything else that renders the screen again leaves the table as it was in that urgent
  // render, which React never splits; the table follows in the deferred pass, in slices of a
  // few milliseconds. Until that pass is committed the table keeps showing what it showed,
  // marked busy when its rows are the ones being replaced. The view is the same object while
  // what it holds is the same: a render of the screen that changes nothing for the table costs
  // no deferred pass either.
  const latestView = useMemo<DataTableView<T>>(
    () => ({
      rows: latestRows,
      loading: loadingRows,
      hasError,
      sortBy,
      sortDesc,
      onSort: handleSort,
      compact,
      label,
      emptyText,
    }),
    [latestRows, loadingRows, hasError, sortBy, sortDesc, handleSort, compact, label, emptyText],
  );
  const view = useDeferredValue(latestView);
  const rowsPending = view.rows !== latestRows && (view.rows?.length ?? 0) + (latestRows?.length ?? 0) > 0;
  const busy = view.loading || rowsPending;
  const shownRows = hasError ? 0 : (view.rows?.length ?? 0);
  const hasSelection = selection !== undefined && selection.selectedIds.length > 0;

  return (
    // A bulk action's button goes with its bar when the selection is cleared: focus then goes
    // to the table's box (focus-keeper.ts).
    <Box {...{ [FOCUS_SCOPE_ATTRIBUTE]: true }}>
      <Group justify="space-between" mb="xs" gap="sm" wrap="wrap">
        <Group gap="sm">
          {hasSelection && selection ? (
            <BulkActionBar
              count={selection.selectedIds.length}
              summary={selectionSummary}
              onClear={() => selection.onChange([])}
            >
              {bulkActions}
            </BulkActionBar>
          ) : null}
          {toolbar}
          {visibleColumns.some((column) => column.brasiliaTime) ? (
            <Text size="xs" c="dimmed">
              {t('table.brasiliaTime', 'Datas e horas no horário de Brasília.')}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs">
          {densityToggle ? (
            <Button
              variant={compact ? 'light' : 'default'}
              size="xs"
              aria-pressed={compact}
              onClick={() => setDensity(compact ? 'comfortable' : 'compact')}
            >
              {t('table.compact', 'Compacta')}
            </Button>
          ) : null}
          {columnChooser ? <ColumnChooserMenu columns={columns} visibility={visibility} /> : null}
          {exportMenu ? <ExportMenu {...exportMenu} /> : null}
        </Group>
      </Group>
      {hasError ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : (
        <DataTableGrid
          view={view}
          busy={busy}
          columns={visibleColumns}
          columnsKey={columnsSignature(visibleColumns)}
          selection={selection}
          getRowHref={getRowHref}
          getRowKey={getRowKey}
        />
      )}
      {/* The first rows and the page controls below them appear together: nothing moves. */}
      {!hasError && total > 0 && !(rowsPending && shownRows === 0) ? (
        <DataTablePagination
          page={page}
          perPage={perPage}
          perPageOptions={perPageOptions}
          total={total}
          totalIsEstimate={totalIsEstimate}
          onPageChange={(next) => onChange({ page: next, perPage, sortBy, sortDesc })}
          onPerPageChange={(next) => onChange({ page: 1, perPage: next, sortBy, sortDesc })}
        />
      ) : null}
    </Box>
  );
}
