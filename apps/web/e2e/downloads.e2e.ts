import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accessToken } from './support/login';
import { openAs } from './support/session';

/**
 * A large export runs in the background (this server streams up to EXPORT_STREAM_MAX_ROWS
 * rows) and is followed and downloaded from the download centre in the top bar.
 */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test('a background export shows its progress in the download centre, then downloads', async ({ page }) => {
  test.setTimeout(150_000);
  await openAs(page, 'financeiro', '/financial/transactions');
  const query = 'status=CONFIRMED';
  await page.goto(`/financial/transactions?${query}`);
  const table = page.getByRole('table', { name: 'Transações' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const listed = await api<{ total: number }>(page, `/v1/transaction?${query}&perPage=1`);
  expect(listed.total).toBeGreaterThan(2000);

  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'XLSX' }).click();
  await expect(page.getByText('a exportação continua em segundo plano')).toBeVisible();

  const centre = page.getByRole('button', { name: /Central de downloads/ });
  await expect(centre).toHaveAccessibleName(/em andamento/);
  await centre.click();
  const panel = page.getByRole('dialog', { name: 'Central de downloads' });
  const item = panel.getByRole('listitem', { name: 'Transações (XLSX)' }).first();
  const status = item.getByTestId('download-status');
  await expect(status).toHaveText(/Na fila|Em andamento|Pronto/);
  // The centre's name said 'em andamento' above; a quick export may be ready by the time the
  // panel opens, otherwise the item shows its progress bar while it runs.
  if (!/Pronto/.test((await status.textContent()) ?? ''))
    await expect(item.getByTestId('download-progress')).toBeVisible();

  await expect(item.getByTestId('download-status')).toHaveText('Pronto', { timeout: 100_000 });
  await expect(item.getByTestId('download-progress')).toHaveCount(0);
  await expect(item).toContainText(/KB|MB/);
  await expect(centre).toHaveAccessibleName('Central de downloads');

  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Baixar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transacoes-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('ID');
  expect((sheet?.rowCount ?? 0) - 1).toBe(listed.total);
});
