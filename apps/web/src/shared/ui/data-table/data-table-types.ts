import type { ReactNode } from 'react';

/** One column of a {@link DataTable}. */
export interface Column<T> {
  /** Column id; also the `sortBy` value sent to the server and the column chooser key. */
  key: string;
  header: string;
  /** Cell content; defaults to {@link Column.text}, else the row's property named `key`. */
  render?: (row: T) => ReactNode;
  /** The cell as plain text: its tooltip when truncated, and its content when there is no `render`. */
  text?: (row: T) => string | null | undefined;
  /** An identifier to copy: the cell gets a copy button. */
  copy?: (row: T) => string | null | undefined;
  /**
   * Keeps the column in view while a table wider than its box scrolls sideways: `left` for the
   * key column, `right` for the status (and the actions). While the table fits, `left` columns
   * come first and `right` ones last; once it overflows, they gather at its start, key first,
   * within 70% of the box (pinned-columns.ts). Pinned cells never truncate.
   */
  pin?: 'left' | 'right';
  /** Widest a truncated cell grows before its text is cut (px). Default 280. */
  maxWidth?: number;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** Whether the column chooser may hide it. Default true. */
  hideable?: boolean;
  /** The cells are dates and times in Brasília time: the table says so above its rows. */
  brasiliaTime?: boolean;
}

/** Paging and sorting state of a server-paged table. */
export interface DataTableState {
  page: number;
  perPage: number;
  sortBy: string | null;
  sortDesc: boolean;
}

/** Identifier of a row, as returned by `getRowId`. */
export type RowId = string | number;

/** Row selection for bulk actions. */
export interface DataTableSelection<T> {
  selectedIds: RowId[];
  onChange: (selectedIds: RowId[]) => void;
  getRowId: (row: T) => RowId;
}

/** Remembers hidden columns in localStorage under this key. */
export interface ColumnChooserOptions {
  storageKey: string;
}

/** File formats the 'Exportar' menu can offer. */
export type ExportFormat = 'csv' | 'xlsx';

/** The 'Exportar' menu. */
export interface ExportMenuOptions {
  formats: ExportFormat[];
  onExport: (format: ExportFormat) => void;
  /** Percentage (0–100) while an export runs; `null` or absent when idle. */
  progress?: number | null;
}
