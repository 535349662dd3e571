import { SimpleGrid, Stack } from '@mantine/core';
import type { TpvData, TpvSlice, TpvTrend } from '@mentor/contract/dashboard';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChartPanel,
  type ChartState,
  DONUT_MAX_SLICES,
  DonutChart,
  type DonutSlice,
  RankedBars,
  type TimePoint,
  TimeSeriesChart,
  useChartFormat,
} from '../../../shared/ui/charts';
import { type SliceKind, sliceLabel, statusLabel } from './slice-labels';

export interface ChartLoad {
  state: ChartState;
  errorText?: string;
  onRetry?: () => void;
}

/** Most buckets drawn; past this, only the buckets with data are shown. */
const MAX_FILLED_BUCKETS = 400;

/** Every bucket (day or month) of a period, so that days without sales show as zero. */
export function bucketsOf(range: { start: string; end: string }, aggregator: 'day' | 'month'): string[] {
  const start = Date.parse(`${range.start.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${range.end.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || start > end) return [];
  const buckets: string[] = [];
  const cursor = new Date(start);
  if (aggregator === 'month') cursor.setUTCDate(1);
  while (cursor.getTime() <= end && buckets.length < MAX_FILLED_BUCKETS) {
    buckets.push(cursor.toISOString().slice(0, 10));
    if (aggregator === 'month') cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    else cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return buckets.length < MAX_FILLED_BUCKETS ? buckets : [];
}

/**
 * Marks the first and last month buckets the period covers only in part (it starts after the
 * 1st or ends before the month's last day) with the days they cover.
 */
export function markPartialMonths(
  points: TimePoint[],
  range: { start: string; end: string },
  aggregator: 'day' | 'month',
): TimePoint[] {
  if (aggregator !== 'month') return points;
  const start = range.start.slice(0, 10);
  const end = range.end.slice(0, 10);
  const lastDay = (day: string) => {
    const [year = 0, month = 1] = day.split('-').map(Number);
    return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  };
  return points.map((point) => {
    const month = point.bucket.slice(0, 7);
    const from = start.slice(0, 7) === month ? start : `${month}-01`;
    const to = end.slice(0, 7) === month ? end : lastDay(point.bucket);
    const whole = from === `${month}-01` && to === lastDay(point.bucket);
    return whole ? point : { ...point, partial: { from, to } };
  });
}

/** Points of rows keyed by date, one value per series key, with the period's empty buckets. */
export function toPoints<R extends { date: string; amount: number }>(
  rows: R[],
  seriesKey: (row: R) => string,
  buckets: string[] = [],
): TimePoint[] {
  const byDate = new Map<string, TimePoint>();
  for (const bucket of buckets) byDate.set(bucket, { bucket, values: {} });
  for (const row of rows) {
    const date = row.date.slice(0, 10);
    const point = byDate.get(date) ?? { bucket: date, values: {} };
    const key = seriesKey(row);
    point.values[key] = (point.values[key] ?? 0) + row.amount;
    byDate.set(date, point);
  }
  return [...byDate.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}

/** Whether a TPV answer has nothing to draw. */
export function isEmptyTpv(data: TpvData): boolean {
  return data.totals.count === 0 && data.tpv_per_channel_and_date.length === 0;
}

const DONUTS: { kind: SliceKind; title: string; pick: (data: TpvData) => TpvSlice[] }[] = [
  { kind: 'channel', title: 'charts.perChannel', pick: (d) => d.tpv_per_channel },
  { kind: 'card_brand', title: 'charts.perCardBrand', pick: (d) => d.tpv_per_card_brand },
  { kind: 'operation', title: 'charts.perOperation', pick: (d) => d.tpv_per_operation },
  { kind: 'status', title: 'charts.perStatus', pick: (d) => d.tpv_per_status },
];

/** Volume per day (or month) and channel, as stacked bars over the whole period. */
export function TpvPeriodChart({
  data,
  load,
  title,
  testId,
}: {
  data: TpvData | undefined;
  load: ChartLoad;
  title: string;
  testId: string;
}) {
  const channels = new Map<string, string>();
  for (const row of data?.tpv_per_channel_and_date ?? [])
    channels.set(String(row.channel_id), row.channel_name);
  return (
    <ChartPanel title={title} height={330} testId={testId} {...load}>
      {load.state === 'ready' && data ? (
        <TimeSeriesChart
          label={title}
          kind="bar"
          aggregator={data.data_aggregator}
          series={[...channels].map(([key, label]) => ({ key, label }))}
          points={markPartialMonths(
            toPoints(
              data.tpv_per_channel_and_date,
              (row) => String(row.channel_id),
              bucketsOf(data.date_range, data.data_aggregator),
            ),
            data.date_range,
            data.data_aggregator,
          )}
        />
      ) : null}
    </ChartPanel>
  );
}

function slicesOf(donut: (typeof DONUTS)[number], data: TpvData, language: 'pt' | 'en'): DonutSlice[] {
  return donut.pick(data).map((slice) => ({
    key: String(slice.id),
    label: sliceLabel(donut.kind, slice, language),
    amount: slice.amount,
    count: slice.count,
  }));
}

/** Shares of a whole: a donut for a few parts, ranked bars past DONUT_MAX_SLICES. */
function Shares({ label, slices }: { label: string; slices: DonutSlice[] }) {
  return slices.length > DONUT_MAX_SLICES ? (
    <RankedBars label={label} slices={slices} />
  ) : (
    <DonutChart label={label} slices={slices} />
  );
}

/**
 * Charts of the TPV dashboard: volume per day (or month) and channel as stacked bars, and
 * shares per channel, card brand, operation and status (a donut, or ranked bars for many parts,
 * as the operations usually are), each labelled in the screen's language.
 * Drawn again only when the answer or its state changes (pass the same `load` for the same state).
 */
export const TpvCharts = memo(function TpvCharts({
  data,
  load,
}: {
  data: TpvData | undefined;
  load: ChartLoad;
}) {
  const { t } = useTranslation('dashboard');
  const format = useChartFormat();
  const ready = load.state === 'ready' && data;

  return (
    <Stack>
      <TpvPeriodChart data={data} load={load} title={t('charts.perDate')} testId="tpv-chart" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {DONUTS.map((donut) => (
          <ChartPanel
            key={donut.kind}
            title={t(donut.title)}
            height={160}
            testId={`donut-${donut.kind}`}
            {...load}
          >
            {ready ? <Shares label={t(donut.title)} slices={slicesOf(donut, data, format.language)} /> : null}
          </ChartPanel>
        ))}
      </SimpleGrid>
    </Stack>
  );
});

/** Line chart of the behavioural dashboard: volume per status over time. */
export function TrendChart({ trend, load }: { trend: TpvTrend | undefined; load: ChartLoad }) {
  const { t } = useTranslation('dashboard');
  const format = useChartFormat();
  const statuses = [...new Set(trend?.tpv_per_status_and_date.map((r) => r.status) ?? [])];
  return (
    <ChartPanel title={t('behavioral.trendChart')} height={330} testId="trend-chart" {...load}>
      {load.state === 'ready' && trend ? (
        <TimeSeriesChart
          label={t('behavioral.trendChart')}
          kind="line"
          aggregator={trend.data_aggregator}
          series={statuses.map((status) => ({ key: status, label: statusLabel(status, format.language) }))}
          points={markPartialMonths(
            toPoints(
              trend.tpv_per_status_and_date,
              (row) => row.status,
              bucketsOf(trend.date_range, trend.data_aggregator),
            ),
            trend.date_range,
            trend.data_aggregator,
          )}
        />
      ) : null}
    </ChartPanel>
  );
}
