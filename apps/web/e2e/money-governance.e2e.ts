import { expect, type Page, test } from '@playwright/test';
import { openAs } from './support/session';

/**
 * What an operator sees of the money rules: the settle dialog says from which amount a second
 * person approves, counting what the operator already sent today with the payment type (ADR
 * 0721); rolling back a paid payment goes to approval whatever its amount (ADR 0722).
 */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

test('the settle dialog says from which amount a second person approves, with what was sent today', async ({
  page,
}) => {
  await openAs(
    page,
    'financeiro',
    `/financial/payments?daterange_start=${day(-1)}&daterange_end=${day(6)}&daterange_type=dt_payment`,
  );
  const table = page.getByRole('table', { name: 'Pagamentos' });
  await table
    .getByRole('checkbox', { name: /^Selecionar registro \d+$/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Liquidar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Liquidar' });
  await expect(dialog).toContainText(
    /Precisa de aprovação acima de R\$\s1\.000\.000,00 por dia, somando o que você já liquidou hoje nesta modalidade \(R\$\s[\d.]+,\d{2}\)\./,
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

/** Withdraws the signed-in operator's pending rollbacks, so a run starts and ends with none. */
async function withdrawOwnRollbacks(page: Page) {
  await page.goto('/approvals');
  await page.getByText('Minhas solicitações', { exact: true }).click();
  const pending = page
    .getByRole('article')
    .filter({ hasText: 'Estornar manualmente um pagamento' })
    .filter({ hasText: 'Pendente' });
  await expect(page.getByRole('article').first().or(page.getByText('Nenhuma solicitação'))).toBeVisible();
  while ((await pending.count()) > 0) {
    const count = await pending.count();
    await pending.first().getByRole('button', { name: 'Retirar' }).click();
    await page.getByRole('dialog', { name: 'Retirar' }).getByRole('button', { name: 'Retirar' }).click();
    await expect(pending).toHaveCount(count - 1);
  }
}

test('rolling back a paid payment goes to approval and leaves it paid', async ({ page }) => {
  await openAs(page, 'financeiro', '/');
  await withdrawOwnRollbacks(page);
  await page.goto(
    `/financial/payments?daterange_start=${day(-30)}&daterange_end=${day(-1)}&daterange_type=dt_payment&status=PAID`,
  );
  const table = page.getByRole('table', { name: 'Pagamentos' });
  const row = table.getByRole('row').filter({ hasText: 'Pago' }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const rollback = row.getByRole('button', { name: /^Estornar \d+$/ });
  const id = ((await rollback.getAttribute('aria-label')) ?? '').replace('Estornar ', '');
  await rollback.click();
  const dialog = page.getByRole('dialog', { name: 'Estornar' });
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Solicitação do cliente' }).click();
  await dialog.getByRole('textbox', { name: /Comentário/ }).fill('Estorno pedido pelo lojista');
  await dialog.getByRole('button', { name: 'Estornar', exact: true }).click();
  await expect(page.getByText('Alteração enviada para aprovação.')).toBeVisible();

  // Still paid: nothing changes until someone else approves it.
  await page.goto(
    `/financial/payments?daterange_start=${day(-30)}&daterange_end=${day(-1)}&daterange_type=dt_payment&status=PAID&payment=${id}`,
  );
  await expect(table.getByRole('row').nth(1)).toContainText(id);
  await expect(table.getByRole('row').nth(1)).toContainText('Pago');

  // The request waits in the requester's own list; withdrawn, the inbox is left as it was.
  await page.goto('/approvals');
  await page.getByText('Minhas solicitações', { exact: true }).click();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'Estornar manualmente um pagamento' })
      .filter({ hasText: 'Pendente' }),
  ).toHaveCount(1);
  await withdrawOwnRollbacks(page);
});
