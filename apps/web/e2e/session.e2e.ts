import { expect, type Page, test } from '@playwright/test';
import { accessToken, login, submitLogin } from './support/login';
import { openAs } from './support/session';

/*
 * Signing in, renewal and signing out: these tests go through the real login page with sessions
 * of their own (support/login.ts). Ending the saved session of the setup project would sign out
 * every other test, whose tokens come from it (support/session.ts).
 */

/** The identity provider's logout confirmation, reached when the console ends the session. */
async function expectSignedOut(page: Page) {
  await expect(page.getByRole('heading', { name: /Sair do Mentor\?|Você saiu\.|Entrar/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(new URL(page.url()).pathname.startsWith('/auth')).toBe(true);
}

test('an anonymous visitor signs in and comes back to the intended screen', async ({ page }) => {
  await page.goto('/merchants?page=2');
  await expect(page.getByLabel('Usuário')).toBeVisible();
  await submitLogin(page, 'superadmin');
  await expect(page).toHaveURL(/\/merchants\?page=2$/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});

test('sem.papel has no mentor_ role and is turned away', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, 'sem.papel');
  await expect(page.getByRole('dialog', { name: 'Acesso negado' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expectSignedOut(page);
});

test("sem.projeto sees 'Projeto não configurado' without buttons, then is logged out", async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, 'sem.projeto');
  const warning = page.getByRole('dialog', { name: 'Projeto não configurado' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('não possui um projeto associado');
  await expect(warning.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expectSignedOut(page);
});

test('Sair ends the session', async ({ page }) => {
  await login(page, 'assistente');
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expectSignedOut(page);
});

/** Rewrites the stored user's access-token expiry, as if time had passed. */
async function expireStoredToken(page: Page, secondsLeft: number): Promise<string> {
  return page.evaluate((left) => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith('oidc.user:')) continue;
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(
        key,
        JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) + left }),
      );
      return String(stored.access_token);
    }
    return '';
  }, secondsLeft);
}

test.describe('token renewal', () => {
  test('a returning user whose token expired is renewed at start-up, without the login page', async ({
    page,
  }) => {
    await login(page, 'financeiro', '/financial/transactions');
    const oldToken = await expireStoredToken(page, -30);
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/token'))
        tokenRequests.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByLabel('Usuário')).toHaveCount(0);
    expect(tokenRequests.length).toBeGreaterThan(0);
    expect(await accessToken(page)).not.toBe(oldToken);
  });

  test('a token with under a minute left is renewed in the console by the 10-second check', async ({
    page,
  }) => {
    await login(page, 'financeiro', '/financial/transactions');
    const oldToken = await expireStoredToken(page, 30);
    // The console keeps the user it read at start-up; the next page load reads the rewritten one.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect.poll(() => accessToken(page), { timeout: 25_000 }).not.toBe(oldToken);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByLabel('Usuário')).toHaveCount(0);
  });
});

test.describe('idle logout', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config: Record<string, unknown> = await response.json();
      await route.fulfill({ response, json: { ...config, idleLimitSeconds: 3, environment: 'production' } });
    });
  });

  test('after the idle limit a 10-second countdown ends the session at the provider too', async ({
    page,
  }) => {
    // The page's clock: the idle limit and the countdown pass without waiting for them.
    await page.clock.install();
    await login(page, 'assistente');
    const dialog = page.getByRole('dialog', { name: 'Você está inativo' });
    await page.clock.fastForward(3_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Você será desconectado em \d+ segundos?/);
    const revocation = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/auth/token/revocation',
    );
    await page.clock.runFor(10_000);
    await expect(dialog).toContainText('Deslogando usuário...');
    await page.clock.runFor(1_000);
    // The refresh token is revoked, and the provider's sign-out confirms by itself (nobody is
    // there to press a button): the browser ends on the login page, not on "Sair do Mentor?".
    await revocation;
    await expect(page.getByLabel('Senha')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Sair do Mentor?' })).toHaveCount(0);
    // Opening a console address asks for the password again: the provider's session is gone.
    await page.goto('/merchants');
    await expect(page.getByLabel('Senha')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  });

  test('a mouse move cancels the countdown', async ({ page }) => {
    await login(page, 'assistente');
    const dialog = page.getByRole('dialog', { name: 'Você está inativo' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });
});

// Not about signing in: these start from the saved session of the setup project.
test.describe('project selection', () => {
  test('a multi-project user picks a project and the choice survives a reload', async ({ page }) => {
    await openAs(page, 'comercial.admin');
    const selector = page.getByRole('combobox', { name: 'Projeto' });
    await expect(selector).toBeEnabled();
    await expect(selector).toHaveAttribute('placeholder', 'Selecione o projeto...');
    await selector.click();
    const first = page.getByRole('option').first();
    const label = (await first.textContent())?.trim() ?? '';
    expect(label).not.toBe('');
    await first.click();
    await expect(selector).toHaveValue(label);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Projeto' })).toHaveValue(label);
  });

  test('lists follow the project chosen in the top bar', async ({ page }) => {
    await openAs(page, 'financeiro', '/financial/transactions');
    const table = page.getByRole('table', { name: 'Transações' });
    const projectCells = (name: string) => table.getByRole('cell', { name, exact: true });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    const selector = page.getByRole('banner').getByRole('combobox', { name: 'Projeto' });
    await selector.click();
    await page.getByRole('option', { name: 'Vila Rica Pay' }).click();
    await expect(projectCells('Vila Rica Pay').first()).toBeVisible();
    await expect(projectCells('Mentor Pagamentos')).toHaveCount(0);
    await expect(projectCells('Aurora Banking')).toHaveCount(0);

    await selector.click();
    await page.getByRole('option', { name: 'Aurora Banking' }).click();
    await expect(projectCells('Aurora Banking').first()).toBeVisible();
    await expect(projectCells('Vila Rica Pay')).toHaveCount(0);
  });

  test('a single-project user has no project selector', async ({ page }) => {
    await openAs(page, 'comercial.operador');
    await expect(page.getByRole('combobox', { name: 'Projeto' })).toHaveCount(0);
  });

  test('a failure to load projects shows a toast', async ({ page }) => {
    await page.route('**/api/v1/project?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Banco indisponível' } }),
    );
    await openAs(page, 'comercial.admin');
    await expect(page.getByText('Falha ao carregar Projetos. (Err: Banco indisponível)')).toBeVisible();
  });
});
