import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openAs } from './support/session';

/** Every screen that runs today (app/route-screens.ts) reachable without a record id. */
const LIVE_SCREENS = [
  '/',
  '/projects',
  '/projects/1',
  '/users',
  '/roles',
  '/infract-report/infract-report',
  '/infract-report/infraction-med',
  '/infract-report/infraction-list-transactions',
  '/device-manager',
  '/file-regulatory',
  '/financial/transactions',
  '/financial/transactions/fields',
  '/management/tpv',
  '/reports/tpv',
  '/management/behavioral',
  '/approvals',
] as const;

/** The business areas' screens (without a record id, then a demo record of each detail screen). */
const AREA_SCREENS = {
  merchants: ['/merchants', '/merchantgroups', '/cnaes', '/merchants/1'],
  terminals: ['/equipments', '/terminals', '/terminals/rents'],
  plans: ['/plans/sales', '/plans/sales/anticipation_rate', '/plans/acquirer', '/plans/acquirer/1'],
  financial: [
    '/financial/receivable_registry',
    '/financial/statement',
    '/financial/statement/fields',
    '/financial/receivable_registry/ur',
    '/financial/receivable_registry/contract_effect',
    '/financial/payments',
    '/financial/payments/fields',
  ],
  billets: [
    '/billets',
    '/billets/fields',
    '/occurrences/not_imported_transactions',
    '/occurrences/not_imported_transactions/fields',
    '/occurrences/duplicated_transactions',
    '/occurrences/duplicated_transactions/fields',
  ],
  credentials: ['/credentials', '/clients', '/services'],
  risk: [
    '/blacklist',
    '/blacklist-manager',
    '/analysis-transactions/transactions-analysis',
    '/analysis-transactions/scheduled-transactions',
    '/analysis-transactions/declined-transactions',
    '/tax-management',
  ],
  onboarding: [
    '/onboarding/approved-accounts',
    '/onboarding/analysis-accounts',
    '/onboarding/pendent-accounts',
    '/onboarding/reproved-accounts',
    '/onboarding/onboarding-accounts',
    '/onboarding/restricted-customers',
    '/onboarding/blocked-list',
    '/onboarding/positive-list',
    '/onboarding/location-restriction',
  ],
} as const;

// Read-only checks, each with a page of its own: they may share the run's workers.
test.describe.configure({ mode: 'parallel' });

async function checkScreens(page: Page, paths: readonly string[]): Promise<void> {
  await openAs(page, 'superadmin', '/');
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
}

test('every live screen has no serious or critical axe violation in either theme', async ({ page }) => {
  test.setTimeout(600_000);
  await checkScreens(page, LIVE_SCREENS);
});

for (const [area, paths] of Object.entries(AREA_SCREENS)) {
  test(`the ${area} screens have no serious or critical axe violation in either theme`, async ({ page }) => {
    test.setTimeout(600_000);
    await checkScreens(page, paths);
  });
}

test('the login page has no serious or critical axe violation in either theme', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectAccessible(page, 'login');
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
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'closed account statement');
});

test('the TPV dashboard keeps its headings in order', async ({ page }) => {
  await openAs(page, 'superadmin', '/management/tpv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
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
