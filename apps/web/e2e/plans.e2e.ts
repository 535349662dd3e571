import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { login } from './support/login';
import { confirmCode } from './support/otp';

test('an operator edits the MDR grid of a plan and sees a refusal below the minimum', async ({ page }) => {
  await login(page, 'comercial.admin', '/plans/sales');
  await page.getByLabel('Plano', { exact: true }).fill('Restaurantes');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByRole('link', { name: /Plano Restaurantes POS/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Plano Restaurantes POS' })).toBeVisible();

  const cell = page.getByRole('textbox', { name: 'MASTERCARD Débito' });
  await expect(cell).not.toHaveValue('');
  await cell.fill('0,75');
  await page.getByRole('button', { name: 'Salvar taxas' }).click();
  await expect(page.getByTestId('rates-error')).toHaveText(
    'A taxa de MASTERCARD Débito (0,75%) está abaixo da taxa mínima do projeto (0,79%).',
  );

  const accepted = `1,${30 + (Date.now() % 60)}`;
  await cell.fill(accepted);
  await page.getByRole('button', { name: 'Salvar taxas' }).click();
  await expect(page.getByText('Taxas salvas.')).toBeVisible();
  await expect(page.getByTestId('rates-error')).toHaveCount(0);
  await expect(cell).toHaveValue(accepted);
  // Scheduled rates of the plan stay listed; the change is in the history.
  await expect(page.getByTestId('scheduled-rates')).toBeVisible();
  await expect(page.getByTestId('history-entry').first()).toBeVisible();
});

test('an operator bulk-updates the ARV of filtered plans after the preview and a code, and follows the run', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, 'comercial.admin', '/plans/sales/anticipation_rate');
  await page.getByLabel('Plano', { exact: true }).fill('Plano Padrão TEF');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const count = page.getByTestId('arv-count');
  await expect(count).toContainText('(100,00%)');
  const loaded = Number((await count.textContent())?.match(/^(\d+)/)?.[1] ?? 0);
  expect(loaded).toBeGreaterThan(0);

  const rate = `2,${10 + (Date.now() % 89)}`;
  await page.getByLabel('Nova taxa ARV').fill(rate);
  await page.getByRole('button', { name: 'Revisar alteração' }).click();
  const preview = page.getByRole('dialog', { name: 'Confirmar atualização das taxas' });
  await expect(preview.getByTestId('arv-preview-summary')).toContainText(`${loaded} planos e`);
  await expect(preview.getByTestId('arv-preview-summary')).toContainText(`${rate}%`);
  await expect(preview.getByRole('row')).toHaveCount(loaded + 1);
  await preview.getByRole('button', { name: 'Confirmar atualização' }).click();
  await confirmCode(page, 'comercial.admin');

  const run = page.getByTestId('arv-run');
  await expect(run).toContainText('Concluido', { timeout: 60_000 });
  await expect(run).toContainText(`${loaded} de ${loaded} planos processados, 0 com falha`);

  // The 'Taxa ARV' filter finds exactly the updated plans.
  await page.getByLabel('Taxa ARV', { exact: true }).fill(rate);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(count).toHaveText(`${loaded} planos carregados (100,00%)`);
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(`→ ${rate}%`) }).first()).toBeVisible();
});

test('the plans screens have no serious or critical axe violation in either theme', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'superadmin', '/plans/sales');
  for (const path of [
    '/plans/sales',
    '/plans/sales/anticipation_rate',
    '/plans/acquirer',
    '/plans/acquirer/1',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
});
