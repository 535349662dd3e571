import { expect, type Locator, type Page, test } from '@playwright/test';
import { openAs } from './support/session';

/** Change requests to the API that match `path`, counted as the browser sends them. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: Array<{ key: string | null }> = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) {
      seen.push({ key: request.headers()['idempotency-key'] ?? null });
    }
  });
  return seen;
}

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

test('a double click on "Salvar" of a new sales plan creates one plan', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Plano Clique Duplo ${Date.now() % 1_000_000}`;
  const creates = countRequests(page, 'POST', /^\/api\/v1\/sales_plan$/);
  await openAs(page, 'comercial.admin', '/plans/sales');
  await page.getByRole('button', { name: 'Novo plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo plano' });
  await dialog.getByRole('textbox', { name: 'Plano' }).fill(name);
  await pick(page, dialog, 'Projeto', 'Atlas Pagamentos');
  await pick(page, dialog, 'Canal', 'POS');
  await dialog.getByRole('textbox', { name: 'MASTERCARD Débito' }).fill('1,49');
  await dialog.getByRole('textbox', { name: 'VISA Crédito à vista' }).fill('2,95');

  await dialog.getByRole('button', { name: 'Salvar', exact: true }).dblclick();
  await expect(page.getByText('Plano criado.')).toHaveCount(1);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect(creates).toHaveLength(1);
  expect(creates[0]?.key).toBeTruthy();

  await page.goto(`/plans/sales?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(1);
});

test('a double click on "Excluir" of a payment and on its confirmation deletes it once', async ({ page }) => {
  test.setTimeout(90_000);
  // Scheduled payments weeks ahead: the settlement tests work on the next few days.
  const period = `daterange_start=${day(8)}&daterange_end=${day(30)}&daterange_type=dt_payment&status=SCHEDULED`;
  await openAs(page, 'financeiro', `/financial/payments?${period}`);
  const table = page.getByRole('table', { name: 'Pagamentos' });
  const boxes = table.getByRole('checkbox', { name: /^Selecionar registro \d+$/ });
  await expect(boxes.first()).toBeVisible();
  const label = (await boxes.last().getAttribute('aria-label')) ?? '';
  const id = Number(label.replace('Selecionar registro ', ''));
  expect(id).toBeGreaterThan(0);
  const deletes = countRequests(page, 'DELETE', new RegExp(`^/api/v1/payment/${id}$`));

  await page.goto(`/financial/payments?${period}&payment=${id}`);
  const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: label }) });
  await row.getByRole('button', { name: 'Excluir' }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Excluir' });
  await expect(dialog).toHaveCount(1);
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Solicitação do cliente' }).click();
  await dialog.getByRole('textbox', { name: /Comentário/ }).fill('Pagamento em duplicidade');
  await dialog.getByRole('button', { name: 'Excluir', exact: true }).dblclick();

  await expect(page.getByText('1 pagamento(s) atualizados.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(deletes).toHaveLength(1);
  expect(deletes[0]?.key).toBeTruthy();
});
