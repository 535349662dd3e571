import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatRate, SALES_PLAN_STATUSES } from '@mentor/contract/plans';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../shared/lib/api';
import { useEnumLabel } from '../../../shared/lib/options';
import { useIdParam } from '../../../shared/lib/router';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { PageTitle } from '../../../shared/ui/page-title';
import { useSalesPlan, useSalesPlanRates } from '../api/sales-plan-api';
import { MdrGridEditor } from '../components/mdr-grid-editor';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** A sales plan: its fields, its MDR grid with scheduled rates, and the history of its changes. */
export default function SalesPlanDetailPage() {
  const { t } = useTranslation('plans');
  const label = useEnumLabel();
  const id = useIdParam('id');
  const plan = useSalesPlan(id ?? 0);
  const rates = useSalesPlanRates(id ?? 0);
  if (id === null || (isApiError(plan.error) && plan.error.status === 404)) {
    return <Alert color="yellow">{t('notFound')}</Alert>;
  }
  if (plan.isLoading || rates.isLoading) return <Loader aria-label={t('loading')} />;
  if (!plan.data) return <Alert color="red">{errorMessage(plan.error)}</Alert>;
  const p = plan.data;
  return (
    <Stack>
      <PageTitle
        title={p.sales_plan_name}
        back="/plans/sales"
        breadcrumbs={[{ label: t('sales.title'), to: '/plans/sales' }, { label: p.sales_plan_name }]}
      />
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Field label={t('fields.project')} value={p.project.trade} />
          <Field label={t('fields.channel')} value={p.channel.channel_name} />
          <Field label={t('fields.mcc')} value={p.mcc ?? '-'} />
          <Field label={t('fields.status')} value={label(SALES_PLAN_STATUSES, p.status)} />
          <Field label={t('fields.anticipationRate')} value={formatRate(p.anticipation_rate)} />
          <Field
            label={t('fields.automaticAnticipation')}
            value={p.automatic_anticipation ? t('yes') : t('no')}
          />
          <Field label={t('fields.merchants')} value={String(p.merchants_count)} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        {rates.error ? <Alert color="red">{errorMessage(rates.error)}</Alert> : null}
        <MdrGridEditor planId={p.id} brands={rates.data ?? []} />
      </Card>
      <Card withBorder>
        <Group>
          <HistoryPanel context="sales_plan" recordId={String(p.id)} />
        </Group>
      </Card>
    </Stack>
  );
}
