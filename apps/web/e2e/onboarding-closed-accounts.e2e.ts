import { expect, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A positive amount in reais as the console writes it ('R$ 2.512,34'). */
const POSITIVE = /R\$\s*(?!0,00)[\d.]+,\d{2}/;

test.describe('closed accounts and account baskets', () => {
  test('an operator transfers the remaining balance of a closed account once, then changes its basket', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openAs(page, 'superadmin', '/onboarding/closed-accounts');
    await expect(page.getByRole('heading', { name: 'Contas Encerradas' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Contas Encerradas' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('link') });
    await expect(rows.first()).toBeVisible();
    const withBalance = rows.filter({ hasText: POSITIVE }).filter({ hasNotText: /−|-R\$/ });
    await expect(withBalance.first()).toBeVisible();
    await withBalance.first().getByRole('link').first().click();

    // Closed account detail: /onboarding/{id}/{wlId}.
    await expect(page).toHaveURL(new RegExp(`/onboarding/${UUID}/${UUID}$`));
    const heading = page.getByRole('heading', { level: 1, name: /^Conta encerrada · / });
    await expect(heading).toBeVisible();
    const holder = ((await heading.textContent()) ?? '').replace(/^Conta encerrada · /, '').trim();
    await expect(page.getByText('Encerrada', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Transferir saldo remanescente' }).click();
    const transferButton = page.getByRole('button', { name: /^Transferir R\$/ });
    const amount = ((await transferButton.textContent()) ?? '').replace(/^Transferir /, '').trim();
    expect(amount).toMatch(POSITIVE);

    // The form is checked before the one-time code is asked.
    await page.getByRole('textbox', { name: /Agência/ }).fill('12a');
    await transferButton.click();
    await expect(page.getByText('Agência com até 5 dígitos.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Código de verificação' })).toBeHidden();

    await page.getByRole('combobox', { name: /Banco de destino/ }).fill('Itaú');
    await page.getByRole('option', { name: '341 - Itaú Unibanco S.A.' }).click();
    await page.getByRole('textbox', { name: /Agência/ }).fill('1234');
    await page.getByRole('textbox', { name: /Conta de destino/ }).fill('56789-0');
    await page.getByRole('textbox', { name: /CPF\/CNPJ do titular/ }).fill('52998224725');
    // A double click sends one transfer.
    await transferButton.dblclick();
    await confirmCode(page, 'superadmin');
    await expect(page.getByText('Transferência do saldo remanescente agendada.').first()).toBeVisible();
    await expect(page.getByText(`${amount} transferidos`, { exact: false })).toBeVisible();
    await expect(page.getByText('Não há saldo remanescente a transferir.')).toBeVisible();

    // The statement shows one debit of the whole balance.
    await page.getByRole('tab', { name: 'Extrato' }).click();
    await expect(page.getByText(/Transferência do saldo remanescente para 341/)).toHaveCount(1);

    // The same account in the review: change its fee basket, with confirmation.
    await page.goto(`/onboarding/approved-accounts?name=${encodeURIComponent(holder)}`);
    const approved = page.getByRole('table', { name: 'Contas Aprovadas' });
    const account = approved.getByRole('row').filter({ hasText: holder }).first();
    await expect(account).toBeVisible();
    await account.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Conta · / })).toBeVisible();
    await page.getByRole('tab', { name: 'Cestas' }).click();
    const baskets = page.getByRole('table', { name: 'Cestas do parceiro' });
    await expect(baskets).toBeVisible();
    const target = (await baskets
      .getByRole('row')
      .filter({ hasText: 'Empresas' })
      .filter({ hasText: 'Em uso' })
      .count())
      ? 'Essencial'
      : 'Empresas';
    await baskets.getByRole('button', { name: `Usar esta cesta ${target}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Alterar a cesta da conta' });
    await expect(confirm).toContainText(`passa para a cesta ${target}`);
    await confirm.getByRole('button', { name: 'Alterar cesta' }).click();
    await expect(page.getByText('Cesta da conta alterada.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cesta atual' })).toContainText(target);
    const history = page.getByRole('table', { name: 'Histórico de cestas' });
    await expect(
      history.getByRole('row').filter({ hasText: target }).filter({ hasText: 'Em uso' }),
    ).toHaveCount(1);

    // Putting the (closed) account on the blacklist asks for a block reason and keeps it closed.
    await page.getByRole('button', { name: 'Colocar na blacklist' }).click();
    const blacklist = page.getByRole('dialog', { name: 'Colocar na blacklist' });
    await blacklist.getByRole('button', { name: 'Colocar na blacklist' }).click();
    await expect(blacklist.getByText('Escolha o motivo do bloqueio.')).toBeVisible();
    await blacklist.getByRole('combobox', { name: /Motivo do bloqueio/ }).click();
    await page.getByRole('option').first().click();
    await blacklist.getByRole('button', { name: 'Colocar na blacklist' }).click();
    await expect(
      page.getByText('Documento incluído na blacklist; a conta encerrada continua encerrada.'),
    ).toBeVisible();
  });

  test("the onboarding administrator sees a reviewed account's baskets and may change them", async ({
    page,
  }) => {
    // A closed account has its payment account: find its holder among the approved accounts.
    await openAs(page, 'comercial.admin', '/onboarding/closed-accounts');
    const closed = page.getByRole('table', { name: 'Contas Encerradas' });
    const closedRow = closed.getByRole('row').filter({ has: page.getByRole('link') });
    await expect(closedRow.first()).toBeVisible();
    await closedRow.first().getByRole('link').first().click();
    const heading = page.getByRole('heading', { level: 1, name: /^Conta encerrada · / });
    await expect(heading).toBeVisible();
    const holder = ((await heading.textContent()) ?? '').replace(/^Conta encerrada · /, '').trim();
    await page.goto(`/onboarding/approved-accounts?name=${encodeURIComponent(holder)}`);
    const approved = page.getByRole('table', { name: 'Contas Aprovadas' });
    const account = approved.getByRole('row').filter({ hasText: holder }).first();
    await expect(account).toBeVisible();
    await account.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Conta · / })).toBeVisible();
    // Without fee management, reading the account opens its Baskets tab (ADR 261).
    await page.getByRole('tab', { name: 'Cestas' }).click();
    const baskets = page.getByRole('table', { name: 'Cestas do parceiro' });
    await expect(baskets).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Histórico de cestas' })
        .or(page.getByText('Nenhuma cesta no histórico.')),
    ).toBeVisible();
    await expect(baskets.getByRole('button', { name: /^Usar esta cesta / }).first()).toBeVisible();
  });
});
