import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
};
/** The TED tab filtered by payment date, today to five days ahead. */
const byPaymentDate = `daterange_start=${day(-1)}&daterange_end=${day(6)}&daterange_type=dt_payment`;

/** Picks 'Solicitação do cliente'; the comment is optional and left empty when `comment` is null. */
async function giveReason(page: Page, title: string, comment: string | null = 'Liquidação do dia') {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Solicitação do cliente' }).click();
  if (comment !== null) await dialog.getByRole('textbox', { name: /Comentário/ }).fill(comment);
  await dialog.getByRole('button', { name: title, exact: true }).click();
}

async function selectRows(page: Page, count: number): Promise<number[]> {
  const table = page.getByRole('table', { name: 'Pagamentos' });
  const boxes = table.getByRole('checkbox', { name: /^Selecionar registro \d+$/ });
  await expect(boxes.first()).toBeVisible();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const box = boxes.nth(i);
    ids.push(Number(((await box.getAttribute('aria-label')) ?? '').replace('Selecionar registro ', '')));
    await box.check();
  }
  return ids;
}

test.describe('Merchant payments', () => {
  test('an operator settles TED payments with a reason, no comment and a code, sees them paid, and converts an SLC payment to TED', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await openAs(page, 'financeiro', `/financial/payments?${byPaymentDate}`);
    await expect(page.getByRole('tab', { name: 'TED' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'Data de pagamento' })).toBeChecked();
    await expect(page.getByTestId('payment-cutoff')).toContainText('Próximo corte');
    await expect(page.getByTestId('total-payments')).not.toHaveText('0');

    const ids = await selectRows(page, 2);
    // The selection bar and the confirmation say what is about to leave, and who else must agree.
    const selectedTotal = ((await page.getByTestId('selection-summary').textContent()) ?? '').replace(
      /^.*Total: /,
      '',
    );
    expect(selectedTotal).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    await page.getByRole('button', { name: 'Liquidar', exact: true }).click();
    const notice = page.getByRole('dialog', { name: 'Liquidar' }).getByTestId('settle-notice');
    await expect(notice).toContainText(`Liquidar 2 pagamento(s) selecionado(s), somando ${selectedTotal}?`);
    await expect(notice).toContainText('Precisa de aprovação acima de R$ 1.000.000,00 por dia');
    // The comment is optional: settling without one succeeds.
    await giveReason(page, 'Liquidar', null);
    await confirmCode(page, 'financeiro');
    await expect(page.getByText('2 pagamento(s) enviados ao banco.')).toBeVisible();

    // The bank adapter answers through a job: the payments show as paid.
    for (const id of ids) {
      await page.goto(
        `/financial/payments?${byPaymentDate}&payment=${id}&status=PAID&status=WAITING_BANK_RESPONSE`,
      );
      const row = page.getByRole('table', { name: 'Pagamentos' }).getByRole('row').nth(1);
      await expect(row).toContainText(String(id), { timeout: 20_000 });
      await expect(async () => {
        const refresh = page.getByRole('button', { name: 'Atualizar' });
        if (await refresh.isEnabled()) await refresh.click();
        await expect(row).toContainText('Pago', { timeout: 3000 });
      }).toPass({ timeout: 45_000 });
    }

    // The detail shows the receivable units, the installments adding up to the payment and the remittance.
    await page.goto(`/financial/payments?${byPaymentDate}&payment=${ids[0]}&status=PAID&detail=${ids[0]}`);
    const drawer = page.getByRole('dialog', { name: `Pagamento ${ids[0]}` });
    const amount = (await drawer.getByTestId('detail-amount').textContent()) ?? '';
    await expect(drawer.getByRole('heading', { name: /^Parcelas: \d+, soma / })).toContainText(amount.trim());
    await expect(drawer.getByRole('table', { name: 'Remessas ao banco' })).toContainText(
      `payment-${ids[0]}-`,
    );
    // The bank's answer in words, not its code.
    await expect(drawer.getByRole('table', { name: 'Remessas ao banco' })).toContainText('Paga');
    await expect(drawer.getByRole('table', { name: 'Remessas ao banco' })).not.toContainText('PAID');

    await page.goto(`/financial/payments?${byPaymentDate}`);
    await page.getByRole('tab', { name: 'SLC' }).click();
    // The tab is in the address: a reload opens it again, with the filters.
    await expect(page).toHaveURL(/[?&]tab=SLC(&|$)/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'SLC' })).toHaveAttribute('aria-selected', 'true');
    const [slc] = await selectRows(page, 1);
    await page.getByRole('button', { name: 'Converter em TED' }).click();
    await giveReason(page, 'Converter em TED');
    await confirmCode(page, 'financeiro');
    await expect(page.getByText('1 pagamento(s) convertidos em TED.')).toBeVisible();
    await page.goto(`/financial/payments?${byPaymentDate}&payment=${slc}`);
    const row = page.getByRole('table', { name: 'Pagamentos' }).getByRole('row').nth(1);
    await expect(row).toContainText(String(slc));
    await expect(row).toContainText('TED');
  });

  test('an operator hides a column on the fields screen and exports the whole filter of a tab', async ({
    page,
  }) => {
    await openAs(page, 'financeiro', '/financial/payments/fields');
    await expect(
      page.getByRole('heading', { name: 'Campos da listagem de pagamentos', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'ID', exact: true })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Destino', exact: true }).uncheck();

    await page.goto(`/financial/payments?${byPaymentDate}`);
    const table = page.getByRole('table', { name: 'Pagamentos' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Lojista' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Destino' })).toHaveCount(0);
    // Written with thousands separators ('1.234').
    const total = Number((await page.getByTestId('total-payments').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pagamentos-.*\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]?.split(';') ?? [];
    expect(header[0]).toBe('ID');
    // Every payment of the filter, not only the page on screen, then the totals line.
    expect(lines).toHaveLength(total + 2);
    const footer = lines.at(-1)?.split(';') ?? [];
    expect(footer[0]).toBe('Total');
    expect(footer[header.indexOf('Lojista')]).toBe(`${total} pagamento${total === 1 ? '' : 's'}`);
    // The same sum the screen shows for the whole filter ('R$ 1.234,56' → '1234,56').
    const sum = (await page.getByTestId('sum-payments').textContent())?.replace(/[^\d,-]/g, '');
    expect(footer[header.indexOf('Valor')]).toBe(sum);

    await page.goto('/financial/payments/fields');
    await page.getByRole('button', { name: 'Restaurar padrão' }).click();
    await expect(page.getByRole('checkbox', { name: 'Destino', exact: true })).toBeChecked();
  });
});
