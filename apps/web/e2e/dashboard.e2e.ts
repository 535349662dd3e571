import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openAs } from './support/session';

const DONUTS = ['TPV por canal', 'TPV por bandeira', 'TPV por operação', 'TPV por status'];
const TPV_DATA = /\/v1\/dashboard\/tpv(\?|$)/;

/** Texts of an SVG group's labels. */
async function texts(locator: Locator): Promise<string[]> {
  return locator.locator('text').allTextContents();
}

/** Every label of a chart lies inside its figure: nothing is cut at the edges. */
async function expectLabelsInside(page: Page, figure: Locator, labels: Locator): Promise<void> {
  const box = await figure.boundingBox();
  expect(box).not.toBeNull();
  const boxes = await labels.evaluateAll((nodes) =>
    nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      return { left: rect.left + window.scrollX, right: rect.right + window.scrollX, text: node.textContent };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const label of boxes) {
    expect(label.left, `${label.text} starts inside the chart`).toBeGreaterThanOrEqual(box?.x ?? 0);
    expect(label.right, `${label.text} ends inside the chart`).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0),
    );
  }
  await expect(page.locator('body')).toBeVisible();
}

test('the TPV dashboard draws labelled charts: donut legends with values, DD/MM axis, BRL, counts', async ({
  page,
}) => {
  test.slow(); // many checks over every chart of the screen
  await openAs(page, 'financeiro', '/management/tpv');
  const chart = page.getByRole('figure', { name: 'TPV por data e canal' });
  await expect(chart.getByTestId('time-series')).toBeVisible({ timeout: 30_000 });

  // Time axis in DD/MM, value axis in BRL, all of it inside the box.
  const days = await texts(chart.getByTestId('time-axis'));
  expect(days.length).toBeGreaterThan(3);
  for (const day of days) expect(day).toMatch(/^\d{2}\/\d{2}$/);
  const amounts = await texts(chart.getByTestId('value-axis'));
  for (const amount of amounts) expect(amount).toMatch(/^R\$\s?[\d.,]+(\smil|\smi)?$/);
  await expectLabelsInside(page, chart, chart.locator('svg text'));
  await expect(chart.getByTestId('chart-legend-item').first()).toContainText('R$');

  // A tooltip per point: the day in full and the amount of each channel.
  await chart
    .getByTestId('chart-bucket')
    .nth(days.length > 1 ? 1 : 0)
    .hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(tooltip).toContainText('R$');

  // Each donut has a legend whose entries carry a spec label, an amount and a share.
  for (const name of DONUTS) {
    const donut = page.getByRole('figure', { name });
    const legend = donut.getByRole('list', { name: `Legenda: ${name}` });
    await expect(legend).toBeVisible();
    const items = legend.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    for (const item of await items.all()) {
      await expect(item).toHaveText(/R\$\s?[\d.]+,\d{2}.*\d+,\d%/);
    }
    // A donut for a few parts, ranked bars for many (the operations).
    await expect(
      donut.locator('[data-testid="donut-slice"], [data-testid="bar-slice"]').first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: 'TPV por status' })).toContainText('CONFIRMADA');
  await expect(page.getByRole('figure', { name: 'TPV por status' })).not.toContainText(/\bCONFIRMED\b/);
  await expect(page.getByRole('figure', { name: 'TPV por operação' })).toContainText(/Débito|Crédito/);
  // The operations are many: ranked bars, not a donut of slivers.
  await expect(
    page.getByRole('figure', { name: 'TPV por operação' }).getByTestId('bar-slice').first(),
  ).toBeVisible();

  // Figures in pt-BR: BRL and a count with thousands separators.
  await expect(page.getByTestId('tpv-total')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(page.getByTestId('tpv-total')).not.toHaveText('R$ 0,00');
  await expect(page.getByTestId('tpv-count')).toHaveText(/^\d{1,3}(\.\d{3})*$/);

  await expect(page.getByRole('table', { name: 'Top projetos' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'Top lojistas' }).getByRole('row')).toHaveCount(11);

  // The charts pass the automatic accessibility checks (names, roles, contrast).
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="tpv-chart"]')
    .include('[data-testid^="donut-"]')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test('narrowing the TPV dashboard to one project keeps it in the URL and in the ranking', async ({
  page,
}) => {
  await openAs(page, 'financeiro', '/management/tpv?project=2');
  await expect(page.getByRole('table', { name: 'Top projetos' }).getByRole('row')).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(page.getByRole('table', { name: 'Top projetos' })).toContainText('Vila Rica Pay');
});

test('the TPV dashboard in English formats BRL and counts for en-US and labels series in English', async ({
  page,
}) => {
  await openAs(page, 'financeiro', '/en/management/tpv');
  await expect(page.getByTestId('tpv-total')).toHaveText(/^R\$[\d,]+\.\d{2}$/, { timeout: 30_000 });
  await expect(page.getByTestId('tpv-count')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const status = page.getByTestId('donut-status');
  await expect(status).toContainText('CONFIRMED');
  await expect(status).not.toContainText('CONFIRMADA');
});

test('a half-chosen period shows the required_date message and disables Buscar', async ({ page }) => {
  await openAs(page, 'financeiro', '/management/tpv');
  await expect(page.getByTestId('tpv-chart').getByTestId('time-series')).toBeVisible({ timeout: 30_000 });
  const search = page.getByRole('button', { name: 'Buscar', exact: true });
  await expect(search).toBeEnabled();

  await page.getByRole('button', { name: 'Data', exact: true }).click();
  await page.getByRole('dialog').locator('table button:not([data-outside]):not([disabled])').first().click();
  // One day picked, the other not yet: the end is required and the search waits for it.
  await expect(page.getByText('O campo Data deve ter uma data final')).toBeVisible();
  await expect(search).toBeDisabled();

  // Closing the picker with half a period leaves no period at all: still blocked, never sent.
  await page.keyboard.press('Escape');
  await expect(page.getByText('O campo Data deve ter uma data inicial')).toBeVisible();
  await expect(search).toBeDisabled();
});

test('a failed load offers Tentar novamente, and retrying draws the charts', async ({ page }) => {
  let failing = true;
  await page.route(TPV_DATA, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Serviço indisponível' }),
        })
      : route.fallback(),
  );
  await openAs(page, 'financeiro', '/management/tpv');
  const chart = page.getByTestId('tpv-chart');
  await expect(chart.getByRole('alert')).toContainText('Serviço indisponível', { timeout: 30_000 });
  await expect(page.getByTestId('donut-status').getByRole('alert')).toBeVisible();

  failing = false;
  await chart.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(chart.getByTestId('time-series')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legenda: TPV por status' })).toBeVisible();
  await expect(chart.getByRole('alert')).toHaveCount(0);
});

test('a period without sales says so instead of drawing empty boxes', async ({ page }) => {
  await openAs(page, 'financeiro', '/management/tpv?date_start=2001-01-01&date_end=2001-01-31');
  await expect(page.getByTestId('tpv-chart')).toContainText('O período não tem dados.', { timeout: 30_000 });
  await expect(page.getByTestId('donut-channel')).toContainText('O período não tem dados.');
});

test('the behavioural dashboard labels statuses and counts in the screen language', async ({ page }) => {
  await openAs(page, 'financeiro', '/management/behavioral');
  const chart = page.getByTestId('trend-chart');
  await expect(chart.getByTestId('time-series')).toBeVisible({ timeout: 30_000 });
  const legend = chart.getByTestId('chart-legend');
  await expect(legend).toContainText('CONFIRMADA');
  await expect(legend).not.toContainText(/\bCANCELLED\b|\bIN_ANALISYS\b/);
  for (const day of await texts(chart.getByTestId('time-axis')))
    expect(day).toMatch(/^\d{2}\/\d{2}$|^[a-zç]{3}\/\d{2}$/);
  await expect(page.getByTestId('trend-current')).not.toHaveText('R$ 0,00');
  await expect(page.getByRole('table', { name: 'Aquisição, perda e retenção' }).getByRole('row')).toHaveCount(
    4,
  );
});

test('the TPV report names months and separates thousands', async ({ page }) => {
  await openAs(page, 'financeiro', '/reports/tpv');
  const table = page.getByRole('table', { name: 'Relatório de TPV' });
  const firstCell = table.getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstCell).toHaveText(/^[a-zç]+ de \d{4}$/, { timeout: 30_000 });
  // The report's chart covers the whole period: months by name or days as DD/MM; a month the
  // period covers in part is marked with '*'.
  const chart = page.getByTestId('report-chart');
  await expect(chart.getByTestId('time-series')).toBeVisible();
  for (const label of await texts(chart.getByTestId('time-axis')))
    expect(label).toMatch(/^\d{2}\/\d{2}$|^[a-zç]{3}\/\d{2}\*?$/);
  await expect(page.getByTestId('report-totals')).toHaveText(
    /R\$\s[\d.]+,\d{2} em \d{1,3}(\.\d{3})* transações/,
  );
});

test('the home summary draws the last seven days with DD/MM labels and a total in its legend', async ({
  page,
}) => {
  await openAs(page, 'financeiro', '/');
  const chart = page.getByTestId('home-tpv-chart');
  await expect(chart.getByTestId('time-series')).toBeVisible({ timeout: 30_000 });
  const days = await texts(chart.getByTestId('time-axis'));
  expect(days).toHaveLength(7);
  for (const day of days) expect(day).toMatch(/^\d{2}\/\d{2}$/);
  await expect(chart.getByTestId('chart-legend-item')).toHaveText(/TPV\s*R\$\s[\d.]+,\d{2}/);
});
