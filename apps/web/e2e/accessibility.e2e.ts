import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openAs } from './support/session';

// Every route of the console is checked where it is loaded for its width, in one visit
// (page-widths.e2e.ts): these are the states a route's first load does not show.

// Read-only checks, each with a page of its own: they may share the run's workers.
test.describe.configure({ mode: 'parallel' });

test('the login page has no serious or critical axe violation in either theme', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectAccessible(page, 'login');
  // From the English console the sign-in page is in English.
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Username')).toBeVisible();
});

test("a closed account's statement has no serious or critical axe violation in either theme", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, 'superadmin', '/onboarding/closed-accounts');
  const table = page.getByRole('table', { name: 'Contas Encerradas' });
  await table.getByRole('row').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Conta encerrada · / })).toBeVisible();
  await page.getByRole('tab', { name: 'Extrato' }).click();
  // Credits and debits are coloured amounts: the contrast the rule checks.
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'closed account statement');
});

test('the TPV dashboard keeps its headings in order', async ({ page }) => {
  await openAs(page, 'superadmin', '/management/tpv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Everything loaded: both ranking tables have rows and no section is still busy.
  await expect(page.getByRole('table', { name: 'Top projetos' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top lojistas' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(result.violations.map((v) => v.nodes.map((n) => n.html))).toEqual([]);
  await expect(page.getByRole('heading', { level: 2, name: 'Top projetos' })).toBeVisible();
});

test('the skip link leads to the content and navigation moves focus to the page heading', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/roles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('link', { name: 'Mentor — página inicial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeFocused();
});
