import { expect, type Page, test } from '@playwright/test';
import { accessToken, menuPaths, submitLogin } from './support/login';
import { confirmCode, withCode } from './support/otp';
import { setOwnPassword } from './support/password-link';
import { openAs } from './support/session';

/** Creates a project-1 user holding `role` through the API, trying the steps the server accepts. */
async function createHolder(page: Page, role: string, username: string, password: string) {
  const token = await accessToken(page);
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await withCode('superadmin', (code) =>
      page.request.post('/api/v1/project/1/user', {
        headers: { authorization: `Bearer ${token}`, 'x-otp': code },
        data: {
          username,
          email: `${username}@mentor.test`,
          full_name: `Titular ${username}`,
          role,
        },
      }),
    );
    if (response.status() === 201) {
      // The holder sets their own password from the link mailed to them.
      const context = await page.context().browser()?.newContext();
      if (!context) throw new Error('no browser');
      await setOwnPassword(await context.newPage(), username, password);
      await context.close();
      return;
    }
    expect(response.status(), await response.text()).toBe(403);
  }
  throw new Error('no one-time code was accepted');
}

async function signInAndReadMenu(page: Page, username: string, password: string): Promise<string[]> {
  await page.goto('/');
  await submitLogin(page, username, password);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  return menuPaths(page);
}

test('a role loses a permission and its holder loses the menu item at the next sign-in', async ({
  page,
  browser,
}) => {
  // A spent code step may have to wait for the next one.
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const roleName = `mentor_e2e_${suffix}`;
  const holder = `e2e.titular.${suffix}`;
  const password = 'TitularE2E#1';

  await openAs(page, 'superadmin', '/roles');
  await page.getByRole('button', { name: 'Novo perfil' }).click();
  const form = page.getByRole('dialog', { name: 'Novo perfil' });
  await form.getByLabel('Nome do perfil').fill(roleName);
  for (const permission of ['read_project_list', 'read_merchant_list']) {
    await form.getByLabel('Filtrar permissões').fill(permission);
    await form.getByRole('checkbox', { name: new RegExp(`^${permission} —`) }).check();
  }
  await expect(form.getByText('2 permissões selecionadas')).toBeVisible();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(page, 'superadmin');
  await expect(page.getByText('Perfil criado.')).toBeVisible();

  await createHolder(page, roleName, holder, password);
  const first = await browser.newContext();
  const before = await signInAndReadMenu(await first.newPage(), holder, password);
  expect(before).toContain('/projects');
  expect(before).toContain('/merchants');
  await first.close();

  // The role list is filtered by name (kept in the URL), then the role loses read_project_list.
  await page.getByLabel('Nome do perfil').fill(roleName);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`role_name=${roleName}`));
  await page.getByRole('button', { name: `Editar ${roleName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar perfil' });
  await edit.getByLabel('Filtrar permissões').fill('read_project_list');
  await edit.getByRole('checkbox', { name: /^read_project_list —/ }).uncheck();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(page, 'superadmin');
  await expect(page.getByText(/Perfil atualizado/)).toBeVisible();

  const second = await browser.newContext();
  const after = await signInAndReadMenu(await second.newPage(), holder, password);
  expect(after).not.toContain('/projects');
  expect(after).toContain('/merchants');
  await second.close();
});
