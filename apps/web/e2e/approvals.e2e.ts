import { expect, type Page, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

const parametersForm = (page: Page) => page.locator('form').filter({ hasText: 'Parâmetros' });

test('a daily limit raise waits for another person, who approves it in the inbox; the history shows the diff', async ({
  browser,
}) => {
  // Two sign-ins, a one-time code and two project screens.
  test.setTimeout(180_000);
  // comercial.admin asks for more than the R$ 500.000,00 threshold of the demo rule (a new
  // amount on every run, the database being kept between runs).
  const reais = 600_000 + (Date.now() % 997);
  const cents = String(reais * 100);
  const shown = reais.toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  const proposed = new RegExp(`^Limite diário (R\\$\\s[\\d.,]+|—) R\\$\\s${shown.replace('.', '\\.')}$`);
  const requester = await browser.newPage();
  await openAs(requester, 'comercial.admin', '/projects/4');
  const limit = parametersForm(requester).getByRole('textbox', { name: 'Limite diário' });
  await limit.fill(String(reais));
  await parametersForm(requester).getByRole('button', { name: 'Salvar' }).click();
  await expect(requester.getByText('Alteração enviada para aprovação.')).toBeVisible();
  await requester.reload();
  await expect(parametersForm(requester).getByRole('textbox', { name: 'Limite diário' })).not.toHaveValue(
    new RegExp(shown.replace('.', '\\.')),
  );
  await requester.close();

  // superadmin approves from the top bar's inbox, with their one-time code.
  const approver = await browser.newPage();
  await openAs(approver, 'superadmin', '/');
  await approver.getByRole('link', { name: /^Aprovações: \d+ alteraç/ }).click();
  await expect(approver.getByRole('heading', { name: 'Aprovações' })).toBeVisible();
  const card = approver
    .getByRole('article')
    .filter({ hasText: 'project_parameter #4' })
    .filter({ has: approver.getByRole('row', { name: proposed }) });
  // The proposed change by the screen's label, in R$, the unchanged parameters left out.
  await expect(card.getByRole('row', { name: proposed })).toBeVisible();
  await expect(card.getByRole('row', { name: /Parcelas|max_installments/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Aprovar' }).click();
  await confirmCode(approver, 'superadmin');
  await expect(approver.getByText('Alteração aprovada e aplicada.')).toBeVisible();

  // Applied: the project shows the new limit, and its history names both people with the diff.
  await approver.goto('/projects/4');
  await expect(parametersForm(approver).getByRole('textbox', { name: 'Limite diário' })).toHaveValue(
    new RegExp(shown.replace('.', '\\.')),
  );
  const history = approver.getByRole('region', { name: 'Histórico dos parâmetros' });
  const entry = history.getByTestId('history-entry').first();
  await expect(entry).toContainText('Rafael Nogueira');
  await expect(entry).toContainText('aprovado por Helena Duarte');
  const changed = entry.locator('tr[data-changed]').filter({ hasText: 'Limite diário' });
  await expect(changed).toContainText(`R$\u00a0${shown}`);
  await expect(entry).not.toContainText(cents);
  // Changed fields only: the maximum of instalments did not change.
  await expect(entry.locator('tr').filter({ hasText: 'Parcelas (máximo)' })).toHaveCount(0);
});
