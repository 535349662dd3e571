import { expect, test } from '@playwright/test';
import { submitLogin } from './support/login';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

test('an admin creates a project user with a one-time code and that user signs in at once', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const username = `e2e.usuario.${suffix}`;
  const password = 'SenhaE2E#2026';

  await openAs(page, 'plataforma.admin', '/users');
  const selector = page.getByRole('combobox', { name: 'Projeto' });
  await selector.click();
  await page.getByRole('option', { name: 'Vila Rica Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Usuários do projeto' })).toBeVisible();

  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const form = page.getByRole('dialog', { name: 'Novo usuário' });
  await form.getByLabel('Usuário').fill(username);
  await form.getByLabel('Nome').fill(`Operadora E2E ${suffix}`);
  await form.getByLabel('E-mail').fill(`${username}@vilarica.com.br`);
  await form.getByLabel('CPF/CNPJ').fill('52998224725');
  await form
    .getByRole('textbox', { name: 'Perfil' })
    .or(form.getByRole('combobox', { name: 'Perfil' }))
    .click();
  await page.getByRole('option', { name: 'COMERCIAL OPERADOR' }).click();
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(page, 'plataforma.admin');
  await expect(page.getByText('Usuário criado.')).toBeVisible();
  await expect(form).toBeHidden();

  // The list finds the new user by e-mail (filter 'Nome ou email'), with the search kept in the URL.
  await page.getByLabel('Nome ou email').fill(`${username}@vilarica`);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Usuários do projeto' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: username, exact: true })).toBeVisible();

  // The new user signs in through the real login page straight away.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/');
  await submitLogin(other, username, password);
  await expect(other.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await other.getByRole('button', { name: /Menu do usuário/ }).click();
  await expect(other.getByText(username)).toBeVisible();
  await context.close();
});
