import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type MouseEvent, memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUS_FALLBACK_ATTRIBUTE } from '../focus-keeper';
import { EmptyState } from './data-table-states';
import type { Column, DataTableSelection, RowId } from './data-table-types';
import { SortableTitle } from './sortable-header';
import { cellText, TableCell } from './table-cell';
import { usePinnedColumns } from './use-pinned-columns';

/** Everything the rows are drawn from: one value, so that it can be rendered in a deferred pass. */
export interface DataTableView<T> {
  rows: T[] | undefined;
  loading: boolean;
  hasError: boolean;
  sortBy: string | null;
  sortDesc: boolean;
  onSort: (key: string) => void;
  compact: boolean;
  label: string | undefined;
  emptyText: string | undefined;
}

/** The record last opened from a table, and the list it was opened from. */
let lastOpened: { href: string; from: string } | null = null;

const INTERACTIVE = 'a, button, input, label, select, textarea, [role="checkbox"], [role="button"]';
const DEFAULT_MAX_WIDTH = 280;
/** The scrolling box takes focus when a control of the table's toolbar vanishes (focus-keeper.ts). */
const FOCUS_FALLBACK = { [FOCUS_FALLBACK_ATTRIBUTE]: true };
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

/** What a column shows in the header and how it is laid out: the same text, the same columns. */
export function columnsSignature<T>(columns: Column<T>[]): string {
  return JSON.stringify(
    columns.map((c) => [
      c.key,
      c.header,
      c.pin,
      c.width,
      c.maxWidth,
      c.align,
      c.sortable,
      c.text !== undefined,
    ]),
  );
}

interface DataTableGridProps<T> {
  view: DataTableView<T>;
  busy: boolean;
  /** The visible columns, pinned ones ordered (the latest given; compared by their signature). */
  columns: Column<T>[];
  /** {@link columnsSignature} of `columns`. */
  columnsKey: string;
  /** Row checkboxes: applied in the urgent render, so a click checks its box at once. */
  selection: DataTableSelection<T> | undefined;
  /** The latest given is used; only whether there is one is compared. */
  getRowHref: ((row: T) => string) | undefined;
  /** The latest given is used; only whether there is one is compared. */
  getRowKey: ((row: T, index: number) => RowId) | undefined;
}

/**
 * The table itself (header, rows, selection, the row opening its record), on mantine-datatable.
 * It renders only when its view, busy state, columns' signature or selection change: the
 * {@link DataTable} around it hands it a deferred view, so a screen rendering again (an answer,
 * a fetch starting) never draws the rows inside that urgent render; they come in React's
 * deferred pass, in slices. Columns shown or hidden and rows checked by the operator apply at
 * once.
 */
function DataTableGridImpl<T>({
  view,
  busy,
  columns,
  selection,
  getRowHref,
  getRowKey,
}: DataTableGridProps<T>) {
  const { t } = useTranslation('kit');
  const { rows, hasError, sortBy, sortDesc, onSort, compact, label } = view;
  const router: AnyRouter | undefined = useRouter({ warn: false });
  const keyColumn = columns[0]?.key;

  // The table's scrolling box (also measured for the pinned columns).
  const viewportRef = useRef<HTMLDivElement>(null);
  const hrefs = getRowHref && rows ? rows.map(getRowHref) : [];
  // Coming back to the list a record was opened from puts focus on its row again.
  const returning =
    lastOpened !== null && lastOpened.from === window.location.pathname && hrefs.includes(lastOpened.href)
      ? lastOpened.href
      : null;
  useEffect(() => {
    if (returning === null) return;
    const links = viewportRef.current?.querySelectorAll<HTMLAnchorElement>('tbody a[data-row-link]') ?? [];
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

  // Pinned columns gather at the table's start once it is wider than its box (pinned-columns.ts).
  const pinned = usePinnedColumns(columns, viewportRef);

  const tableColumns: DataTableColumn<T>[] = columns.map((column) => {
    const truncates = cellTruncates(column);
    return {
      accessor: column.key,
      title: <SortableTitle column={column} sortBy={sortBy} sortDesc={sortDesc} onSort={onSort} />,
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

  return (
    <MantineDataTable<T>
      aria-label={label}
      aria-busy={busy}
      withTableBorder
      borderRadius="sm"
      highlightOnHover={Boolean(getRowHref)}
      verticalSpacing={compact ? 2 : 'xs'}
      fz={compact ? 'xs' : 'sm'}
      mah={BOX_MAX_HEIGHT}
      // The table scrolls in its own box: keyboard users reach it to scroll with the arrows.
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, 'aria-label': label, ...FOCUS_FALLBACK },
      }}
      minHeight={records.length === 0 ? 160 : undefined}
      scrollViewportRef={viewportRef}
      columns={tableColumns}
      records={records}
      idAccessor={(row) => rowId(row)}
      fetching={busy && records.length === 0}
      emptyState={
        busy ? (
          <span />
        ) : (
          <EmptyState text={view.emptyText ?? t('table.empty', 'Nenhum registro encontrado')} />
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
      style={{ opacity: busy && records.length > 0 ? 0.6 : 1, transition: 'opacity 150ms' }}
      {...selectionProps}
    />
  );
}

export const DataTableGrid = memo(
  DataTableGridImpl,
  (before, after) =>
    before.view === after.view &&
    before.busy === after.busy &&
    before.columnsKey === after.columnsKey &&
    before.selection?.selectedIds === after.selection?.selectedIds &&
    (before.getRowHref === undefined) === (after.getRowHref === undefined) &&
    (before.getRowKey === undefined) === (after.getRowKey === undefined),
) as typeof DataTableGridImpl;
