import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import enCharts from '../../../locales/en/charts.json';
import ptCharts from '../../../locales/pt-BR/charts.json';
import { ChartPanel } from './chart-panel';
import { DonutChart } from './donut-chart';
import { RankedBars } from './ranked-bars';
import { TimeSeriesChart } from './time-series-chart';

function renderChart(ui: ReactElement, language: 'pt-BR' | 'en' = 'pt-BR') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('pt-BR', 'charts', ptCharts);
  i18n.addResourceBundle('en', 'charts', enCharts);
  return render(<TestProviders i18n={i18n}>{ui}</TestProviders>);
}

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('RankedBars', () => {
  it('ranks many parts from the largest, each bar measured against it and named with amount, share and count', () => {
    const parts = Array.from({ length: 8 }, (_, i) => ({
      key: String(i),
      label: `Operação ${i}`,
      amount: (i + 1) * 10_000,
      count: (i + 1) * 1000,
    }));
    renderChart(<RankedBars label="TPV por operação" slices={parts} />);
    const items = within(screen.getByRole('list', { name: 'Legenda: TPV por operação' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(8);
    expect(nbsp(items[0]?.textContent ?? null)).toBe('Operação 7R$ 800,0022,2%');
    expect(nbsp(items[7]?.textContent ?? null)).toBe('Operação 0R$ 100,002,8%');
    const bars = screen.getAllByTestId('bar-slice');
    expect(bars[0]?.style.width).toBe('100%');
    expect(bars[7]?.style.width).toBe('12.5%');
    expect(nbsp(bars[1]?.getAttribute('aria-label') ?? null)).toBe(
      'Operação 6: R$ 700,00 (19,4%), 7.000 transações',
    );
  });
});

describe('DonutChart', () => {
  const slices = [
    { key: 'POS', label: 'POS', amount: 25_000, count: 1200 },
    { key: 'TEF', label: 'TEF', amount: 75_000, count: 2467 },
  ];

  it('lists every slice in its legend with amount and share, largest first', () => {
    renderChart(<DonutChart label="TPV por canal" slices={slices} />);
    const items = within(screen.getByRole('list', { name: 'Legenda: TPV por canal' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => nbsp(item.textContent))).toEqual(['TEFR$ 750,0075,0%', 'POSR$ 250,0025,0%']);
  });

  it('names each slice, count with separators, and shows a tooltip on focus', async () => {
    renderChart(<DonutChart label="TPV por canal" slices={slices} />);
    const slice = screen.getByRole('img', { name: /^TEF:/ });
    expect(nbsp(slice.getAttribute('aria-label'))).toBe('TEF: R$ 750,00 (75,0%), 2.467 transações');
    await userEvent.tab();
    expect(nbsp(screen.getByRole('tooltip').textContent)).toContain('2.467');
  });

  it('writes amounts and shares for en-US under /en', () => {
    renderChart(<DonutChart label="TPV per channel" slices={slices} />, 'en');
    const items = within(screen.getByRole('list', { name: 'Legend: TPV per channel' })).getAllByRole(
      'listitem',
    );
    expect(items[0]?.textContent).toBe('TEFR$750.0075.0%');
  });
});

/** A browser's resize observer: it reports the observed box, `width` px wide, once observed. */
function observerReporting(width: number | null) {
  return class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      if (width === null) return;
      const box = [{ inlineSize: width, blockSize: 280 }];
      const rect = { x: 0, y: 0, width, height: 280, top: 0, left: 0, bottom: 280, right: width };
      this.report(
        [
          {
            target,
            borderBoxSize: box,
            contentBoxSize: box,
            contentRect: rect,
          } as unknown as ResizeObserverEntry,
        ],
        this as unknown as ResizeObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  };
}

describe('TimeSeriesChart', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', observerReporting(640)));
  afterEach(() => vi.unstubAllGlobals());

  it('draws its plot only once its box is measured, at the measured width', async () => {
    vi.stubGlobal('ResizeObserver', observerReporting(null));
    const chart = (
      <TimeSeriesChart
        label="TPV"
        kind="bar"
        aggregator="day"
        series={[{ key: '1', label: 'POS' }]}
        points={[{ bucket: '2026-10-24', values: { '1': 10_000 } }]}
      />
    );
    const { unmount } = renderChart(chart);
    expect(screen.getByTestId('time-series')).toHaveAttribute('height', '280');
    expect(screen.queryByTestId('chart-bucket')).not.toBeInTheDocument();
    unmount();

    vi.stubGlobal('ResizeObserver', observerReporting(900));
    renderChart(chart);
    const bucket = await screen.findByTestId('chart-bucket');
    expect(screen.getByTestId('time-series')).toHaveAttribute('width', '900');
    expect(Number(bucket.getAttribute('x')) + Number(bucket.getAttribute('width'))).toBe(900 - 28);
  });

  it('marks a month the period covers in part, and names its days in the tooltip', async () => {
    renderChart(
      <TimeSeriesChart
        label="TPV por mês"
        kind="bar"
        aggregator="month"
        series={[{ key: '1', label: 'POS' }]}
        points={[
          {
            bucket: '2026-09-01',
            values: { '1': 10_000 },
            partial: { from: '2026-09-15', to: '2026-09-30' },
          },
          { bucket: '2026-10-01', values: { '1': 20_000 } },
        ]}
      />,
    );
    const axis = await screen.findByTestId('time-axis');
    expect([...axis.querySelectorAll('text')].map((node) => node.textContent)).toEqual(['set/26*', 'out/26']);
    await userEvent.tab();
    expect(nbsp(screen.getByRole('tooltip').textContent)).toContain(
      'setembro de 2026 (parcial: 15/09/2026 a 30/09/2026)',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(nbsp(screen.getByRole('tooltip').textContent)).not.toContain('parcial');
  });

  it('labels days as DD/MM, amounts in BRL, and moves between days with the arrow keys', async () => {
    renderChart(
      <TimeSeriesChart
        label="TPV por data"
        kind="bar"
        aggregator="day"
        series={[
          { key: '1', label: 'POS' },
          { key: '2', label: 'TEF' },
        ]}
        points={[
          { bucket: '2026-10-24', values: { '1': 10_000, '2': 5_000 } },
          { bucket: '2026-10-25', values: { '1': 20_000 } },
        ]}
      />,
    );
    const axis = await screen.findByTestId('time-axis');
    expect([...axis.querySelectorAll('text')].map((node) => node.textContent)).toEqual(['24/10', '25/10']);
    const ticks = [...screen.getByTestId('value-axis').querySelectorAll('text')].map((n) =>
      nbsp(n.textContent),
    );
    expect(ticks[0]).toBe('R$ 0');
    expect(ticks.every((tick) => tick.startsWith('R$'))).toBe(true);

    await userEvent.tab();
    expect(nbsp(screen.getByRole('tooltip').textContent)).toContain('24/10/2026');
    await userEvent.keyboard('{ArrowRight}');
    const tooltip = nbsp(screen.getByRole('tooltip').textContent);
    expect(tooltip).toContain('25/10/2026');
    expect(tooltip).toContain('R$ 200,00');
    const legend = screen.getByRole('list', { name: 'Legenda: TPV por data' });
    expect(nbsp(legend.textContent)).toBe('POSR$ 300,00TEFR$ 50,00');
  });

  it('names months on a monthly axis', async () => {
    renderChart(
      <TimeSeriesChart
        label="TPV"
        kind="line"
        aggregator="month"
        series={[{ key: 'CONFIRMED', label: 'CONFIRMADA' }]}
        points={[
          { bucket: '2026-10-01', values: { CONFIRMED: 1 } },
          { bucket: '2026-11-01', values: { CONFIRMED: 2 } },
        ]}
      />,
    );
    const labels = [...(await screen.findByTestId('time-axis')).querySelectorAll('text')].map(
      (node) => node.textContent,
    );
    expect(labels).toEqual(['out/26', 'nov/26']);
  });
});

describe('ChartPanel', () => {
  it('says when the period has no data', () => {
    renderChart(<ChartPanel title="TPV" state="empty" height={100} />);
    expect(screen.getByRole('figure', { name: 'TPV' })).toHaveTextContent('O período não tem dados.');
  });

  it("shows the error with 'Tentar novamente', which retries", async () => {
    const onRetry = vi.fn();
    renderChart(
      <ChartPanel
        title="TPV"
        state="error"
        errorText="Serviço indisponível"
        onRetry={onRetry}
        height={100}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Serviço indisponível');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
