import { expect, test } from '@playwright/test';
import { openAs } from './support/session';

/**
 * A list's filters live in the URL and can be kept as a named view on the server: a view shared
 * by one operator reappears for a teammate of the same project.
 */
test('a shared saved view reappears for a teammate and restores the filters', async ({ browser }) => {
  const name = `Negadas no POS ${Date.now()}`;

  const author = await browser.newPage();
  await openAs(author, 'comercial.operador', '/financial/transactions?status=DENIED&channel=1');
  await expect(author.getByRole('table', { name: 'Transações' }).getByText('NEGADA').first()).toBeVisible();
  await author.getByRole('button', { name: /Visões salvas/ }).click();
  await author.getByRole('menuitem', { name: 'Salvar visão atual...' }).click();
  await author.getByLabel(/Nome da visão/).fill(name);
  await author.getByLabel('Compartilhar com a equipe').check();
  await author.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(author.getByText(`Visão "${name}" salva.`)).toBeVisible();
  await author.close();

  const teammate = await browser.newPage();
  await openAs(teammate, 'assistente', '/financial/transactions');
  // The teammate starts on the default filters (confirmed transactions only).
  await expect(
    teammate.getByRole('table', { name: 'Transações' }).getByText('CONFIRMADA').first(),
  ).toBeVisible();
  await teammate.getByRole('button', { name: /Visões salvas/ }).click();
  const item = teammate.getByRole('menuitem', { name: new RegExp(name) });
  await expect(item).toContainText('de comercial.operador');
  await item.click();
  await expect(teammate).toHaveURL(/status=DENIED/);
  await expect(teammate).toHaveURL(/channel=1/);
  await expect(teammate.getByRole('table', { name: 'Transações' }).getByText('NEGADA').first()).toBeVisible();
  await expect(teammate.getByRole('table', { name: 'Transações' }).getByText('CONFIRMADA')).toHaveCount(0);

  // Someone of another project does not see it.
  const outsider = await browser.newPage();
  await openAs(outsider, 'parceiro', '/financial/transactions');
  await outsider.getByRole('button', { name: /Visões salvas/ }).click();
  await expect(outsider.getByRole('menuitem', { name: new RegExp(name) })).toHaveCount(0);
  await outsider.close();
  await teammate.close();
});
