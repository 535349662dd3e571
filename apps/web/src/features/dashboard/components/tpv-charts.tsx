import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCentsBRL } from '@mentor/contract';
import type { TpvData, TpvSlice, TpvTrend } from '@mentor/contract/dashboard';
import { useTranslation } from 'react-i18next';

const PALETTE = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.6',
  'pink.6',
  'indigo.6',
  'yellow.6',
];
const reais = (cents: number) => cents / 100;
const money = (value: number) => formatCentsBRL(Math.round(value * 100));

function Donut({ title, slices }: { title: string; slices: TpvSlice[] }) {
  return (
    <Paper withBorder p="md" component="figure" aria-label={title} m={0}>
      <Text fw={600} mb="sm" component="figcaption">
        {title}
      </Text>
      <DonutChart
        data={slices.map((s, i) => ({
          name: s.name,
          value: reais(s.amount),
          color: PALETTE[i % PALETTE.length] ?? 'gray.6',
        }))}
        valueFormatter={money}
        withLabelsLine={false}
        tooltipDataSource="segment"
        size={160}
        thickness={26}
      />
    </Paper>
  );
}

/** Charts of the TPV dashboard: volume per day (or month) and channel, and the breakdowns. */
export default function TpvCharts({ data }: { data: TpvData }) {
  const { t } = useTranslation('dashboard');
  const channels = [...new Set(data.tpv_per_channel_and_date.map((r) => r.channel_name))];
  const byDate = new Map<string, Record<string, number | string>>();
  for (const r of data.tpv_per_channel_and_date) {
    const entry = byDate.get(r.date) ?? { date: r.date };
    entry[r.channel_name] = reais(r.amount);
    byDate.set(r.date, entry);
  }
  return (
    <>
      <Paper
        withBorder
        p="md"
        component="figure"
        aria-label={t('charts.perDate')}
        m={0}
        data-testid="tpv-chart"
      >
        <Text fw={600} mb="sm" component="figcaption">
          {t('charts.perDate')}
        </Text>
        <BarChart
          h={280}
          data={[...byDate.values()]}
          dataKey="date"
          type="stacked"
          valueFormatter={money}
          series={channels.map((name, i) => ({ name, color: PALETTE[i % PALETTE.length] ?? 'gray.6' }))}
          withLegend
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Donut title={t('charts.perChannel')} slices={data.tpv_per_channel} />
        <Donut title={t('charts.perCardBrand')} slices={data.tpv_per_card_brand} />
        <Donut title={t('charts.perOperation')} slices={data.tpv_per_operation} />
        <Donut title={t('charts.perStatus')} slices={data.tpv_per_status} />
      </SimpleGrid>
    </>
  );
}

/** Line chart of the behavioural dashboard: volume per status over time. */
export function TrendChart({ trend }: { trend: TpvTrend }) {
  const { t } = useTranslation('dashboard');
  const statuses = [...new Set(trend.tpv_per_status_and_date.map((r) => r.status))];
  const byDate = new Map<string, Record<string, number | string>>();
  for (const r of trend.tpv_per_status_and_date) {
    const entry = byDate.get(r.date) ?? { date: r.date };
    entry[r.status] = reais(r.amount);
    byDate.set(r.date, entry);
  }
  return (
    <Paper
      withBorder
      p="md"
      component="figure"
      aria-label={t('behavioral.trendChart')}
      m={0}
      data-testid="trend-chart"
    >
      <Text fw={600} mb="sm" component="figcaption">
        {t('behavioral.trendChart')}
      </Text>
      <LineChart
        h={280}
        data={[...byDate.values()]}
        dataKey="date"
        valueFormatter={money}
        withLegend
        series={statuses.map((name, i) => ({ name, color: PALETTE[i % PALETTE.length] ?? 'gray.6' }))}
      />
    </Paper>
  );
}
