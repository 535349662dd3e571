import { Anchor, Box, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { todayIsoDay } from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { dashboard } from '@mentor/contract/dashboard-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api, errorView } from '../../shared/lib/api';
import { useRoutePath } from '../../shared/lib/i18n';
import { useSelectedProject } from '../../shared/lib/project/selected-project';
import { ChartPanel, TimeSeriesChart, useChartFormat } from '../../shared/ui/charts';

const SUMMARY_DAYS = 7;

type TpvQuery = EndpointQuery<typeof dashboard.readTpv>;

/** The last `days` calendar days in São Paulo, today included. */
function lastDays(days: number): { start: string; end: string } {
  const end = todayIsoDay();
  const start = new Date(Date.parse(`${end}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

/** Every day of a range, oldest first. */
function lastDaysList(range: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (
    let ms = Date.parse(`${range.start}T12:00:00Z`);
    ms <= Date.parse(`${range.end}T12:00:00Z`);
    ms += 86_400_000
  )
    days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

/**
 * TPV of the last seven days (confirmed transactions) for the selected project, read from the
 * dashboard's rollups, with a link to the full dashboard.
 */
export function TpvSummary() {
  const { t } = useTranslation('shell');
  const format = useChartFormat();
  const pathTo = useRoutePath();
  const { projectId } = useSelectedProject();
  const range = lastDays(SUMMARY_DAYS);
  const summary = useQuery({
    queryKey: ['home', 'tpv-summary', projectId, range.start, range.end],
    queryFn: ({ signal }) =>
      api.call(dashboard.readTpv, {
        // The filters the summary leaves out (brand, channel, operation) mean all of them.
        query: { status: 'CONFIRMED', project: projectId ?? undefined, ...range } as TpvQuery,
        signal,
      }),
  });
  const totals = summary.isError ? undefined : summary.data?.totals;
  const perDay = new Map<string, number>();
  for (const row of summary.data?.tpv_per_channel_and_date ?? [])
    perDay.set(row.date, (perDay.get(row.date) ?? 0) + row.amount);
  const seriesLabel = t('home.tpvAmount');

  return (
    <section aria-labelledby="home-tpv">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="home-tpv">
          {t('home.tpvTitle')}
        </Title>
        <Anchor component={Link} to={pathTo('/management/tpv')} size="sm">
          {t('home.tpvOpenDashboard')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[
          { key: 'amount', label: t('home.tpvAmount'), value: totals ? format.money(totals.amount) : null },
          { key: 'count', label: t('home.tpvCount'), value: totals ? format.count(totals.count) : null },
          {
            key: 'ticket',
            label: t('home.tpvAverageTicket'),
            value: totals ? format.money(totals.average_ticket) : null,
          },
        ].map((card) => (
          <Paper key={card.key} withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase">
              {card.label}
            </Text>
            {card.value !== null ? (
              <Text fz="xl" fw={700} data-testid={`home-tpv-${card.key}`}>
                {card.value}
              </Text>
            ) : summary.isError ? (
              <Text fz="xl" fw={700}>
                -
              </Text>
            ) : (
              <Skeleton height={28} mt={6} aria-label={t('home.tpvLoading')} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Box mt="sm">
        <ChartPanel
          title={t('home.tpvPerDay')}
          height={180}
          testId="home-tpv-chart"
          state={
            summary.isError
              ? 'error'
              : !summary.data
                ? 'loading'
                : summary.data.totals.count === 0
                  ? 'empty'
                  : 'ready'
          }
          errorText={summary.isError ? errorView(summary.error).message : undefined}
          onRetry={() => void summary.refetch()}
        >
          <TimeSeriesChart
            label={t('home.tpvPerDay')}
            kind="bar"
            aggregator="day"
            height={180}
            series={[{ key: 'amount', label: seriesLabel }]}
            points={lastDaysList(range).map((day) => ({
              bucket: day,
              values: { amount: perDay.get(day) ?? 0 },
            }))}
          />
        </ChartPanel>
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        {t('home.tpvPeriod', { days: SUMMARY_DAYS })}
      </Text>
    </section>
  );
}
