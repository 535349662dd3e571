import type { Column } from './data-table-types';

/**
 * The widest share of the table's box the pinned columns may take together: on a phone the key
 * and the status fit, and the rest of the box shows the columns that scroll.
 */
export const MAX_PINNED_SHARE = 0.7;

/** What the pinning depends on, measured in the browser (px). */
export interface PinLayout {
  /** Visible width of the table's scroll box. */
  boxWidth: number;
  /** Width of everything the box scrolls (the whole table). */
  contentWidth: number;
  /** Width before the first column (the row checkboxes), always kept in view. */
  leadingWidth: number;
  /** Rendered width of a column. */
  widthOf: (key: string) => number;
}

/**
 * The columns kept in view while the table scrolls sideways, in the order they stand at its
 * start: the key column (`pin: 'left'`), then the status and the other `pin: 'right'` columns.
 *
 * Nothing is pinned while the table fits its box: the columns keep their declared order and
 * nothing can sit under a pinned one. When the table is wider than its box the pinned columns
 * gather at its start, so at rest they cover nothing and scrolling slides the other columns
 * under them, as a page slides under its header; the status stays beside the key, where it is
 * read with it. They take at most 70% of the box ({@link MAX_PINNED_SHARE}): a column that would
 * pass that (the actions on a phone, a long key) scrolls with the others, and so do the ones
 * after it.
 */
export function planPinnedColumns<T>(
  columns: readonly Pick<Column<T>, 'key' | 'pin'>[],
  layout: PinLayout,
): string[] {
  if (layout.boxWidth <= 0 || layout.contentWidth <= layout.boxWidth + 1) return [];
  const candidates = [
    ...columns.filter((column) => column.pin === 'left'),
    ...columns.filter((column) => column.pin === 'right'),
  ];
  const budget = layout.boxWidth * MAX_PINNED_SHARE;
  let used = layout.leadingWidth;
  const pinned: string[] = [];
  for (const column of candidates) {
    const width = layout.widthOf(column.key);
    if (width <= 0 || used + width > budget) break;
    used += width;
    pinned.push(column.key);
  }
  return pinned;
}
