import 'mantine-datatable/styles.css';
import { Box, Button, Group, Text } from '@mantine/core';
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type MouseEvent, type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar } from './bulk-action-bar';
import { ColumnChooserMenu } from './column-chooser';
import { DataTablePagination } from './data-table-pagination';
import { EmptyState, ErrorState } from './data-table-states';
import type {
  Column,
  ColumnChooserOptions,
  DataTableSelection,
  DataTableState,
  ExportMenuOptions,
  RowId,
} from './data-table-types';
import { ExportMenu } from './export-menu';
import { SortableTitle } from './sortable-header';
import { cellText, TableCell } from './table-cell';
import { useColumnVisibility } from './use-column-visibility';
import { usePinnedColumns } from './use-pinned-columns';
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
  columnChooser?: ColumnChooserOptions;
  exportMenu?: ExportMenuOptions;
  /** Extra toolbar content, left of the column chooser and export menu. */
  toolbar?: ReactNode;
  /** Row key when there is no selection; defaults to the row index. */
  getRowKey?: (row: T, index: number) => RowId;
  /** Offers the compact-density switch in the toolbar. Default true. */
  densityToggle?: boolean;
}

/** The record last opened from a table, and the list it was opened from. */
let lastOpened: { href: string; from: string } | null = null;

const INTERACTIVE = 'a, button, input, label, select, textarea, [role="checkbox"], [role="button"]';
const DEFAULT_MAX_WIDTH = 280;
/** The table scrolls inside its own box, below the top bar, with its header kept in view. */
const BOX_MAX_HEIGHT = 'calc(100dvh - var(--app-shell-header-height, 3.5rem) - 1rem)';

/**
 * Whether a cell cuts its content to one line with '…': plain text does (its full text is the
 * cell's tooltip); pinned columns and cells drawn by the screen (chips, warnings, buttons) keep
 * their content whole, the column growing instead.
 */
