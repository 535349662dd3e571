import { expect, type Locator, type Page, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

test('an operator edits the MDR grid of a plan and sees a refusal below the minimum', async ({ page }) => {
  await openAs(page, 'comercial.admin', '/plans/sales');
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
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByTestId('history-entry').first()).toBeVisible();
});

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an operator creates a plan through the form, is refused below the minimum, edits it and opens the merchants tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Plano E2E ${Date.now() % 1_000_000}`;
  await openAs(page, 'comercial.admin', '/plans/sales');
  await page.getByRole('button', { name: 'Novo plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo plano' });
  // Nothing is sent while required fields are empty.
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog.getByText('Informe o nome do plano (até 120 caracteres).')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Plano' }).fill(name);
  await pick(page, dialog, 'Projeto', 'Atlas Pagamentos');
  await pick(page, dialog, 'Canal', 'POS');
  await dialog.getByRole('textbox', { name: 'Taxa ARV' }).fill('2,49');
  const debit = dialog.getByRole('textbox', { name: 'MASTERCARD Débito' });
  await debit.fill('0,85');
  await dialog.getByRole('textbox', { name: 'VISA Crédito à vista' }).fill('2,95');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog.getByTestId('rates-error')).toContainText(
    'A taxa de MASTERCARD Débito (0,85%) está abaixo da taxa mínima do projeto (0,89%).',
  );

  await debit.fill('1,49');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Plano criado.')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/plans\/sales\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'MASTERCARD Débito' })).toHaveValue('1,49');
  await expect(page.getByRole('textbox', { name: 'VISA Crédito à vista' })).toHaveValue('2,95');

  // Edit: the name and the status; the server's answer is shown at once.
  await page.getByRole('button', { name: 'Editar plano' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar plano' });
  await edit.getByRole('textbox', { name: 'Plano' }).fill(`${name} editado`);
  await pick(page, edit, 'Status', 'Inativo');
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Plano salvo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} editado`, level: 1 })).toBeVisible();

  // A new plan has no merchants yet.
  await page.getByRole('tab', { name: 'Lojistas' }).click();
  await expect(page).toHaveURL(/tab=merchants/);
  await expect(page.getByText('Nenhum lojista usa este plano.')).toBeVisible();

  // A plan in use lists its merchants; a row opens the merchant.
  await page.goto('/plans/sales');
  await page.getByLabel('Plano', { exact: true }).fill('Plano Padrão POS');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'Mentor Pagamentos' })
    .getByRole('link', { name: /Plano Padrão POS/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Lojistas' }).click();
  const table = page.getByRole('tabpanel', { name: 'Lojistas' });
  // The first merchant row once the list has loaded (rows of the loading state carry no link).
  const firstRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^\d+$/ }) })
    .first();
  await expect(firstRow.getByRole('cell').first()).toHaveText(/\d+/);
  const merchantId = (await firstRow.getByRole('cell').first().textContent())?.match(/\d+/)?.[0];
  expect(merchantId).toBeTruthy();
  await firstRow.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/merchants/${merchantId}$`));
});

test('an operator sees a channel of an acquirer plan and renames it', async ({ page }) => {
  await openAs(page, 'comercial.admin', '/plans/acquirer/1');
  await pick(page, page.locator('body'), 'Canal', 'E-COMMERCE');
  const panel = page.getByTestId('channel-panel');
  await expect(panel).toContainText('E-COMMERCE');
  await panel.getByRole('button', { name: 'Editar canal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar canal' });
  await dialog.getByRole('textbox', { name: 'Nome do canal' }).fill(' ');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog.getByText('Informe o nome do canal.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome do canal' }).fill('E-COMMERCE');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Canal salvo.')).toBeVisible();
  await expect(panel.getByTestId('history-entry').first()).toBeVisible();
});

test('an operator bulk-updates the ARV of filtered plans after the preview and a code, and follows the run', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAs(page, 'comercial.admin', '/plans/sales/anticipation_rate');
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
  // The plans on screen show the new rate once the run ends, without a reload.
  await expect(count).toHaveText(`${loaded} planos carregados (100,00%)`);
  await expect(page.getByRole('cell', { name: `${rate}%`, exact: true })).toHaveCount(Math.min(loaded, 100));

  // The 'Taxa ARV' filter finds exactly the updated plans.
  await page.getByLabel('Taxa ARV', { exact: true }).fill(rate);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(count).toHaveText(`${loaded} planos carregados (100,00%)`);
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(`→ ${rate}%`) }).first()).toBeVisible();
});
