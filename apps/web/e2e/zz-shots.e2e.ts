import { test } from '@playwright/test';
import { login } from './support/login';

const SCREENS = ['/merchants', '/financial/payments', '/onboarding/pendent-accounts', '/plans/sales', '/financial/receivable_registry', '/terminals', '/financial/receivable_registry/ur'];
for (const [w, h, scheme] of [[1440, 900, 'light'], [390, 844, 'dark']] as const) {
  test(`shots ${w}`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: w, height: h });
    await login(page, 'superadmin', '/');
    for (const path of SCREENS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate((v) => document.documentElement.setAttribute('data-mantine-color-scheme', v), scheme);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/${w}${path.replaceAll('/', '_')}.png` });
    }
  });
}