function cellTruncates<T>(column: Column<T>): boolean {
  return column.pin === undefined && (column.text !== undefined || column.render === undefined);
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
  columnChooser,
  exportMenu,
  toolbar,
  getRowKey,
  densityToggle = true,
}: DataTableProps<T>) {
  const { t } = useTranslation('kit');
  // A new page's rows render in a deferred pass, which React splits into short slices: the
  // answer arriving never holds the main thread for the whole table. Until that pass is
  // committed the table shows what it showed before, as loading.
  const rows = useDeferredValue(latestRows);
  const rowsPending = rows !== latestRows && (rows?.length ?? 0) + (latestRows?.length ?? 0) > 0;
  const isLoading = loadingRows || rowsPending;
  const router: AnyRouter | undefined = useRouter({ warn: false });
  const [density, setDensity] = useTableDensity();
  const visibility = useColumnVisibility(columnChooser?.storageKey ?? '', columns);
  const visibleColumns = orderPinned(
    columnChooser ? columns.filter((column) => visibility.isVisible(column.key)) : columns,
  );
  const hasError = error !== undefined && error !== null && error !== false;
  const keyColumn = visibleColumns[0]?.key;

  const boxRef = useRef<HTMLDivElement>(null);
  const hrefs = getRowHref && rows ? rows.map(getRowHref) : [];
  // Coming back to the list a record was opened from puts focus on its row again.
  const returning =
    lastOpened !== null && lastOpened.from === window.location.pathname && hrefs.includes(lastOpened.href)
      ? lastOpened.href
      : null;
  useEffect(() => {
    if (returning === null) return;
    const links = boxRef.current?.querySelectorAll<HTMLAnchorElement>('tbody a[data-row-link]') ?? [];
    const link = Array.from(links).find((item) => item.getAttribute('href') === returning);
    if (!link) return;
    lastOpened = null;
    link.focus();
  }, [returning]);

  const navigate = (href: string) => {
    lastOpened = { href, from: window.location.pathname };
    if (router) void router.navigate({ href });
    else window.location.assign(href);
  };
  const handleLinkClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    navigate(href);
  };
  const handleSort = (key: string) => {
    const nextDesc = sortBy === key ? !sortDesc : false;
    onChange({ page: 1, perPage, sortBy: key, sortDesc: nextDesc });
  };

  // Pinned columns gather at the table's start once it is wider than its box (pinned-columns.ts).
  const viewportRef = useRef<HTMLDivElement>(null);
  const pinned = usePinnedColumns(visibleColumns, viewportRef);

  const tableColumns: DataTableColumn<T>[] = visibleColumns.map((column) => {
    const truncates = cellTruncates(column);
    return {
      accessor: column.key,
      title: <SortableTitle column={column} sortBy={sortBy} sortDesc={sortDesc} onSort={handleSort} />,
      textAlign: column.align ?? 'left',
      width: column.width,
      pinned: pinned.includes(column.key) ? 'left' : undefined,
      ...(truncates ? { ellipsis: true } : { noWrap: true }),
      cellsStyle: () =>
        truncates ? { maxWidth: column.maxWidth ?? DEFAULT_MAX_WIDTH } : { minWidth: 'max-content' },
      customCellAttributes: (row) => {
        const text = truncates ? cellText(column, row) : null;
        return text ? { title: text } : {};
      },
      render: (row) => (
        <TableCell
          column={column}
          row={row}
          href={column.key === keyColumn ? getRowHref?.(row) : undefined}
          onLinkClick={handleLinkClick}
        />
      ),
    };
  });

  const records = hasError ? [] : (rows ?? []);
  const rowId = (row: T): RowId =>
    selection ? selection.getRowId(row) : (getRowKey?.(row, records.indexOf(row)) ?? records.indexOf(row));
  const pageIds = selection ? records.map(selection.getRowId) : [];
  const selectionProps = selection
    ? {
        selectedRecords: records.filter((row) => selection.selectedIds.includes(selection.getRowId(row))),
        onSelectedRecordsChange: (picked: T[]) => {
          const others = selection.selectedIds.filter((id) => !pageIds.includes(id));
          selection.onChange([...others, ...picked.map(selection.getRowId)]);
        },
        getRecordSelectionCheckboxProps: (row: T) => ({
          'aria-label': t('table.selectRow', 'Selecionar registro {{id}}', { id: selection.getRowId(row) }),
        }),
        allRecordsSelectionCheckboxProps: {
          'aria-label': t('table.selectPage', 'Selecionar todos desta página'),
        },
      }
    : {};

  const hasSelection = selection !== undefined && selection.selectedIds.length > 0;
  const compact = density === 'compact';

  return (
    <Box ref={boxRef}>
      <Group justify="space-between" mb="xs" gap="sm" wrap="wrap">
        <Group gap="sm">
          {hasSelection && selection ? (
            <BulkActionBar count={selection.selectedIds.length} onClear={() => selection.onChange([])}>
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
        <MantineDataTable<T>
          aria-label={label}
          aria-busy={isLoading}
          withTableBorder
          borderRadius="sm"
          highlightOnHover={Boolean(getRowHref)}
          verticalSpacing={compact ? 2 : 'xs'}
          fz={compact ? 'xs' : 'sm'}
          mah={BOX_MAX_HEIGHT}
          // The table scrolls in its own box: keyboard users reach it to scroll with the arrows.
          scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': label } }}
          minHeight={records.length === 0 ? 160 : undefined}
          scrollViewportRef={viewportRef}
          columns={tableColumns}
          records={records}
          idAccessor={(row) => rowId(row)}
          fetching={isLoading && records.length === 0}
          emptyState={
            isLoading ? (
              <span />
            ) : (
              <EmptyState text={emptyText ?? t('table.empty', 'Nenhum registro encontrado')} />
            )
          }
          onRowClick={
            getRowHref
              ? ({ record, event }) => {
                  if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
                  navigate(getRowHref(record));
                }
              : undefined
          }
          style={{ opacity: isLoading && records.length > 0 ? 0.6 : 1, transition: 'opacity 150ms' }}
          {...selectionProps}
        />
      )}
      {/* The first rows and the page controls below them appear together: nothing moves. */}
      {!hasError && total > 0 && !(rowsPending && records.length === 0) ? (
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
