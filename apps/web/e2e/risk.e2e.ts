import { expect, test } from '@playwright/test';
import { openAs } from './support/session';

/** A valid CPF that no earlier run has used (the e2e database persists between runs). */
function freshCpf(): string {
  const base = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10),
  );
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('risk and banking operations', () => {
  test('an operator adds a temporary blacklist entry and edits it into a permanent one', async ({ page }) => {
    const name = `Pessoa Bloqueada ${Date.now().toString(36)}`;
    const cpf = freshCpf();
    await openAs(page, 'superadmin', '/blacklist-manager');
    await expect(page.getByRole('heading', { name: 'Gerenciador de Blacklist' })).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar registro' });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(add.getByText('O campo Nome completo é obrigatório')).toBeVisible();
    await add.getByRole('textbox', { name: /Nome completo/ }).fill(name);
    await add.getByRole('textbox', { name: /Documento/ }).click();
    await page.keyboard.type(cpf);
    await add.getByLabel('Temporário').check({ force: true });
    await expect(add.getByRole('textbox', { name: /Expira em/ })).toBeVisible();
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/gateway/spe-n-blacklist/v1/blacklist/management') &&
        r.request().method() === 'POST',
    );
    await add.getByRole('button', { name: 'Salvar' }).click();
    const body = await (await saved).json();
    expect(body.data).toMatchObject({ fullName: name, documentNumber: cpf, temporary: true });
    await expect(page.getByText('Registro adicionado com sucesso!')).toBeVisible();
    await expect(add).toBeHidden();

    await page.getByRole('textbox', { name: 'Nome' }).fill(name);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const table = page.getByRole('table', { name: 'Gerenciador de Blacklist' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Temporário até');

    await table.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar registro' });
    await expect(edit.getByRole('textbox', { name: /Nome completo/ })).toHaveValue(name);
    await edit.getByRole('textbox', { name: /Nome completo/ }).fill(`${name} Editada`);
    await edit.getByLabel('Temporário').uncheck({ force: true });
    const changed = page.waitForResponse(
      (r) =>
        r.url().includes(`/gateway/spe-n-blacklist/v1/blacklist/management/${body.data.uuid}`) &&
        r.request().method() === 'PUT',
    );
    await edit.getByRole('button', { name: 'Salvar' }).click();
    expect((await changed).status()).toBe(200);
    await expect(page.getByText('Registro alterado com sucesso!')).toBeVisible();
    const editedRow = table.getByRole('row').filter({ hasText: `${name} Editada` });
    await expect(editedRow).toContainText('Permanente');
  });

  test('an analyst takes the next transaction and declines it with a reason', async ({ page }) => {
    await openAs(page, 'financeiro', '/analysis-transactions/transactions-analysis');
    await expect(page.getByRole('heading', { name: 'Análise de Transações' })).toBeVisible();
    await page.getByRole('button', { name: 'Pegar a próxima' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar análise' });
    await expect(dialog).toBeVisible();
    // The transaction is named in words ('Boleto de R$ …'), not by its code ('BILLET de R$ …').
    await expect(dialog).toContainText(/ de R\$\s[\d.]+,\d{2} da conta /);
    await expect(dialog).not.toContainText(/\b(PIX|BILLET|TED_ON_US|RECHARGE) de R\$/);
    await dialog.getByRole('button', { name: 'Enviar análise' }).click();
    await expect(dialog.getByText('O campo Motivo é obrigatório')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Decisão' }).click();
    await page.getByRole('option', { name: 'Recusar' }).click();
    await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Destinatário com indícios de fraude.');
    const sent = page.waitForResponse(
      (r) =>
        /\/gateway\/spe-n-backoffice\/v1\/transaction-analysis\/[0-9a-f-]{36}$/.test(r.url()) &&
        r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Enviar análise' }).click();
    const decided = await (await sent).json();
    expect(decided).toMatchObject({
      status: 'DECLINED',
      decidedBy: 'financeiro',
      decisionReason: 'Destinatário com indícios de fraude.',
    });
    await expect(page.getByText('Análise enviada com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('an operator looks up the declined transactions of an account with their metrics', async ({
    page,
  }) => {
    await openAs(page, 'financeiro', '/analysis-transactions/declined-transactions');
    await expect(page.getByRole('heading', { name: 'Transações Recusadas' })).toBeVisible();
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(
      page.getByText(
        'Por favor, selecione um Parceiro, Conta, Data Inicial e Data Final para buscar transações recusadas.',
      ),
    ).toBeVisible();

    await page.getByRole('combobox', { name: /Parceiro/ }).click();
    await page.getByRole('option', { name: /Mentor Conta Digital/ }).click();
    await page.getByRole('combobox', { name: /Conta/ }).click();
    // Account 100000, its number masked for staff who may not reveal it.
    await page
      .getByRole('option', { name: /\(•+00\)/ })
      .first()
      .click();
    await page.getByLabel(/Data Inicial/).fill(isoDaysAgo(90));
    const list = page.waitForResponse((r) =>
      r.url().includes('/gateway/spe-view-n-backoffice/v1/transaction-refused/'),
    );
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const rows = await (await list).json();
    expect(rows.length).toBeGreaterThan(0);
    await expect(page.getByTestId('declined-count')).toHaveText(String(rows.length));
    await expect(page.getByTestId('declined-by-reason')).toBeVisible();
    const table = page.getByRole('table', { name: 'Transações Recusadas' });
    await expect(table.getByRole('row')).toHaveCount(Math.min(rows.length, 10) + 1);
  });

  test('an operator edits a basket operation and sees the details reloaded', async ({ page }) => {
    await openAs(page, 'financeiro', '/tax-management');
    await expect(page.getByRole('heading', { name: 'Gestão de Tarifas' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Parceiro' }).click();
    await page.getByRole('option', { name: /Mentor Empresas/ }).click();
    await page.getByRole('combobox', { name: 'Cesta' }).click();
    await page.getByRole('option', { name: 'Essencial' }).click();
    const row = page.getByTestId('operation-TED_OUT');
    await expect(row).toBeVisible();
    const free = String(10 + Math.floor(Math.random() * 80));

    await row.getByRole('button', { name: 'Editar TED_OUT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar operação TED_OUT' });
    await dialog.getByRole('textbox', { name: /Isenções/ }).fill(free);
    const reload = page.waitForResponse(
      (r) =>
        r.url().includes('/gateway/spe-view-n-backoffice/v1/basket-details/basket/') &&
        r.request().method() === 'GET',
    );
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    // The change is read back before it reaches the basket's customers.
    const confirm = page.getByRole('dialog', { name: 'Alterar a operação TED_OUT?' });
    await expect(confirm.getByTestId('basket-operation-changes')).toContainText(`→ ${free}`);
    await confirm.getByRole('button', { name: 'Alterar' }).click();
    expect((await reload).status()).toBe(200);
    await expect(page.getByText('Operação atualizada com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').nth(3)).toHaveText(free);
  });
});
