import { expect, test } from '@playwright/test';
import { openAs } from './support/session';

/**
 * A change waiting for a second person shows on its record: who asked, what, since when; asking
 * it again is refused with a link to the first, where its requester withdraws it.
 */
test('a pending unblock is shown on the merchant, a second one is refused with a link to it, and its requester withdraws it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A blocked merchant of the main project (the merchants test changes those of project 3).
  await openAs(page, 'comercial.admin', '/merchants?project=1&blocked=true');
  const table = page.getByRole('table', { name: 'Lojistas' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await table.getByRole('row').last().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/merchants\/\d+/);

  await page.getByRole('tab', { name: 'Bloqueio' }).click();
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Documentação regularizada');
  const unblock = page.getByRole('button', { name: 'Desbloquear lojista' });
  await unblock.click();
  await expect(page.getByText('Alteração enviada para aprovação.')).toBeVisible();

  // The record shows the change waiting: what, who and since when, withdrawable by its requester.
  const pending = page.getByTestId('pending-change');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Aguardando aprovação: Desbloquear lojista');
  await expect(pending).toContainText(/Solicitada por Rafael Nogueira em \d{2}\/\d{2}\/\d{4}/);
  await expect(pending.getByRole('table', { name: /Campos da alteração pendente/ })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Retirar solicitação' })).toBeVisible();

  // Asked again, it is refused, naming the first request and linking to it.
  await unblock.click();
  const refusal = page.getByText(
    /^Já existe uma alteração igual aguardando aprovação \(solicitação nº (\d+)\)/,
  );
  await expect(refusal).toBeVisible();
  const id = /nº (\d+)/.exec((await refusal.textContent()) ?? '')?.[1];
  expect(id).toBeDefined();
  await expect(pending).toHaveCount(1);
  await page.getByRole('link', { name: 'Abrir a alteração pendente' }).click();
  await expect(page).toHaveURL(new RegExp(`/approvals\\?id=${id}$`));

  // The approvals screen shows that request first; its requester withdraws it.
  const card = page
    .getByTestId('approval-focused')
    .getByRole('article', { name: `Desbloquear lojista #${id}` });
  await expect(card).toContainText('Pendente');
  await card.getByRole('button', { name: 'Retirar' }).click();
  await page.getByRole('dialog', { name: 'Retirar' }).getByRole('button', { name: 'Retirar' }).click();
  await expect(page.getByText('Solicitação retirada.')).toBeVisible();
  await expect(card).toContainText('Retirada por Rafael Nogueira');
});
