import { Alert, Button, Card, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { formatRate, SALES_PLAN_STATUSES } from '@mentor/contract/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useEnumLabel } from '../../../shared/lib/options';
import { useIdParam, useTabParam } from '../../../shared/lib/router';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { useSalesPlan, useSalesPlanRates } from '../api/sales-plan-api';
import { MdrGridEditor } from '../components/mdr-grid-editor';
import { PlanMerchantsTab } from '../components/plan-merchants-tab';
import { SalesPlanEditModal } from '../components/sales-plan-edit-modal';

const TABS = ['rates', 'merchants', 'history'] as const;

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

/**
 * A sales plan: its fields (edited in a form), and tabs for its MDR grid with scheduled rates, its
 * merchants ('Lojistas') and the history of its changes; the tab is kept in the address.
 */
export default function SalesPlanDetailPage() {
  const { t } = useTranslation('plans');
  const label = useEnumLabel();
  const id = useIdParam('id');
  const plan = useSalesPlan(id ?? 0);
  const rates = useSalesPlanRates(id ?? 0);
  const [tab, setTab] = useTabParam(TABS, { keepSearch: true, replace: true });
  const canEdit = useHasPermission('update_sales_plan');
  const [editing, setEditing] = useState(false);
  if (!plan.data || rates.isLoading) {
    return <QueryState query={plan.data ? rates : plan} notFound={t('notFound')} missing={id === null} />;
  }
  const p = plan.data;
  return (
    <Stack>
      <PageTitle
        title={p.sales_plan_name}
        back="/plans/sales"
        breadcrumbs={[{ label: t('sales.title'), to: '/plans/sales' }, { label: p.sales_plan_name }]}
        actions={
          canEdit ? (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('sales.edit')}
            </Button>
          ) : null
        }
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
      <Tabs value={tab} keepMounted={false} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="rates">{t('tabs.rates')}</Tabs.Tab>
          <Tabs.Tab value="merchants">{t('tabs.merchants')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rates">
          <Card withBorder>
            {rates.error ? <Alert color="red">{errorMessage(rates.error)}</Alert> : null}
            <MdrGridEditor planId={p.id} brands={rates.data ?? []} />
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="merchants">
          <PlanMerchantsTab planId={p.id} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <Card withBorder>
            <Group>
              <HistoryPanel context="sales_plan" recordId={String(p.id)} />
            </Group>
          </Card>
        </Tabs.Panel>
      </Tabs>
      <SalesPlanEditModal plan={p} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
