import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatRate, SALES_PLAN_STATUSES } from '@mentor/contract/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import { useIdParam } from '../../../shared/lib/router';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { PendingChanges } from '../../../shared/ui/pending-change';
import { QueryError, QueryState } from '../../../shared/ui/query-state';
import { RecordTitle, RouteTabs } from '../../../shared/ui/record-page';
import { useSalesPlan, useSalesPlanRates } from '../api/sales-plan-api';
import { MdrGridEditor } from '../components/mdr-grid-editor';
import { PlanMerchantsTab } from '../components/plan-merchants-tab';
import { SalesPlanEditModal } from '../components/sales-plan-edit-modal';

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

/** History context of a plan's changes that may wait for approval (MDR rates). */
const SALES_PLAN_CHANGES = ['sales_plan'] as const;
/**
 * A sales plan: its fields (edited in a form), and tabs for its MDR grid with scheduled rates, its
 * merchants ('Lojistas') and the history of its changes; the tab is kept in the address.
 */
export default function SalesPlanDetailPage() {
  const { t } = useTranslation('plans');
  const pathTo = useRoutePath();
  const label = useEnumLabel();
  const id = useIdParam('id');
  const plan = useSalesPlan(id ?? 0);
  const rates = useSalesPlanRates(id ?? 0);
  const canEdit = useHasPermission('update_sales_plan');
  const [editing, setEditing] = useState(false);
  if (!plan.data || rates.isLoading) {
    return <QueryState query={plan.data ? rates : plan} notFound={t('notFound')} missing={id === null} />;
  }
  const p = plan.data;
  return (
    <Stack>
      <RecordTitle title={p.sales_plan_name} list={{ title: t('sales.title'), path: pathTo('/plans/sales') }}>
        {canEdit ? (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('sales.edit')}
          </Button>
        ) : null}
      </RecordTitle>
      <PendingChanges contexts={SALES_PLAN_CHANGES} recordId={p.id} />
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
      <RouteTabs
        keepSearch
        replace
        tabs={[
          {
            value: 'rates',
            label: t('tabs.rates'),
            panel: (
              <Card withBorder>
                <QueryError query={rates} />
                <MdrGridEditor planId={p.id} brands={rates.data ?? []} />
              </Card>
            ),
          },
          { value: 'merchants', label: t('tabs.merchants'), panel: <PlanMerchantsTab planId={p.id} /> },
          {
            value: 'history',
            label: t('tabs.history'),
            panel: (
              <Card withBorder>
                <Group>
                  <HistoryPanel context="sales_plan" recordId={String(p.id)} />
                </Group>
              </Card>
            ),
          },
        ]}
      />
      <SalesPlanEditModal plan={p} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
