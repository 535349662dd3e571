import { expect, type Locator, test } from '@playwright/test';
import { openAs } from './support/session';
import { hiddenInTables } from './support/tables';

/**
 * The columns a list keeps in view while it scrolls sideways cover nothing an operator reads:
 * at rest, and when a column is brought into view, it is shown whole, not under the status.
 */

/** Whether the middle of `cell` shows the cell itself, not a pinned cell drawn over it. */
async function showsItself(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

/**
 * Whether the text of `element` is drawn: its picture changes when the text is made transparent.
 * A layer painted over it (a selected row's tint) leaves the same picture either way.
 */
async function drawsItsText(element: Locator): Promise<boolean> {
  const shown = await element.screenshot();
  await element.evaluate((node) => {
    (node as HTMLElement).style.color = 'transparent';
  });
  const hidden = await element.screenshot();
  await element.evaluate((node) => {
    (node as HTMLElement).style.color = '';
  });
  return !shown.equals(hidden);
}

async function bodyCell(table: Locator, header: string, row = 0): Promise<Locator> {
  // A sortable header reads its name, then how it is sorted.
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) =>
    text.split('\n')[0]?.trim(),
  );
  const column = headers.indexOf(header);
  expect(column, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table.locator('tbody tr').nth(row).locator('td').nth(column);
}

// Read-only checks, each on a page of its own.
test.describe.configure({ mode: 'parallel' });

for (const width of [1440, 390]) {
  test(`blocked terminals show "Bloqueado" beside their status at ${width} px`, async ({ page }) => {
    await openAs(page, 'superadmin', '/');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/terminals?blocked=true');
    const table = page.getByRole('table', { name: 'Terminais' });
    await expect(table.locator('tbody tr').first().getByRole('link')).toBeVisible();
    expect(await hiddenInTables(page)).toEqual([]);

    // Brought into view (as a keyboard or a swipe does), the column is read whole.
    const blocked = await bodyCell(table, 'Bloqueado');
    await blocked.scrollIntoViewIfNeeded();
    await expect(blocked).toHaveText('Bloqueado');
    expect(await showsItself(blocked), 'the Bloqueado cell is not under a pinned cell').toBe(true);
    const status = await bodyCell(table, 'Status');
    expect(await showsItself(status), 'the status is in view too').toBe(true);
  });
}

test('a selected payment keeps its id in view while the table scrolls on a phone', async ({ page }) => {
  await openAs(page, 'superadmin', '/');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/financial/payments');
  const table = page.getByRole('table', { name: 'Pagamentos' });
  const first = table.locator('tbody tr').first();
  await expect(first.getByRole('link').first()).toBeVisible();
  await first.getByRole('checkbox').check();
  await expect(first).toHaveAttribute('data-selected', 'true');
  expect(await hiddenInTables(page)).toEqual([]);

  const id = await bodyCell(table, 'ID');
  const idText = ((await id.textContent()) ?? '').trim();
  expect(idText).toMatch(/^\d+$/);
  // The selected row's tint does not cover the pinned cells: the id is drawn, not only there.
  expect(await drawsItsText(id.getByText(idText, { exact: true })), 'the id is drawn').toBe(true);
  // Scrolled to its far end, the table still shows the selected row's id, whole and on top.
  await id.scrollIntoViewIfNeeded();
  await table.evaluate((element) => {
    const box = element.closest('.mantine-ScrollArea-viewport');
    if (box) box.scrollLeft = box.scrollWidth;
  });
  await expect(id).toBeInViewport();
  expect(await showsItself(id), 'the id is not covered').toBe(true);
});
