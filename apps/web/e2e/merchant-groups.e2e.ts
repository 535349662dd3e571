import { expect, type Page, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

/**
 * The project whose merchants this file changes. Other files that change merchants take theirs
 * from other projects (or create their own), so files running at the same time never change the
 * same merchant.
 */
const PROJECT = { id: 2, name: 'Vila Rica Pay' };

/** The first merchant of the project's list: its name and project, read from the table's cells. */
async function firstMerchant(page: Page): Promise<{ name: string; project: string }> {
  await openAs(page, 'superadmin', `/merchants?project=${PROJECT.id}`);
  const table = page.getByRole('table', { name: 'Lojistas' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const column = (label: string) => headers.findIndex((text) => text.includes(label));
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  const name = ((await cells.nth(column('Razão social / Nome')).textContent()) ?? '').trim();
  const project = ((await cells.nth(column('Projeto')).textContent()) ?? '').trim();
  expect(name).not.toBe('');
  expect(project).toBe(PROJECT.name);
  return { name, project };
}

test('an operator creates a merchant group, associates a merchant found by name, sees it in the group and removes it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const merchant = await firstMerchant(page);

  await page.goto('/merchantgroups');
  await page.getByRole('button', { name: 'Novo grupo' }).click();
  const form = page.getByRole('dialog', { name: 'Novo grupo' });
  const groupName = `Grupo e2e ${Date.now().toString(36)}`;
  // Fields are checked before anything is sent.
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('O campo Nome do grupo é obrigatório')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nome do grupo' }).fill(groupName);
  await form.getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByRole('option', { name: merchant.project, exact: true }).click();
  await form.getByRole('switch', { name: 'Terminal multi-lojista' }).check();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo cadastrado.')).toBeVisible();
  await expect(page).toHaveURL(/\/merchantgroups\/\d+$/);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  const members = page.getByRole('table', { name: 'Lojistas do grupo' });
  await expect(page.getByText('Nenhum lojista no grupo.')).toBeVisible();

  // Associate: search by name, pick it, confirm.
  await page.getByRole('button', { name: 'Associar lojistas' }).click();
  const associate = page.getByRole('dialog', { name: `Associar lojistas ao grupo ${groupName}` });
  // The whole name: a prefix may be shared by more merchants than the picker lists (20).
  await associate.getByPlaceholder('Nome, código ou CPF/CNPJ').fill(merchant.name);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(merchant.name)} ·`) })
    .first()
    .click();
  // Closes the picker's list, then confirms.
  await associate.getByRole('heading').click();
  await expect(associate.getByText(merchant.name)).toBeVisible();
  await associate.getByRole('button', { name: 'Associar lojistas' }).click();
  await expect(page.getByText('Lojista(s) associado(s) ao grupo.')).toBeVisible();
  await expect(members.getByRole('link', { name: merchant.name })).toBeVisible();
  await expect(page.getByText('Lojistas do grupo (1)')).toBeVisible();

  // The group list shows it with one merchant; the row opens the group again.
  await page.goto('/merchantgroups');
  const filters = page.getByRole('button', { name: 'Filtros' });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  await page.getByRole('textbox', { name: 'Nome do grupo' }).fill(groupName);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const groups = page.getByRole('table', { name: 'Grupos de Lojistas' });
  await expect(groups.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
  await expect(groups.getByRole('row').nth(1)).toContainText('Terminal multi-lojista');
  await groups.getByRole('link', { name: groupName }).click();
  await expect(page).toHaveURL(/\/merchantgroups\/\d+$/);

  // Disassociate with the bulk selection.
  await members.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Desassociar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desassociar' }).click();
  await expect(page.getByText('Lojista(s) desassociado(s) do grupo.')).toBeVisible();
  await expect(page.getByText('Nenhum lojista no grupo.')).toBeVisible();
});

test("an operator edits a merchant's data with a one-time code, after the fields are checked", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const merchant = await firstMerchant(page);
  await page
    .getByRole('table', { name: 'Lojistas' })
    .getByRole('link', { name: merchant.name })
    .first()
    .click();
  await expect(page).toHaveURL(/\/merchants\/\d+/);
  await page.getByRole('button', { name: 'Editar dados' }).click();
  const form = page.getByRole('form', { name: 'Editar dados' });

  // An invalid field stops the save before the one-time code is asked.
  const name = form.getByRole('textbox', { name: 'Razão social / Nome' });
  await name.fill('');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Código de verificação' })).toHaveCount(0);

  await name.fill(merchant.name);
  const tradeName = `Fantasia e2e ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Nome fantasia' }).fill(tradeName);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(page, 'superadmin');
  await expect(page.getByText('Dados do lojista salvos.')).toBeVisible();
  await expect(page.getByText(tradeName, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByText(tradeName).first()).toBeVisible();
});

test('the merchant fields screen chooses the columns of the list', async ({ page }) => {
  await openAs(page, 'superadmin', '/merchants/fields');
  const code = page.getByRole('checkbox', { name: 'Código', exact: true });
  await expect(code).toBeChecked();
  await code.uncheck();
  await page.goto('/merchants');
  const table = page.getByRole('table', { name: 'Lojistas' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: 'Código', exact: true })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Nome fantasia' })).toHaveCount(1);
});

test('split shares above 100 % are refused with the server message under the percentage', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAs(page, 'superadmin', '/merchants');
  await expect(page.getByRole('table', { name: 'Lojistas' }).getByRole('link').first()).toBeVisible({
    timeout: 30_000,
  });
  const filters = page.getByRole('button', { name: 'Filtros' });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  await page.getByRole('form', { name: 'Filtros' }).getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByRole('option', { name: PROJECT.name, exact: true }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/project=\d+/);
  const table = page.getByRole('table', { name: 'Lojistas' });
  await expect(table.getByRole('row').nth(2)).toBeVisible({ timeout: 30_000 });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const nameColumn = headers.findIndex((text) => text.includes('Razão social / Nome'));
  const receiver = (
    (await table.getByRole('row').nth(2).getByRole('cell').nth(nameColumn).textContent()) ?? ''
  ).trim();
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/merchants\/\d+/);
  await page.getByRole('tab', { name: 'Splits' }).click();
  await expect(page.getByTestId('split-total')).toContainText('fica com o lojista');

  const addSplit = async (percentage: string) => {
    await page.getByRole('button', { name: 'Novo split' }).click();
    const form = page.getByRole('form', { name: 'Split' });
    await form.getByRole('combobox', { name: 'Recebedor' }).fill(receiver);
    await page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(receiver)} ·`) })
      .first()
      .click();
    await form.getByRole('textbox', { name: 'Percentual' }).fill(percentage);
    await form.getByLabel('Início da vigência').fill('01/01/2099');
    await form.getByLabel('Fim da vigência').fill('31/12/2099');
    // Leaving the day field closes its calendar, which would cover the form's buttons.
    await form.getByLabel('Fim da vigência').press('Tab');
    await form.getByRole('button', { name: 'Salvar' }).click();
    return form;
  };
  const refusal = 'A soma dos percentuais de split no período ultrapassa 100%.';
  // The whole share for a future year, then one more percent in the same period.
  const first = await addSplit('100');
  const saved = page.getByText('Split cadastrado.', { exact: true });
  await expect(saved.or(first.getByText(refusal))).toBeVisible();
  // A merchant that already shares that period refuses the first one (the form is still closing
  // when the toast of a saved split shows, so the toast decides).
  if (!(await saved.isVisible())) {
    await expect(first.getByText(refusal)).toBeVisible();
    return;
  }
  await expect(first).toBeHidden();
  const second = await addSplit('1');
  await expect(second.getByText(refusal)).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Percentual' })).toHaveAttribute('aria-invalid', 'true');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
