import { type RefObject, startTransition, useEffect, useState } from 'react';
import type { Column } from './data-table-types';
import { planPinnedColumns } from './pinned-columns';

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * The columns to keep in view ({@link planPinnedColumns}), measured on the rendered table and
 * measured again whenever its box or its columns change size (window, rows, density, chooser).
 *
 * Pinned columns already stand at the table's start, so pinning them moves nothing on screen
 * (it only keeps them in place while the table scrolls sideways): the measure waits for the
 * browser's own layout (the observer's first report, no forced layout while the table is being
 * committed) and the table is drawn again with its pins in a transition, in slices.
 */
export function usePinnedColumns<T>(
  columns: readonly Pick<Column<T>, 'key' | 'pin'>[],
  viewportRef: RefObject<HTMLDivElement | null>,
): string[] {
  const [pinned, setPinned] = useState<string[]>([]);
  // The effect follows the columns' keys and pins, not the identity of the array (new each render).
  const signature = JSON.stringify(columns.map((column) => ({ key: column.key, pin: column.pin })));

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const declared = JSON.parse(signature) as Pick<Column<unknown>, 'key' | 'pin'>[];
    const measure = () => {
      const table = viewport.querySelector('table');
      const header = (key: string) => table?.querySelector(`thead th[data-accessor="${CSS.escape(key)}"]`);
      const selector = table?.querySelector('.mantine-datatable-header-selector-cell');
      const next = planPinnedColumns(declared, {
        boxWidth: viewport.clientWidth,
        contentWidth: table ? table.getBoundingClientRect().width : 0,
        leadingWidth: selector?.getBoundingClientRect().width ?? 0,
        widthOf: (key) => header(key)?.getBoundingClientRect().width ?? 0,
      });
      startTransition(() => setPinned((current) => (sameKeys(current, next) ? current : next)));
    };
    // The observer reports each box once when first observed, after the browser's layout.
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    const table = viewport.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [signature, viewportRef]);

  return pinned;
}
