import { expect, test } from '@playwright/test';
import { openAs } from './support/session';

test('an operator finds a merchant by CNPJ, blocks it with its terminals, sees the block in its history and changes its MCC after the check', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // A merchant of Aurora Banking (project 3): files running at the same time that change
  // merchants take theirs from other projects.
  await openAs(page, 'superadmin', '/merchants?project=3');
  const table = page.getByRole('table', { name: 'Lojistas' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });

  // Finds the first merchant of the list again by its CPF/CNPJ (digits only).
  const header = table.getByRole('columnheader');
  const documentColumn = (await header.allInnerTexts()).findIndex((text) => text.includes('CPF/CNPJ'));
  expect(documentColumn).toBeGreaterThanOrEqual(0);
  const cell = table.getByRole('row').nth(1).getByRole('cell').nth(documentColumn);
  const document = ((await cell.textContent()) ?? '').replace(/\D/g, '');
  expect(document.length === 11 || document.length === 14).toBe(true);
  const filters = page.getByRole('button', { name: 'Filtros' });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  await page.getByRole('textbox', { name: 'CPF|CNPJ' }).fill(document);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`cpf_cnpj=${document}`));
  await expect(table.getByRole('link')).toHaveCount(1, { timeout: 30_000 });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/merchants\/\d+/);

  // Blocking shows first what it affects, asks a reason, and blocks the terminals too.
  await page.getByRole('tab', { name: 'Bloqueio' }).click();
  await expect(page.getByTestId('block-preview')).toContainText('TPV dos últimos 30 dias');
  await page.getByRole('combobox', { name: 'Tipo de bloqueio' }).click();
  await page.getByRole('option', { name: 'Venda contestada', exact: true }).click();
  const description = `Bloqueio e2e ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Descrição' }).fill(description);
  await page.getByRole('button', { name: 'Bloquear lojista' }).click();
  const dialog = page.getByRole('dialog');
  // The description is the reason's comment: the dialog asks for the code only, not the text again.
  await expect(dialog.getByRole('combobox', { name: 'Motivo' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Comentário/ })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Suspeita de fraude' }).click();
  await dialog.getByRole('button', { name: 'Bloquear lojista' }).click();
  await expect(page.getByText('Lojista bloqueado.')).toBeVisible();
  await expect(page.getByText('Bloqueado', { exact: true }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByText(description).first()).toBeVisible();
  // The block in the history by the screen's labels: the type by its name, amounts in R$, yes/no.
  const block = page.getByTestId('history-entry').filter({ hasText: description }).first();
  const diff = block.getByRole('table', { name: 'Campos alterados' });
  await expect(diff.getByRole('row', { name: /^Tipo de bloqueio .+ Venda contestada$/ })).toBeVisible();
  await expect(
    diff.getByRole('row', { name: /^TPV dos últimos 30 dias — R\$\s[\d.]+,\d{2}$/ }),
  ).toBeVisible();
  await expect(diff.getByRole('row', { name: /^Bloqueado Não Sim$/ })).toBeVisible();
  await expect(diff).not.toContainText(/block_type_id|affected|tpv_last_30_days|true|false/);

  // The MCC changes only after the check says what changes.
  await page.getByRole('tab', { name: 'Alterar MCC' }).click();
  const current = ((await page.getByText(/MCC atual:/).textContent()) ?? '').replace(/\D/g, '');
  const next = current === '5812' ? '5411' : '5812';
  await page.getByRole('textbox', { name: 'Novo MCC' }).fill(next);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText(new RegExp(`MCC ${current} → ${next}`))).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(page.getByText('MCC alterado.')).toBeVisible();
  await expect(page.getByText(`MCC atual: ${next}`)).toBeVisible();
});
