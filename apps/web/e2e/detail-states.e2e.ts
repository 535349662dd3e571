import { expect, test } from '@playwright/test';
import { openAs } from './support/session';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test.describe('Record screens that fail to load', () => {
  test("an infraction that fails to load shows the server's message and loads on 'Tentar novamente'", async ({
    page,
  }) => {
    await openAs(page, 'financeiro', '/infract-report/infract-report');
    const table = page.getByRole('table', { name: 'Infrações Pix' });
    const link = table.locator('a[href*="infract-report-view-or-action"]').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    const uuid = UUID.exec(href)?.[0];
    expect(uuid, 'the row links to its infraction').toBeDefined();

    // The record's own call fails (server unavailable) until the operator asks again.
    const recordCall = `**/gateway/spe-n-pre-pix/v1/infraction-reports/${uuid}`;
    let failures = 0;
    await page.route(recordCall, (route) => {
      failures += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Serviço de Pix indisponível no momento' }),
      });
    });
    await page.goto(href);
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os dados' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('Serviço de Pix indisponível no momento');
    expect(failures).toBeGreaterThan(0);

    await page.unroute(recordCall);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByText(uuid ?? '', { exact: true })).toBeVisible();
  });

  test("a terminal that fails to load offers 'Tentar novamente' and then shows the terminal", async ({
    page,
  }) => {
    await openAs(page, 'logistica.admin', '/terminals');
    const link = page.getByRole('table').locator('a[href*="/terminals/"]').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    const id = /\/terminals\/(\d+)/.exec(href)?.[1];
    expect(id, 'the row links to its terminal').toBeDefined();

    const recordCall = new RegExp(`/api/v1/terminal/${id}(\\?|$)`);
    await page.route(recordCall, (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"Bad gateway"}' }),
    );
    await page.goto(href);
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os dados' });
    await expect(alert).toBeVisible({ timeout: 20_000 });

    await page.unroute(recordCall);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('tab').first()).toBeVisible();
  });
});
