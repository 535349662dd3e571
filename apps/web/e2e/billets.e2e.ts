import { expect, type Page, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

const billets = (page: Page) => page.getByRole('table', { name: 'Boletos' });
const rowCheckboxes = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('checkbox', { name: /Selecionar registro/ });

test('an operator filters billets by value in reais, cancels two and edits the fees of one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAs(page, 'financeiro', '/billets');
  await expect(billets(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  // Typed in reais, sent in cents: the three demo billets of R$ 9.876,54.
  await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('9876,54');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(billets(page).getByRole('row')).toHaveCount(4);
  await expect(billets(page).getByText('R$ 9.876,54')).toHaveCount(3);

  await rowCheckboxes(page, 'Boletos').nth(0).check();
  await rowCheckboxes(page, 'Boletos').nth(1).check();
  await page.getByRole('button', { name: 'Baixar 2 boletos' }).click();
  const confirm = page.getByRole('dialog', { name: 'Baixar boletos' });
  await confirm.getByRole('button', { name: 'Baixar boletos' }).click();
  await expect(page.getByText('2 boletos baixados.')).toBeVisible();
  // The list shows paid and registered billets by default: one of the three is left.
  await expect(billets(page).getByRole('row')).toHaveCount(2);

  await billets(page)
    .getByRole('button', { name: /^Editar / })
    .click();
  const edit = page.getByRole('dialog', { name: 'Alterar boleto' });
  await edit.getByRole('combobox', { name: 'Tipo de juros' }).click();
  await page.getByRole('option', { name: 'Valor diário' }).click();
  await edit.getByRole('textbox', { name: 'Juros', exact: true }).fill('2,50');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Boleto alterado com sucesso!')).toBeVisible();
  await expect(edit).toBeHidden();

  await billets(page)
    .getByRole('button', { name: /^Editar / })
    .click();
  await expect(edit.getByRole('combobox', { name: 'Tipo de juros' })).toHaveValue('Valor diário');
  await expect(edit.getByRole('textbox', { name: 'Juros', exact: true })).toHaveValue('R$ 2,50');
  await edit.getByRole('button', { name: 'Voltar' }).click();

  // The printable billet carries the line and the barcode's bars.
  await billets(page)
    .getByRole('button', { name: /^Imprimir / })
    .click();
  const print = page.getByRole('dialog', { name: 'Boleto' });
  await expect(print.getByTestId('billet-line')).toHaveText(
    /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
  );
  await expect(print.getByTestId('billet-barcode')).toBeVisible();
});

test('an operator re-runs the check-up, authorises a not-imported sale and deletes a duplicate', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openAs(page, 'financeiro', '/occurrences/not_imported_transactions');
  await page.getByRole('button', { name: 'Executar checkup' }).click();
  await confirmCode(page, 'financeiro');
  // The job runs in the background; the tab reloads and shows what it found.

  const notImported = page.getByRole('table', { name: 'Transações Não Importadas' });
  await expect(notImported.getByRole('row')).toHaveCount(5, { timeout: 30_000 });
  await rowCheckboxes(page, 'Transações Não Importadas').nth(0).check();
  await page.getByRole('button', { name: 'Disponibilizar 1' }).click();
  await confirmCode(page, 'financeiro');
  // The toast may be gone by the time a busy machine checks it: the row's status is the proof.
  await expect(notImported.getByText('Disponível', { exact: true })).toHaveCount(1);

  await page.getByRole('tab', { name: 'Duplicadas' }).click();
  const duplicated = page.getByRole('table', { name: 'Transações Duplicadas' });
  await expect(duplicated.getByRole('row')).toHaveCount(4);
  await rowCheckboxes(page, 'Transações Duplicadas').nth(0).check();
  await page.getByRole('button', { name: 'Excluir 1' }).click();
  await confirmCode(page, 'financeiro');
  await expect(duplicated.getByText('Excluída', { exact: true })).toHaveCount(1);
});
