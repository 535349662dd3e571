import { expect, test } from '@playwright/test';
import { login } from './support/login';

test('the TPV dashboard draws its charts and tables from data', async ({ page }) => {
  await login(page, 'financeiro', '/management/tpv');
  const chart = page.getByTestId('tpv-chart');
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(5);
  await expect(page.getByTestId('tpv-total')).not.toHaveText('R$ 0,00');
  await expect(
    page.getByRole('figure', { name: 'TPV por bandeira' }).locator('.recharts-pie-sector').first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top projetos' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'Top lojistas' }).getByRole('row')).toHaveCount(11);

  // Narrowing to one project keeps the filter in the URL and only that project in the ranking.
  await page.goto('/management/tpv?project=2');
  await expect(page.getByRole('table', { name: 'Top projetos' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Top projetos' })).toContainText('Vila Rica Pay');
});

test('the behavioural dashboard draws the trend and the movement of merchants', async ({ page }) => {
  await login(page, 'financeiro', '/management/behavioral');
  const chart = page.getByTestId('trend-chart');
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => chart.locator('.recharts-line-curve').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('trend-current')).not.toHaveText('R$ 0,00');
  await expect(page.getByRole('table', { name: 'Aquisição, perda e retenção' }).getByRole('row')).toHaveCount(
    4,
  );
});
