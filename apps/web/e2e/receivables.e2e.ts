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
  transaction_id: number;
  merchant_id: number;
  paid: number;
  blocked: boolean;
  adjustment_amount: number;
  dt_due: string;
}

test('opens on the current month, filters receivables by due date, blocks a selection, adjusts one with a code, unblocks with a reason, opens a unit timeline and a reconciliation difference', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The required period has a default: the screen opens on the month's receivables, not an error.
  await openAs(page, 'financeiro', '/financial/receivable_registry');
  await expect(
    page.getByRole('table', { name: 'Registro de Recebíveis' }).getByRole('row').nth(1),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Os dados enviados são inválidos')).toHaveCount(0);
  const start = day(0);
  const end = day(120);
  const sample = await api<{ data: Row[] }>(
    page,
    `/v1/financial/receivable?date_kind=dt_due&start=${start}&end=${end}&paid=0&blocked=0&perPage=1`,
  );
  const merchant = sample.data[0]?.merchant_id;
  if (!merchant) throw new Error('no unpaid receivable in the demo data');
  const query = `daterange_start=${start}&daterange_end=${end}&daterange_type=dt_due&merchant=${merchant}&blocked=0`;
  await page.goto(`/financial/receivable_registry?${query}`);
  const table = page.getByRole('table', { name: 'Registro de Recebíveis' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const listed = await api<{ data: Row[]; total: number; sum: { adjustment_amount: number } }>(
    page,
    `/v1/financial/receivable?date_kind=dt_due&start=${start}&end=${end}&merchant=${merchant}&blocked=0`,
  );
  const [first, second] = listed.data;
  if (!first || !second) throw new Error('fewer than two receivables listed');

  // Block the first two rows with a block type.
  await table.getByRole('checkbox', { name: `Selecionar registro ${first.id}`, exact: true }).check();
  await table.getByRole('checkbox', { name: `Selecionar registro ${second.id}`, exact: true }).check();
  await page.getByTestId('bulk-block').click();
  const blockDialog = page.getByRole('dialog', { name: /Bloquear 2/ });
  await blockDialog.getByRole('combobox', { name: 'Tipo de bloqueio' }).click();
  await page.getByRole('option', { name: 'Aguardando análise' }).click();
  await blockDialog.getByRole('textbox', { name: 'Descrição' }).fill('Contestação em análise');
  await blockDialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(blockDialog).toBeHidden();
  const after = await api<{ data: Row[] }>(
    page,
    `/v1/financial/receivable?date_kind=dt_due&start=${start}&end=${end}&merchant=${merchant}&blocked=1&block_type=17`,
  );
  expect(after.data.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));

  // Adjust the third receivable (still listed) with a one-time code; the sum changes.
  await page.goto(`/financial/receivable_registry?${query}`);
  const adjustedSum = page.getByTestId('sum-adjustment_amount');
  await expect(adjustedSum).toBeVisible({ timeout: 30_000 });
  const before = await adjustedSum.textContent();
  const target = listed.data.find((r) => r.id !== first.id && r.id !== second.id) ?? first;
  const adjustButton = page.getByRole('button', { name: `Ajustar Recebível ${target.id}`, exact: true });
  await adjustButton.click();
  const adjustDialog = page.getByRole('dialog', { name: `Ajuste manual do recebível ${target.id}` });
  // 'Cancelar' gives focus back to the row's button, not to the page.
  await adjustDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(adjustDialog).toBeHidden();
  await expect(adjustButton).toBeFocused();
  await adjustButton.click();
  await adjustDialog.getByText('Crédito').click();
  await adjustDialog.getByRole('textbox', { name: /Valor/ }).fill('12,34');
  await adjustDialog.getByRole('textbox', { name: /Motivo/ }).fill('Ressarcimento de tarifa');
  await adjustDialog.getByRole('button', { name: 'Ajustar' }).click();
  await confirmCode(page, 'financeiro');
  await expect(adjustDialog).toBeHidden();
  await expect(adjustedSum).not.toHaveText(before ?? '');
  const sums = await api<{ sum: { adjustment_amount: number } }>(
    page,
    `/v1/financial/receivable?date_kind=dt_due&start=${start}&end=${end}&merchant=${merchant}&blocked=0`,
  );
  expect(sums.sum.adjustment_amount).toBe(
    listed.sum.adjustment_amount - first.adjustment_amount - second.adjustment_amount + 1234,
  );

  // The unit of a blocked installment shows the block on its timeline.
  const units = await api<{ data: { id: number }[] }>(
    page,
    `/v1/receivable_unit?transaction=${first.transaction_id}`,
  );
  const unitId = units.data[0]?.id;
  if (!unitId) throw new Error('no unit for the blocked receivable');
  await page.goto(`/financial/receivable_registry/ur/${unitId}`);
  const timeline = page.getByTestId('unit-timeline');
  await expect(timeline.getByText('Criada', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Parcela bloqueada').first()).toBeVisible();

  // Unblocking asks for a confirmation with its reason, as blocking asks for type and description.
  await page.goto(
    `/financial/receivable_registry?daterange_start=${start}&daterange_end=${end}&daterange_type=dt_due&merchant=${merchant}&blocked=1&block_type=17`,
  );
  await table.getByRole('checkbox', { name: `Selecionar registro ${first.id}`, exact: true }).check();
  await table.getByRole('checkbox', { name: `Selecionar registro ${second.id}`, exact: true }).check();
  await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  const unblockDialog = page.getByRole('dialog', { name: 'Desbloquear 2 recebível(is)' });
  await unblockDialog.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  await expect(unblockDialog.getByText('O campo Motivo é obrigatório')).toBeVisible();
  await unblockDialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Solicitação do cliente' }).click();
  await unblockDialog.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  await expect(page.getByText('2 recebível(is) desbloqueado(s).')).toBeVisible();
  // The selection is cleared with its bar: focus goes to the list, not to the page's body.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.closest('#main-content table, [data-focus-fallback]') !== null,
      ),
    )
    .toBe(true);

  // A reconciliation difference.
  await page.goto('/financial/receivable_registry/ur');
  await page.getByRole('tab', { name: 'Conciliação' }).click();
  await expect(page.getByText('Valores divergentes').first()).toBeVisible();
});

interface UnitPaymentRow {
  id: number;
  merchant_id: number;
  merchant_name: string;
  receivable_unit_id: number;
}

test('opens the UR payments tab and a payment with its installments, opens a dispute on a unit and finds it among the disputes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAs(page, 'financeiro', '/financial/receivable_registry/ur');

  // UR payments: their own tab, filtered without leaving it.
  await page.getByRole('tab', { name: 'Pagamentos de UR' }).click();
  await expect(page).toHaveURL(/tab=payments/);
  const [payment] = (await api<{ data: UnitPaymentRow[] }>(page, '/v1/cerc_ur_payment?perPage=1')).data;
  if (!payment) throw new Error('no UR payment in the demo data');
  const filters = page.getByRole('button', { name: 'Filtros' });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  // The merchant is found by name and picked; its id is what the list is filtered by.
  await page.getByRole('combobox', { name: 'Lojista', exact: true }).fill(payment.merchant_name);
  await page.getByRole('option', { name: new RegExp(`\\(${payment.merchant_id}\\)$`) }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`merchant=${payment.merchant_id}`));
  await expect(page).toHaveURL(/tab=payments/);
  const payments = page.getByRole('table', { name: 'Pagamentos de UR' });
  await payments.getByRole('link', { name: String(payment.id), exact: true }).click();

  // The payment opens in a drawer named in the URL, with its unit's installments.
  await expect(page).toHaveURL(new RegExp(`payment=${payment.id}`));
  const drawer = page.getByRole('dialog', { name: `Pagamento de UR ${payment.id}` });
  await expect(drawer.getByTestId('unit-payment-amount')).toBeVisible();
  const installments = await api<{ data: { id: number; transaction_id: number }[]; total: number }>(
    page,
    `/v1/cerc_ur_payment/${payment.id}/installments`,
  );
  expect(installments.total).toBeGreaterThan(0);
  const table = drawer.getByRole('table', { name: `Parcelas do pagamento ${payment.id}` });
  await expect(table.getByRole('row')).toHaveCount(Math.min(installments.total, 50) + 1);
  await expect(
    table.getByRole('cell', { name: String(installments.data[0]?.id), exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: `Pagamento de UR ${payment.id}` })).toBeVisible();

  // A dispute opened on an active unit, checked before it is sent.
  const units = await api<{ data: { id: number; cerc_code: string; status: string }[] }>(
    page,
    '/v1/receivable_unit?perPage=50',
  );
  const unit = units.data.find((u) => u.status === 'CERC_UR_ACTIVE');
  if (!unit) throw new Error('no active unit in the demo data');
  await page.goto(`/financial/receivable_registry/ur/${unit.id}`);
  await page.getByRole('button', { name: 'Abrir disputa' }).click();
  const dialog = page.getByRole('dialog', { name: `Abrir disputa na UR ${unit.cerc_code}` });
  await dialog.getByRole('button', { name: 'Abrir disputa' }).click();
  await expect(dialog.getByText('O campo Contraparte é obrigatório')).toBeVisible();
  await expect(dialog.getByText('O campo Motivo é obrigatório')).toBeVisible();
  const description = `Contestação ${Date.now()}`;
  await dialog.getByRole('textbox', { name: /Contraparte/ }).fill('19131243000197');
  await dialog.getByRole('combobox', { name: /Motivo/ }).click();
  await page.getByRole('option', { name: '05 · Divergência de valor' }).click();
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill(description);
  await dialog.getByRole('button', { name: 'Abrir disputa' }).click();
  await expect(dialog).toBeHidden();
  // The counterpart's CNPJ, typed in clear, comes back masked to staff without the reveal permission.
  await expect(page.getByTestId('unit-disputes').getByText(description)).toHaveText(
    `Aberta · Divergência de valor · Nova · 19.•••.•••/0001-•• · ${description}`,
  );
  await expect(page.getByTestId('unit-timeline').getByText('Disputa', { exact: true }).first()).toBeVisible();

  // Sent to the registry again: audited, in the unit's history.
  await page.getByRole('button', { name: 'Reenviar à registradora' }).click();
  const resend = page.getByRole('dialog', { name: `Reenviar a UR ${unit.cerc_code} à registradora` });
  await resend.getByRole('button', { name: 'Reenviar' }).click();
  await expect(resend).toBeHidden();
  const history = page.getByRole('region', { name: 'Histórico de alterações' });
  await expect(history.getByTestId('history-entry').first()).toContainText('Tipo de alteração');

  // The disputes tab: received by default, with the spec's labels; the opened one is listed.
  await page.goto('/financial/receivable_registry/ur');
  await page.getByRole('tab', { name: 'Disputas' }).click();
  const received = page.getByRole('table', { name: 'Disputas recebidas' });
  await expect(received.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await page.getByText('Abertas', { exact: true }).click();
  await expect(page).toHaveURL(/direction=opened/);
  const opened = page.getByRole('table', { name: 'Disputas abertas' });
  const row = opened.getByRole('row').filter({ hasText: description });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('05 · Divergência de valor');
  await expect(row).toContainText(unit.cerc_code);
  await expect(row).toContainText('Nova');
});

test('a link straight to a registry tab fetched on demand shows the tab with the screen, asking for its list once', async ({
  page,
}) => {
  await openAs(page, 'financeiro', '/');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/v1/cerc_dispute/opened')) requests.push(request.url());
  });
  // The tab's code arrives late: the screen waits for it rather than showing an empty tab first.
  await page.route('**/assets/dispute-list-screen-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/financial/receivable_registry/ur?tab=disputes&direction=opened');
  await page.getByRole('tab', { name: 'Disputas' }).waitFor();
  expect(await page.getByRole('table', { name: 'Disputas abertas' }).count()).toBe(1);
  await expect(page.getByRole('tab', { name: 'Disputas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Abertas' })).toBeChecked();
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
});
