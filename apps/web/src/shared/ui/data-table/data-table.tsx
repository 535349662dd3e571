import { Anchor, Box, Checkbox, Group, Table } from '@mantine/core';
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar } from './bulk-action-bar';
import { ColumnChooserMenu } from './column-chooser';
import { DataTablePagination } from './data-table-pagination';
import { EmptyState, ErrorState, MessageRow, SkeletonRows } from './data-table-states';
import type {
  Column,
  ColumnChooserOptions,
  DataTableSelection,
  DataTableState,
  ExportMenuOptions,
  RowId,
} from './data-table-types';
import { ExportMenu } from './export-menu';
import { SortableHeader } from './sortable-header';
import { useColumnVisibility } from './use-column-visibility';

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
  /** Makes each row a link to this address (first cell holds the link; the whole row is clickable). */
  getRowHref?: (row: T) => string;
  /** Row checkboxes for bulk actions. */
  selection?: DataTableSelection<T>;
  /** Bulk actions shown while rows are selected. */
  bulkActions?: ReactNode;
  columnChooser?: ColumnChooserOptions;
  exportMenu?: ExportMenuOptions;
  /** Extra toolbar content, left of the column chooser and export menu. */
  toolbar?: ReactNode;
  /** Distance from the top of the viewport at which the header sticks. Default 0. */
  stickyHeaderOffset?: number | string;
  /** Row key when there is no selection; defaults to the row index. */
  getRowKey?: (row: T, index: number) => RowId;
}

function defaultCell(row: unknown, key: string): ReactNode {
  if (typeof row !== 'object' || row === null) return null;
  const value: unknown = Reflect.get(row, key);
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}

const INTERACTIVE = 'a, button, input, label, select, textarea, [role="checkbox"], [role="button"]';

/**
 * Server-paged, server-sorted table shared by every list screen (spec core §3.1, §7): skeleton
 * rows on first load (previous rows dimmed while the next page loads), error state with retry,
 * empty state, 'Exibindo X–Y de Z' with page controls, `aria-sort` headers, optional row links,
 * selection with a bulk-action bar, column chooser and export menu.
 */
export function DataTable<T>({
  columns,
  rows,
  total,
  totalIsEstimate = false,
  page,
  perPage,
  perPageOptions = DEFAULT_PER_PAGE_OPTIONS,
  sortBy = null,
  sortDesc = false,
  onChange,
  isLoading = false,
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
  stickyHeaderOffset = 0,
  getRowKey,
}: DataTableProps<T>) {
  const { t } = useTranslation('kit');
  const router: AnyRouter | undefined = useRouter({ warn: false });
  const visibility = useColumnVisibility(columnChooser?.storageKey ?? '', columns);
  const visibleColumns = columnChooser
    ? columns.filter((column) => visibility.isVisible(column.key))
    : columns;
  const columnCount = visibleColumns.length + (selection ? 1 : 0);
  const hasError = error !== undefined && error !== null && error !== false;

  const navigate = (href: string) => {
    if (router) void router.navigate({ href });
    else window.location.assign(href);
  };
  const handleLinkClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    navigate(href);
  };

  const handleSort = (key: string) => {
    const nextDesc = sortBy === key ? !sortDesc : false;
    onChange({ page: 1, perPage, sortBy: key, sortDesc: nextDesc });
  };

  const pageIds = selection && rows ? rows.map(selection.getRowId) : [];
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selectedIds.includes(id)) : [];
  const isAllSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;
  const toggleAll = () => {
    if (!selection) return;
    const others = selection.selectedIds.filter((id) => !pageIds.includes(id));
    selection.onChange(isAllSelected ? others : [...others, ...pageIds]);
  };
  const toggleRow = (id: RowId) => {
    if (!selection) return;
    selection.onChange(
      selection.selectedIds.includes(id)
        ? selection.selectedIds.filter((item) => item !== id)
        : [...selection.selectedIds, id],
    );
  };

  const hasSelection = selection !== undefined && selection.selectedIds.length > 0;
  const hasToolbar =
    hasSelection || toolbar !== undefined || columnChooser !== undefined || exportMenu !== undefined;

  const renderBody = () => {
    if (hasError) {
      return (
        <MessageRow columnCount={columnCount}>
          <ErrorState error={error} onRetry={onRetry} />
        </MessageRow>
      );
    }
    if (rows === undefined) {
      return isLoading ? <SkeletonRows rowCount={Math.min(perPage, 10)} columnCount={columnCount} /> : null;
    }
    if (rows.length === 0) {
      return isLoading ? (
        <SkeletonRows rowCount={Math.min(perPage, 10)} columnCount={columnCount} />
      ) : (
        <MessageRow columnCount={columnCount}>
          <EmptyState text={emptyText ?? t('table.empty', 'Nenhum registro encontrado')} />
        </MessageRow>
      );
    }
    return rows.map((row, index) => {
      const id = selection ? selection.getRowId(row) : undefined;
      const href = getRowHref?.(row);
      const isSelected = id !== undefined && (selection?.selectedIds.includes(id) ?? false);
      return (
        <Table.Tr
          key={id ?? getRowKey?.(row, index) ?? index}
          onClick={href ? (event) => handleRowClick(event, href) : undefined}
          style={href ? { cursor: 'pointer' } : undefined}
        >
          {selection && id !== undefined ? (
            <Table.Td w={40}>
              <Checkbox
                aria-label={t('table.selectRow', 'Selecionar registro {{id}}', { id })}
                checked={isSelected}
                onChange={() => toggleRow(id)}
              />
            </Table.Td>
          ) : null}
          {visibleColumns.map((column, columnIndex) => {
            const content = column.render ? column.render(row) : defaultCell(row, column.key);
            return (
              <Table.Td key={column.key} style={{ textAlign: column.align }}>
                {href && columnIndex === 0 ? (
                  <Anchor href={href} onClick={(event) => handleLinkClick(event, href)}>
                    {content}
                  </Anchor>
                ) : (
                  content
                )}
              </Table.Td>
            );
          })}
        </Table.Tr>
      );
    });
  };

  return (
    <Box>
      {hasToolbar ? (
        <Group justify="space-between" mb="xs" gap="sm" wrap="wrap">
          <Group gap="sm">
            {hasSelection && selection ? (
              <BulkActionBar count={selection.selectedIds.length} onClear={() => selection.onChange([])}>
                {bulkActions}
              </BulkActionBar>
            ) : null}
            {toolbar}
          </Group>
          <Group gap="xs">
            {columnChooser ? <ColumnChooserMenu columns={columns} visibility={visibility} /> : null}
            {exportMenu ? <ExportMenu {...exportMenu} /> : null}
          </Group>
        </Group>
      ) : null}
      <Table
        stickyHeader
        stickyHeaderOffset={stickyHeaderOffset}
        highlightOnHover={Boolean(getRowHref)}
        aria-label={label}
        aria-busy={isLoading}
        style={{ opacity: isLoading && rows && rows.length > 0 ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('table.selectPage', 'Selecionar todos desta página')}
                  checked={isAllSelected}
                  indeterminate={selectedOnPage.length > 0 && !isAllSelected}
                  disabled={pageIds.length === 0}
                  onChange={toggleAll}
                />
              </Table.Th>
            ) : null}
            {visibleColumns.map((column) => (
              <SortableHeader
                key={column.key}
                column={column}
                sortBy={sortBy}
                sortDesc={sortDesc}
                onSort={handleSort}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{renderBody()}</Table.Tbody>
      </Table>
      {!hasError && total > 0 ? (
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
