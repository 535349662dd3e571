import { expect, test } from '@playwright/test';
import { submitLogin } from './support/login';
import { confirmCode } from './support/otp';
import { mailedPasswordLink, setOwnPassword } from './support/password-link';
import { openAs } from './support/session';

test('an admin creates a project user with a one-time code; the user sets their own password and signs in', async ({
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
  await expect(
    form.getByText('O usuário receberá no e-mail um link para definir a própria senha.'),
  ).toBeVisible();
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

  // The new user sets their own password from the mailed link, then signs in through the real
  // login page.
  const context = await browser.newContext();
  const other = await context.newPage();
  await setOwnPassword(other, username, password);
  await other.goto('/');
  await submitLogin(other, username, password);
  await expect(other.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await other.getByRole('button', { name: /Menu do usuário/ }).click();
  await expect(other.getByText(username)).toBeVisible();
  await context.close();
});

test('an admin resets a password: the member gets a link, sets their own password and signs in with it', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const username = `e2e.redefinir.${suffix}`;
  const first = 'PrimeiraE2E#2026';
  const chosen = 'EscolhidaE2E#2026';

  await openAs(page, 'plataforma.admin', '/users');
  await page.getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByRole('option', { name: 'Vila Rica Pay' }).click();
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const form = page.getByRole('dialog', { name: 'Novo usuário' });
  await form.getByLabel('Usuário').fill(username);
  await form.getByLabel('Nome').fill(`Redefinir E2E ${suffix}`);
  await form.getByLabel('E-mail').fill(`${username}@vilarica.com.br`);
  await form
    .getByRole('textbox', { name: 'Perfil' })
    .or(form.getByRole('combobox', { name: 'Perfil' }))
    .click();
  await page.getByRole('option', { name: 'COMERCIAL OPERADOR' }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(page, 'plataforma.admin');
  await expect(form).toBeHidden();
  const member = await (await browser.newContext()).newPage();
  await setOwnPassword(member, username, first);
  const firstLink = await mailedPasswordLink(username);

  // The admin resets the password: no password is asked, the screen says a link was sent.
  await page.getByLabel('Nome ou email').fill(`${username}@vilarica`);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const table = page.getByRole('table', { name: 'Usuários do projeto' });
  await expect(table.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await table.getByRole('button', { name: /Redefinir senha/ }).click();
  const reset = page.getByRole('dialog', { name: `Redefinir senha de Redefinir E2E ${suffix}` });
  await expect(reset.getByText(/Enviaremos ao e-mail dele um link/)).toBeVisible();
  await expect(reset.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
  await reset.getByRole('button', { name: 'Enviar link' }).click();
  await confirmCode(page, 'plataforma.admin');
  await expect(
    page.getByText(`Enviamos a Redefinir E2E ${suffix} um link para definir a nova senha.`),
  ).toBeVisible();

  // The member's new link works once; the old password no longer signs in.
  const secondLink = await mailedPasswordLink(username);
  expect(secondLink).not.toBe(firstLink);
  await setOwnPassword(member, username, chosen);
  await member.goto(secondLink);
  await expect(member.getByRole('heading', { name: 'Link inválido' })).toBeVisible();
  await member.goto('/');
  await submitLogin(member, username, first);
  await expect(member.getByText('Usuário ou senha inválidos.')).toBeVisible();
  await submitLogin(member, username, chosen);
  await expect(member.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});
