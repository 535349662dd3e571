import { expect, type Page, test } from '@playwright/test';
import { openAs } from './support/session';

const noPageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await matches()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus never reached the expected element');
}

for (const width of [390, 1440]) {
  test(`the wide transaction table scrolls in its own box at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openAs(page, 'financeiro', '/financial/transactions');
    const table = page.getByRole('table', { name: 'Transações' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await noPageOverflow(page)).toBe(true);
    // The status stays in view sideways (pinned on the right), its chip whole.
    const status = table.getByRole('row').nth(1).getByText('CONFIRMADA');
    const box = await status.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
    const chip = await status.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(chip.scroll).toBeLessThanOrEqual(chip.client);
    // The top bar's project selector and the filters stay usable.
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Projeto' })).toBeVisible();
    const filters = page.getByRole('button', { name: 'Filtros' });
    if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
    const search = page.getByRole('button', { name: 'Buscar', exact: true });
    // The panel opens with an animation: scroll again until the button has come into view.
    await expect(async () => {
      await search.scrollIntoViewIfNeeded();
      await expect(search).toBeInViewport({ timeout: 500 });
    }).toPass();
    expect(await noPageOverflow(page)).toBe(true);
  });
}

test('page titles with actions stay whole on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'superadmin', '/merchants');
  const heading = page.getByRole('heading', { level: 1, name: 'Lojistas' });
  await expect(heading).toBeVisible();
  const clipped = await heading.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  expect(clipped).toBe(false);
  expect(await noPageOverflow(page)).toBe(true);
});

test('a list walked by keyboard only: filter, open a record, come back', async ({ page }) => {
  await openAs(page, 'superadmin', '/projects');
  const table = page.getByRole('table', { name: 'Projetos' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Nome do projeto' });
  await tabTo(page, () => search.evaluate((element) => element === document.activeElement));
  await page.keyboard.type('Vila Rica');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Vila/);
  await expect(table.getByRole('row')).toHaveCount(2);
  // The panel folds to its chips and focus stays on its header.
  const header = page.getByRole('button', { name: 'Filtros' });
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(header).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: 'Nome do projeto: Vila Rica' })).toBeVisible();

  const record = table.getByRole('link', { name: 'Vila Rica Pay' });
  await tabTo(page, () => record.evaluate((element) => element === document.activeElement));
  await expect(record).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Vila Rica Pay' })).toBeVisible();
  // Focus left the list that is gone: on the page itself or its heading.
  const focusAfterOpen = await page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body || active?.tagName === 'H1' || active?.closest('main') !== null;
  });
  expect(focusAfterOpen).toBe(true);

  // Back with the page's own 'Voltar' button, by keyboard.
  const back = page.getByRole('button', { name: 'Voltar' });
  await tabTo(page, () => back.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects$/);
  // Back on the list, focus returns to the record that was opened.
  await expect(table.getByRole('link', { name: 'Vila Rica Pay' })).toBeFocused();
});
