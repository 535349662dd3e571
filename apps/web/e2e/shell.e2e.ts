import { canAccessRoute, MENU, ROUTES, visibleMenu } from '@mentor/contract/common/menu';
import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_USERS, menuPaths, tokenPermissions } from './support/login';
import { openAs } from './support/session';

test.describe('sidebar menu', () => {
  for (const username of CONSOLE_USERS) {
    test(`${username} sees exactly the menu its permissions allow`, async ({ page }) => {
      await openAs(page, username);
      const permissions = await tokenPermissions(page);
      const expected = visibleMenu(permissions);

      expect(await menuPaths(page)).toEqual(
        expected.flatMap((group) => group.items.map((item) => item.path)),
      );
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      for (const group of expected) {
        await expect(nav.getByRole('button', { name: group.title.pt, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('button')).toHaveCount(expected.length);
    });
  }

  test('superadmin sees every group and the home cards', async ({ page }) => {
    await openAs(page, 'superadmin');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('button')).toHaveCount(MENU.length);
    await expect(page.getByRole('article')).toHaveCount(MENU.length);
    await expect(page.getByRole('heading', { name: 'Resumo de TPV' })).toBeVisible();
    // Real figures from the dashboard's rollups of the demo transactions.
    await expect(page.getByTestId('home-tpv-amount')).toContainText(/R\$\s?[\d.]+,\d{2}/);
    await expect(page).toHaveTitle('Início - Mentor');
  });

  test('the user menu shows name, username and user type, and the logo goes home', async ({ page }) => {
    await openAs(page, 'superadmin', '/merchants');
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByTestId('user-name')).toHaveText('superadmin');
    await expect(page.getByTestId('user-type')).toHaveText('SUPER ADMINISTRADOR');
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Mentor — página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('routes and errors', () => {
  test('an unmatched route shows the 404 screen', async ({ page }) => {
    await openAs(page, 'superadmin');
    await page.goto('/rota-que-nao-existe');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('button', { name: 'Ir para o início' }).click();
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  });

  test('a route without its permission is refused', async ({ page }) => {
    await openAs(page, 'parceiro');
    const permissions = await tokenPermissions(page);
    const forbidden = ROUTES.find(
      (route) => !route.path.includes('{') && !canAccessRoute(route, permissions),
    );
    test.skip(!forbidden, 'parceiro may open every route');
    await page.goto(forbidden?.path ?? '/');
    await expect(page.getByRole('heading', { name: 'Um erro aconteceu!' })).toBeVisible();
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
  });

  test('a screen whose code fails to load reloads once, then shows the 500 screen', async ({ page }) => {
    await openAs(page, 'superadmin');
    let attempts = 0;
    await page.route('**/assets/home-page-*.js', async (route) => {
      attempts += 1;
      await route.abort();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Um erro aconteceu!' })).toBeVisible();
    await expect(page.getByLabel('Erro 500')).toBeVisible();
    expect(attempts).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });
});

test.describe('language', () => {
  test('/en shows English, sets the cookie and switching keeps the screen', async ({ page, context }) => {
    await openAs(page, 'superadmin', '/en');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    let cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    await page.goto('/en/merchants');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/merchants$/);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('pt');
  });

  test('the cookie sends the root path to /en', async ({ page, context }) => {
    await openAs(page, 'superadmin');
    await context.addCookies([
      {
        name: 'i18n_redirected',
        value: 'en',
        url: test.info().project.use.baseURL ?? 'http://localhost:3100',
      },
    ]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('every link of an English screen stays under /en', async ({ page }) => {
    /** The console's own links on the screen whose address does not keep the /en prefix. */
    const linksLeavingEnglish = () =>
      page.locator('a[href]').evaluateAll((anchors) =>
        anchors
          .map((anchor) => new URL((anchor as HTMLAnchorElement).href))
          .filter((url) => url.origin === window.location.origin)
          .map((url) => url.pathname)
          .filter((pathname) => pathname !== '/en' && !pathname.startsWith('/en/')),
      );
    const rowLinks = page.locator('a[data-row-link]');

    await openAs(page, 'superadmin', '/en/occurrences/duplicated_transactions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await linksLeavingEnglish()).toEqual([]);
    await page.getByRole('tab', { name: 'Not imported' }).click();
    await expect(page).toHaveURL(/\/en\/occurrences\/not_imported_transactions$/);

    await page.goto('/en/financial/receivable_registry');
    await expect(page.getByRole('link', { name: 'Receivable units' })).toBeVisible();
    expect(await linksLeavingEnglish()).toEqual([]);

    await page.goto('/en/merchants');
    await expect(rowLinks.first()).toBeVisible();
    expect(await linksLeavingEnglish()).toEqual([]);
    await rowLinks.first().click();
    await expect(page).toHaveURL(/\/en\/merchants\/\d+$/);
    await expect(page.getByLabel('Breadcrumbs').getByRole('link')).toHaveCount(1);
    expect(await linksLeavingEnglish()).toEqual([]);

    await page.goto('/en/terminals');
    await expect(rowLinks.first()).toBeVisible();
    await rowLinks.first().click();
    await expect(page).toHaveURL(/\/en\/terminals\/\d+$/);
    await expect(page.getByLabel('Breadcrumbs').getByRole('link')).toHaveCount(1);
    expect(await linksLeavingEnglish()).toEqual([]);
  });
});

async function openPalette(page: Page) {
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  const input = page.getByRole('combobox', { name: 'Buscar tela' });
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(input).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return input;
}

test.describe('command palette', () => {
  test('Ctrl+K finds a screen and Enter opens it', async ({ page }) => {
    await openAs(page, 'superadmin');
    const input = await openPalette(page);
    await input.fill('grupos de lojistas');
    await expect(page.getByRole('option').first()).toContainText('Grupos de Lojistas');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/merchantgroups$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('only lists screens the user may open', async ({ page }) => {
    await openAs(page, 'parceiro');
    const permissions = await tokenPermissions(page);
    await openPalette(page);
    const expected = ROUTES.filter(
      (route) => !route.path.includes('{') && canAccessRoute(route, permissions),
    );
    await expect(page.getByRole('option')).toHaveCount(Math.min(expected.length, 50));
  });
});

test.describe('speed', () => {
  test("hovering a menu link starts the list's first page before the click", async ({ page }) => {
    await openAs(page, 'superadmin');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const link = nav.locator('a[href="/merchants"]');
    if (!(await link.isVisible())) {
      const group = MENU.find((item) => item.items.some((entry) => entry.path === '/merchants'));
      await nav.getByRole('button', { name: group?.title.pt ?? '', exact: true }).click();
    }
    await expect(link).toBeVisible();
    await page.waitForLoadState('networkidle');
    const listRequest = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/v1/merchant',
    );
    await link.hover();
    await listRequest;
    // Still on the home screen: the request came from the hover, not from opening the list.
    await expect(page).toHaveURL(/\/$/);
    await link.click();
    await expect(page.getByRole('table', { name: 'Lojistas' }).getByRole('row').nth(1)).toBeVisible();
  });
});
