import { expect, type Page, test } from '@playwright/test';
import { accessToken } from './support/login';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

interface Row {
  id: number;
  merchant_id: number;
  adjustment_amount: number;
}

test('a manual adjustment whose answer is lost after it was made is sent again and made once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAs(page, 'financeiro', '/financial/receivable_registry');
  const start = day(0);
  const end = day(120);
  const range = `date_kind=dt_due&start=${start}&end=${end}&paid=0&blocked=0`;
  // A merchant other than the first listed (the receivables walk-through works on that one).
  const first = await api<{ data: Row[]; total: number }>(
    page,
    `/v1/financial/receivable?${range}&perPage=1`,
  );
  const last = await api<{ data: Row[] }>(
    page,
    `/v1/financial/receivable?${range}&perPage=1&page=${Math.max(1, first.total)}`,
  );
  const busy = first.data[0]?.merchant_id;
  const merchant = last.data[0]?.merchant_id;
  if (!merchant || merchant === busy)
    throw new Error('no second merchant with unpaid receivables in the demo data');
  const rowsOf = () => api<{ data: Row[] }>(page, `/v1/financial/receivable?${range}&merchant=${merchant}`);
  const target = (await rowsOf()).data.at(-1);
  if (!target) throw new Error('no receivable of the merchant');

  // The server makes the adjustment and answers, but the answer never reaches the console: the
  // balancer answers 502 as when a server dies between its commit and its answer.
  const sent: Array<{ key: string | undefined; replayed: string | undefined; status: number }> = [];
  await page.route('**/api/v1/financial/manualadjust', async (route) => {
    const key = route.request().headers()['idempotency-key'];
    const answer = await route.fetch();
    sent.push({ key, replayed: answer.headers()['idempotent-replayed'], status: answer.status() });
    if (sent.length === 1) {
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Bad Gateway' }),
      });
      return;
    }
    await route.fulfill({ response: answer });
  });

  await page.goto(
    `/financial/receivable_registry?daterange_start=${start}&daterange_end=${end}&daterange_type=dt_due&merchant=${merchant}&blocked=0`,
  );
  await page.getByRole('button', { name: `Ajustar Recebível ${target.id}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Ajuste manual do recebível ${target.id}` });
  await dialog.getByText('Crédito').click();
  await dialog.getByRole('textbox', { name: /Valor/ }).fill('7,89');
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Tarifa cobrada em duplicidade');
  await dialog.getByRole('button', { name: 'Ajustar' }).click();
  await confirmCode(page, 'financeiro');
  // The operator sees the failure and the form as typed, and sends it again.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Valor/ })).toHaveValue(/7,89/);
  await dialog.getByRole('button', { name: 'Ajustar' }).click();
  await confirmCode(page, 'financeiro');
  await expect(dialog).toBeHidden();

  // Both sends carried the intent's one key; the second got the first answer back.
  expect(sent).toHaveLength(2);
  expect(sent[0]?.status).toBe(200);
  expect(sent[0]?.key).toBeTruthy();
  expect(sent[1]?.key).toBe(sent[0]?.key);
  expect(sent[1]).toMatchObject({ status: 200, replayed: 'true' });
  // One adjustment of R$ 7,89, not two.
  const after = (await rowsOf()).data.find((r) => r.id === target.id);
  expect(after?.adjustment_amount).toBe(target.adjustment_amount + 789);
});
