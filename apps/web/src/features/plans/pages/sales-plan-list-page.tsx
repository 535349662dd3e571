import { Button } from '@mantine/core';
import { formatRate, SALES_PLAN_STATUSES } from '@mentor/contract/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import type { fetchSalesPlans } from '../api/sales-plan-api';
import { planList } from '../api/sales-plan-list';

const SalesPlanCreateModal = onDemand(
  () => import('../components/sales-plan-create-modal').then((m) => m.SalesPlanCreateModal),
  (props) => props.opened,
);

type PlanPage = Awaited<ReturnType<typeof fetchSalesPlans>>;
type PlanRow = PlanPage['data'][number];

/**
 * Sales plans (spec core §7.6): filter by name, project, MCC and status; a row opens the plan;
 * 'Novo plano' creates one with its MDR grid.
 */
export default function SalesPlanListPage() {
  const { t } = useTranslation('plans');
  const pathTo = useRoutePath();
  const label = useEnumLabel();
  const model = useListPage(planList);
  const canCreate = useHasPermission('create_sales_plan');
  const [creating, setCreating] = useState(false);
  const columns: Column<PlanRow>[] = [
    { key: 'sales_plan_name', header: t('fields.name'), sortable: true, pin: 'left' },
    { key: 'id', header: t('fields.id'), sortable: true, width: 80 },
    { key: 'project', header: t('fields.project'), sortable: true, render: (r) => r.project.trade },
    { key: 'channel', header: t('fields.channel'), sortable: true, render: (r) => r.channel.channel_name },
    { key: 'mcc', header: t('fields.mcc'), sortable: true, render: (r) => r.mcc ?? '-' },
    {
      key: 'status',
      header: t('fields.status'),
      sortable: true,
      render: (r) => label(SALES_PLAN_STATUSES, r.status),
    },
    {
      key: 'anticipation_rate',
      header: t('fields.anticipationRate'),
      sortable: true,
      render: (r) => formatRate(r.anticipation_rate),
    },
    { key: 'merchants_count', header: t('fields.merchants'), render: (r) => String(r.merchants_count) },
  ];
  return (
    <ListPage
      model={model}
      title={t('sales.title')}
      columns={columns}
      emptyText={t('empty')}
      getRowHref={(r) => pathTo('/plans/sales/{id}', { id: r.id })}
      headerActions={
        canCreate ? <Button onClick={() => setCreating(true)}>{t('sales.create')}</Button> : null
      }
    >
      <SalesPlanCreateModal opened={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
