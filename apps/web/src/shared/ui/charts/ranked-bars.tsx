import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { seriesColor } from './chart-palette';
import type { DonutSlice } from './donut-chart';
import { useChartFormat } from './use-chart-format';

export interface RankedBarsProps {
  /** Accessible name of the chart (usually the panel title). */
  label: string;
  slices: DonutSlice[];
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Shares of a whole as bars ranked from the largest, each with its label, amount and share: what
 * a donut shows, for more parts than a donut keeps apart at a glance (the dashboards draw a donut
 * up to {@link DONUT_MAX_SLICES} parts and these bars past it). The bars are measured against the
 * largest part, so the second is read against the first.
 */
export function RankedBars({ label, slices }: RankedBarsProps) {
  const { t } = useTranslation('charts');
  const format = useChartFormat();
  const sorted = [...slices].sort((a, b) => b.amount - a.amount);
  const total = sorted.reduce((sum, s) => sum + Math.max(0, s.amount), 0);
  const largest = Math.max(0, ...sorted.map((s) => s.amount));
  const share = (amount: number) => (total > 0 ? Math.max(0, amount) / total : 0);
  const describe = (slice: DonutSlice) =>
    `${slice.label}: ${format.money(slice.amount)} (${format.share(share(slice.amount))})` +
    (slice.count === undefined
      ? ''
      : `, ${t('transactions', { count: slice.count, formatted: format.count(slice.count) })}`);

  return (
    <ul
      aria-label={t('legendOf', { chart: label })}
      data-testid="chart-legend"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, max-content) minmax(4rem, 1fr) auto auto',
        columnGap: 8,
        rowGap: 6,
        alignItems: 'center',
        minWidth: 0,
      }}
    >
      {sorted.map((slice) => (
        <li key={slice.key} data-testid="chart-legend-item" style={{ display: 'contents' }}>
          <Text size="sm" component="span">
            {slice.label}
          </Text>
          <span
            role="img"
            aria-label={describe(slice)}
            data-testid="bar-slice"
            style={{
              display: 'block',
              height: 12,
              borderRadius: 2,
              background: seriesColor(0),
              width: `${largest > 0 ? Math.max(0.5, (Math.max(0, slice.amount) / largest) * 100) : 0}%`,
            }}
          />
          <Text size="sm" fw={600} component="span" ta="right" style={numeric}>
            {format.money(slice.amount)}
          </Text>
          <Text size="sm" component="span" ta="right" style={numeric}>
            {format.share(share(slice.amount))}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** Most parts a donut draws; past this, the parts are drawn as {@link RankedBars}. */
export const DONUT_MAX_SLICES = 6;
