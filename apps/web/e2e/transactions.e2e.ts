import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { accessToken } from './support/login';
import { openAs } from './support/session';

interface ListRow {
  id: number;
  nsu: string | null;
  merchant_code: string;
  status: string;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const table = (page: Page) => page.getByRole('table', { name: 'Transações' });

test('filters transactions, keeps the filters in the URL across a reload and opens the detail', async ({
  page,
}) => {
  await openAs(page, 'financeiro', '/financial/transactions');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  // Status starts at CONFIRMED only.
  await expect(table(page).getByText('CONFIRMADA').first()).toBeVisible();
  await expect(table(page).getByText('NEGADA')).toHaveCount(0);

  const sample = await api<{ data: ListRow[] }>(
    page,
    '/v1/transaction?status=CONFIRMED&channel=1&perPage=1&page=3',
  );
  const target = sample.data[0];
  if (!target?.nsu) throw new Error('no sample transaction');
  await page.getByLabel('NSU', { exact: true }).fill(target.nsu);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`nsu=${target.nsu}`));
  const rows = table(page).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(String(target.id));
  await expect(rows.nth(1)).toContainText(target.merchant_code);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`nsu=${target.nsu}`));
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(page.getByLabel('NSU', { exact: true })).toHaveValue(target.nsu);

  await table(page)
    .getByRole('link', { name: String(target.id), exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: `Transação ${target.id}` });
  await expect(drawer.getByTestId('detail-nsu')).toHaveText(target.nsu);
});

test('exports a CSV whose rows are the rows of the list', async ({ page }) => {
  await openAs(page, 'financeiro', '/financial/transactions');
  const query = 'status=DENIED&channel=4';
  await page.goto(`/financial/transactions?${query}`);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  const listed = await api<{ data: ListRow[]; total: number }>(page, `/v1/transaction?${query}&perPage=500`);
  expect(listed.total).toBeGreaterThan(0);
  expect(listed.total).toBeLessThanOrEqual(500);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transacoes-.*\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]?.split(';')[0]).toBe('ID');
  const ids = lines.slice(1).map((line) => Number(line.split(';')[0]));
  expect(ids).toEqual(listed.data.map((r) => r.id));
});
