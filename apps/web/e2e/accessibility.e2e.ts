import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { login } from './support/login';

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
] as const;

test('every live screen has no serious or critical axe violation in either theme', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, 'superadmin', '/');
  for (const path of LIVE_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
});

test('the skip link leads to the content and navigation moves focus to the page heading', async ({
  page,
}) => {
  await login(page, 'superadmin', '/roles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('link', { name: 'Mentor — página inicial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeFocused();
});
