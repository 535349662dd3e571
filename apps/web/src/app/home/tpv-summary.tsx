import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { formatCentsBRL, formatNumber, todayIsoDay } from '@mentor/contract';
import { tpvDataSchema } from '@mentor/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage, mainApi } from '../../shared/lib/api';
import { useLanguage } from '../../shared/lib/i18n';
import { useSelectedProject } from '../../shared/lib/project/selected-project';

const SUMMARY_DAYS = 7;

/** The last `days` calendar days in São Paulo, today included. */
function lastDays(days: number): { start: string; end: string } {
  const end = todayIsoDay();
  const start = new Date(Date.parse(`${end}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

/**
 * TPV of the last seven days (confirmed transactions) for the selected project, read from the
 * dashboard's rollups, with a link to the full dashboard.
 */
export function TpvSummary() {
  const { t } = useTranslation('shell');
  const { localize } = useLanguage();
  const { projectId } = useSelectedProject();
  const range = lastDays(SUMMARY_DAYS);
  const summary = useQuery({
    queryKey: ['home', 'tpv-summary', projectId, range.start, range.end],
    queryFn: ({ signal }) =>
      mainApi.get('/v1/dashboard/tpv', {
        query: { status: 'CONFIRMED', project: projectId ?? undefined, ...range },
        schema: tpvDataSchema,
        signal,
      }),
  });
  const totals = summary.data?.totals;

  return (
    <section aria-labelledby="home-tpv">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="home-tpv">
          {t('home.tpvTitle')}
        </Title>
        <Anchor component={Link} to={localize('/management/tpv')} size="sm">
          {t('home.tpvOpenDashboard')}
        </Anchor>
      </Group>
      {summary.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(summary.error)}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[
            {
              key: 'amount',
              label: t('home.tpvAmount'),
              value: totals ? formatCentsBRL(totals.amount) : null,
            },
            { key: 'count', label: t('home.tpvCount'), value: totals ? formatNumber(totals.count, 0) : null },
            {
              key: 'ticket',
              label: t('home.tpvAverageTicket'),
              value: totals ? formatCentsBRL(totals.average_ticket) : null,
            },
          ].map((card) => (
            <Paper key={card.key} withBorder p="md" radius="md">
              <Text size="xs" c="dimmed" tt="uppercase">
                {card.label}
              </Text>
              {card.value === null ? (
                <Skeleton height={28} mt={6} aria-label={t('home.tpvLoading')} />
              ) : (
                <Text fz="xl" fw={700} data-testid={`home-tpv-${card.key}`}>
                  {card.value}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('home.tpvPeriod', { days: SUMMARY_DAYS })}
      </Text>
    </section>
  );
}
