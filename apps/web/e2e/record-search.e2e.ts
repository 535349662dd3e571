import { expect, test } from '@playwright/test';
import { accessToken } from './support/login';
import { openAs } from './support/session';

test('Ctrl+K finds a billet by id and opens its panel, which a reload reopens', async ({ page }) => {
  await openAs(page, 'financeiro');
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const list = await page.request.get('/api/v1/billet?perPage=1&billet_status=PAID', { headers });
  expect(list.status()).toBe(200);
  const billet = (await list.json()).data[0] as { billet_id: number; our_number: string };

  const input = page.getByRole('combobox', { name: 'Buscar tela ou registro' });
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(input).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await input.fill(String(billet.billet_id));
  const found = page.getByRole('group', { name: 'Registros' }).getByRole('option', {
    name: new RegExp(`^Boleto ${billet.billet_id}\\b`),
  });
  await expect(found).toContainText(billet.our_number);
  await found.click();

  await expect(page).toHaveURL(new RegExp(`/billets\\?billet=${billet.billet_id}$`));
  const panel = page.getByRole('dialog', { name: `Boleto ${billet.billet_id}` });
  await expect(panel.getByText(billet.our_number, { exact: true })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Código de barras' })).toBeVisible();

  await page.reload();
  await expect(panel.getByText(billet.our_number, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page).not.toHaveURL(/billet=/);
});
