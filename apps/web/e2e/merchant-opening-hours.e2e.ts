import { expect, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

test('an operator sets the opening hours of a weekday: checked first, saved with a code, in the history', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The oldest merchant of Mentor Pagamentos (project 1): the merchants other files change are
  // of other projects or new ones, which the list shows first.
  await openAs(page, 'plataforma.admin', '/merchants?project=1&sortDesc=false');
  const table = page.getByRole('table', { name: 'Lojistas' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/merchants\/\d+/);
  await page.getByRole('tab', { name: 'Dados' }).click();

  await page.getByRole('button', { name: 'Editar horários' }).click();
  const form = page.getByRole('form', { name: 'Horário de funcionamento' });
  const monday = form.getByRole('switch', { name: 'Segunda-feira' });
  if (!(await monday.isChecked())) await monday.check({ force: true });
  const opens = form.getByRole('textbox', { name: 'Abertura Segunda-feira' });
  const closes = form.getByRole('textbox', { name: 'Fechamento Segunda-feira' });

  // A closing time before the opening is refused under the field, before any code is asked.
  await opens.fill('18:00');
  await closes.fill('08:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('O fechamento deve ser depois da abertura.', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Código de verificação' })).toHaveCount(0);
  await opens.fill('7:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe o horário no formato HH:MM.', { exact: true })).toBeVisible();

  const minute = String(10 + (Date.now() % 50));
  await opens.fill(`07:${minute}`);
  await closes.fill('19:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(page, 'plataforma.admin');
  await expect(page.getByText('Horário de funcionamento salvo.')).toBeVisible();
  const hours = page.getByRole('table', { name: 'Horário de funcionamento' });
  await expect(hours.getByRole('row', { name: /Segunda-feira/ })).toContainText(`07:${minute} – 19:00`);

  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByText(`07:${minute}–19:00`).first()).toBeVisible();
  // Changed fields only, by the screen's label: the other weekdays did not change.
  const entry = page
    .getByTestId('history-entry')
    .filter({ hasText: `07:${minute}–19:00` })
    .first();
  await expect(entry.getByRole('rowheader')).toHaveText(['Horário de funcionamento › Segunda-feira']);
});
