import type { Page } from '@playwright/test';

/**
 * What the tables of the screen hide, as they stand (a list at rest is not scrolled sideways):
 * cells of a row overlapped, inside the table's visible box, by a pinned (sticky) cell of the
 * same row, and chips whose label is cut ('H…') or clipped by its cell. One line per finding,
 * naming the table and the columns; empty when nothing is hidden.
 */
export function hiddenInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left);
    for (const table of Array.from(document.querySelectorAll('#main-content table'))) {
      const name = table.getAttribute('aria-label') ?? 'table';
      const scroller = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement ?? table;
      const box = scroller.getBoundingClientRect();
      const headers = Array.from(table.querySelectorAll('thead th')).map((th) =>
        (th.textContent ?? '').trim(),
      );
      for (const row of Array.from(table.querySelectorAll('tbody tr')).slice(0, 10)) {
        const cells = Array.from(row.children);
        const pinned = cells.filter((cell) => getComputedStyle(cell).position === 'sticky');
        for (const [index, cell] of cells.entries()) {
          if (pinned.includes(cell) || !(cell.textContent ?? '').trim()) continue;
          const rect = cell.getBoundingClientRect();
          if (overlap(rect, box) <= 1) continue;
          for (const pin of pinned) {
            if (overlap(pin.getBoundingClientRect(), rect) > 1) {
              const under = headers[index] ?? String(index);
              const over = headers[cells.indexOf(pin)] ?? String(cells.indexOf(pin));
              found.push(`${name}: "${under}" under pinned "${over}"`);
            }
          }
        }
      }
      for (const label of Array.from(table.querySelectorAll('.mantine-Badge-label'))) {
        const cell = label.closest('td, th');
        const cut = label.scrollWidth > label.clientWidth + 1;
        const clipped =
          cell !== null && label.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1;
        if (cut || clipped) found.push(`${name}: chip "${(label.textContent ?? '').trim()}" cut`);
      }
    }
    return [...new Set(found)];
  });
}
