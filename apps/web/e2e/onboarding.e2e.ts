import { expect, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test.describe('account onboarding', () => {
  test('an analyst takes the next pending case, rejects a document with a comment and sends the account back', async ({
    page,
  }) => {
    const comment = `Foto cortada: envie o documento inteiro (${Date.now()})`;
    await openAs(page, 'comercial.admin', '/onboarding/pendent-accounts');
    await expect(page.getByRole('heading', { name: 'Contas Pendentes' })).toBeVisible();
    await expect(page.getByLabel('Casos por nível de risco')).toContainText('Alto');
    await page.getByRole('button', { name: 'Próximo caso' }).click();
    await expect(page).toHaveURL(/\/onboarding\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/Com .* desde/)).toBeVisible();

    const card = page
      .getByRole('article')
      .or(
        page
          .locator('[aria-label]')
          .filter({ has: page.getByRole('button', { name: 'Reprovar documento' }) }),
      )
      .first();
    await expect(page.getByRole('img', { name: /Prévia do documento/ }).first()).toBeVisible();
    await card.getByRole('button', { name: 'Reprovar documento' }).click();
    const reject = page.getByRole('dialog', { name: 'Reprovar documento' });
    await reject.getByRole('button', { name: 'Confirmar' }).click();
    await expect(reject.getByText('Escreva o comentário.')).toBeVisible();
    await reject.getByRole('textbox', { name: /Comentário/ }).fill(comment);
    await reject.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Status do documento alterado com sucesso!')).toBeVisible();
    await expect(card.getByText(comment)).toBeVisible();

    await page.getByRole('button', { name: 'Devolver ao cliente' }).click();
    const back = page.getByRole('dialog', { name: 'Devolver ao cliente para correção' });
    // The pills box of the (non-searchable) multi-select lies over its input and takes the click.
    await back.getByRole('combobox', { name: /Campos a corrigir/ }).click({ force: true });
    await page.getByRole('option', { name: 'Selfie' }).click();
    await back.getByRole('textbox', { name: /Motivo/ }).fill('Selfie sem nitidez');
    await back.getByRole('button', { name: 'Devolver ao cliente' }).click();
    await expect(page.getByText('Conta devolvida ao cliente.')).toBeVisible();
    await expect(page.getByText('Campos a corrigir pelo cliente: Selfie')).toBeVisible();
  });

  test('approving a high-risk account waits for a colleague, who approves it in the inbox', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const analyst = await browser.newPage();
    await openAs(analyst, 'comercial.admin', '/onboarding/analysis-accounts?levelRisk=HIGH');
    const table = analyst.getByRole('table', { name: 'Contas em Análise' });
    // Each account row links to its review page (the body shows a placeholder row while loading).
    const accounts = table.getByRole('row').filter({ has: analyst.getByRole('link') });
    await expect(accounts.first()).toBeVisible();
    const rows = await accounts.count();
    // A restricted account (positive list or location) cannot be approved: take the first free one.
    let uuid = '';
    for (let row = 0; row < rows && !uuid; row += 1) {
      await accounts.nth(row).click();
      await expect(analyst).toHaveURL(/\/onboarding\/[0-9a-f-]{36}$/);
      await expect(analyst.getByRole('heading', { level: 1, name: /^Conta · / })).toBeVisible();
      if ((await analyst.getByText(/^Restrita por/).count()) === 0) {
        uuid = UUID.exec(analyst.url())?.[0] ?? '';
      } else {
        await analyst.goBack();
      }
    }
    expect(uuid).toMatch(UUID);
    await expect(analyst.getByText('Alto', { exact: true })).toBeVisible();
    await analyst.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const dialog = analyst.getByRole('dialog', { name: 'Aprovar a conta' });
    await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Renda e endereço comprovados');
    await dialog.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await expect(analyst.getByText('Alteração enviada para aprovação.')).toBeVisible();
    await analyst.close();

    const approver = await browser.newPage();
    await openAs(approver, 'superadmin', '/approvals');
    // An interrupted earlier run may have left a request for the same account: any one applies it.
    const card = approver.getByRole('article').filter({ hasText: uuid }).first();
    await card.getByRole('button', { name: 'Aprovar' }).click();
    await confirmCode(approver, 'superadmin');
    await expect(approver.getByText('Alteração aprovada e aplicada.')).toBeVisible();
    await approver.goto(`/onboarding/${uuid}`);
    await expect(approver.getByText('Finalizado').first()).toBeVisible();
    await approver.getByRole('tab', { name: 'Análises' }).click();
    await expect(approver.getByRole('cell', { name: 'Renda e endereço comprovados' })).toBeVisible();
  });

  test('an operator restricts a state on the map of Brazil', async ({ page }) => {
    await openAs(page, 'comercial.admin', '/onboarding/location-restriction');
    const tile = page.locator('g[data-state="RR"]');
    const removeRR = page.getByRole('button', { name: 'Remover RR', exact: true });
    // A restriction of RR left by an interrupted earlier run is removed first.
    await expect(tile).toHaveAttribute('data-restricted', /^(true|false)$/);
    if ((await tile.getAttribute('data-restricted')) === 'true') {
      await removeRR.first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByText('Restrição removida.')).toBeVisible();
    }
    await expect(tile).toHaveAttribute('data-restricted', 'false');
    await tile.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nova restrição' });
    await expect(dialog.getByRole('combobox', { name: /Estado/ })).toHaveValue('RR');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Restrição criada.')).toBeVisible();
    await expect(tile).toHaveAttribute('data-restricted', 'true');
    await removeRR.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Restrição removida.')).toBeVisible();
    await expect(tile).toHaveAttribute('data-restricted', 'false');
  });

  test('a positive-list file with a bad row is reported row by row and only the good rows are applied', async ({
    page,
  }) => {
    await openAs(page, 'comercial.admin', '/onboarding/positive-list');
    await expect(page.getByRole('heading', { name: 'Lista Positiva' })).toBeVisible();
    // The drop zone takes files once a partner is chosen (the first one, once the list is loaded).
    await expect(page.getByRole('combobox', { name: 'Parceiro' })).not.toHaveValue('');
    const good = `${String(Date.now()).slice(-9)}`;
    // A valid CPF made from nine digits plus its check digits.
    const digits = good.split('').map(Number);
    const check = (base: number[]) => {
      const sum = base.reduce((s, d, i) => s + d * (base.length + 1 - i), 0);
      const rest = (sum * 10) % 11;
      return rest === 10 ? 0 : rest;
    };
    const d1 = check(digits);
    const cpf = `${good}${d1}${check([...digits, d1])}`;
    const csv = `documento;nome\n${cpf};Cliente Lista\n111.111.111-11;Documento inválido\n`;
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lista.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(
      page.getByText('1 linha(s) aceita(s), 1 recusada(s). Revise e clique em Processar.'),
    ).toBeVisible();
    const result = page.getByRole('table', { name: 'Resultado' });
    await expect(
      result.getByRole('row', { name: /111\.111\.111-11.*Recusada: CPF\/CNPJ inválido/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Processar' }).click();
    await expect(
      page
        .getByText('Lista atualizada: 1 documento(s) aplicados; 1 linha(s) recusada(s) não aplicadas.')
        .first(),
    ).toBeVisible();
    const entries = page.getByRole('table', { name: 'Documentos na lista' });
    const search = page.getByRole('textbox', { name: 'Nome ou CPF/CNPJ' });
    await search.fill(cpf);
    await expect(entries.getByRole('row', { name: /Cliente Lista/ })).toHaveCount(1);
    await search.fill('Documento inválido');
    await expect(entries.getByRole('row', { name: /Cliente Lista/ })).toHaveCount(0);
    await expect(entries.getByRole('cell', { name: 'Documento inválido' })).toHaveCount(0);
    await search.fill('111.111.111-11');
    await expect(entries.getByRole('cell', { name: '111.111.111-11' })).toHaveCount(0);
  });
});
