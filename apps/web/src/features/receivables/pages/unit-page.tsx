import { Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ARRANGEMENT_IDS,
  CONTRACT_EFFECT_TYPES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  formatCentsBRL,
  formatDate,
  formatDateTime,
  maskCpfCnpj,
  RECEIVABLE_UNIT_STATUSES,
  SYNC_CHANGE_TYPES,
  SYNC_STATUS_OPTIONS,
} from '@mentor/contract';
import type { Conciliation, ReceivableUnit } from '@mentor/contract/receivables';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/lib/api';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useIdParam } from '../../../shared/lib/router';
import type { Column } from '../../../shared/ui/data-table';
import { useShowError } from '../../../shared/ui/error-feedback';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError } from '../../../shared/ui/query-state';
import { RouteTabs } from '../../../shared/ui/record-page';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { StatusChip } from '../../../shared/ui/status-chip';
import { receivableKeys } from '../api/receivable-query-keys';
import { conciliationList, unitList } from '../api/registry-lists';
import { useUnitDetail, useUnitInstallments } from '../api/use-registry-records';

const OpenDisputeDialog = onDemand(
  () => import('../components/open-dispute-dialog').then((m) => m.OpenDisputeDialog),
  (props) => props.opened,
);

const ResendUnitDialog = onDemand(
  () => import('../components/resend-unit-dialog').then((m) => m.ResendUnitDialog),
  (props) => props.opened,
);

// The units tab comes with the screen; the payments and disputes tabs are fetched when opened.
const UnitPaymentListScreen = onDemand(
  () => import('../components/unit-payment-list-screen').then((m) => m.UnitPaymentListScreen),
  () => true,
);
const DisputeListScreen = onDemand(
  () => import('../components/dispute-list-screen').then((m) => m.DisputeListScreen),
  () => true,
);

/** Fetches the code of a tab that comes on demand (a link that opens it straight away). */
export function preloadRegistryTab(tab: string | null): Promise<unknown> {
  if (tab === 'payments') return UnitPaymentListScreen.preload();
  if (tab === 'disputes') return DisputeListScreen.preload();
  return Promise.resolve();
}

/** /financial/receivable_registry/ur/{id?}: units and reconciliation, or one unit's detail and timeline. */
export default function UnitPage() {
  const id = useIdParam('id');
  return id === null ? <UnitLists /> : <UnitDetail id={id} />;
}

/** The lists of the registry, one per tab; the tab is in the URL (`?tab=payments`). */
function UnitLists() {
  const { t } = useTranslation('receivables');
  // Each list has its own filters: a new tab starts from none.
  return (
    <RouteTabs
      tabs={[
        { value: 'units', label: t('units.title'), panel: <UnitList /> },
        { value: 'payments', label: t('payments.title'), panel: <UnitPaymentListScreen /> },
        { value: 'disputes', label: t('disputes.title'), panel: <DisputeListScreen /> },
        { value: 'conciliation', label: t('conciliation.title'), panel: <ConciliationList /> },
      ]}
    />
  );
}

function UnitList() {
  const { t, i18n } = useTranslation('receivables');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const pathTo = useRoutePath();
  const model = useListPage(unitList);
  const columns: Column<ReceivableUnit>[] = [
    { key: 'id', header: t('columns.id'), pin: 'left', render: (r) => r.id, copy: (r) => String(r.id) },
    { key: 'cerc_code', header: t('units.cerc_code'), render: (r) => r.cerc_code, copy: (r) => r.cerc_code },
    { key: 'merchant_name', header: t('columns.merchant'), render: (r) => r.merchant_name },
    {
      key: 'arrangement_id',
      header: t('units.arrangement'),
      render: (r) => ARRANGEMENT_IDS.label(r.arrangement_id, lang),
    },
    { key: 'dt_liquidation', header: t('units.dt_liquidation'), render: (r) => formatDate(r.dt_liquidation) },
    {
      key: 'net_amount',
      header: t('columns.net_amount'),
      align: 'right',
      render: (r) => formatCentsBRL(r.net_amount),
    },
    {
      key: 'receiving_end_user_document',
      header: t('units.receiver'),
      render: (r) => maskCpfCnpj(r.receiving_end_user_document),
    },
    {
      key: 'status_sync',
      header: t('units.status_sync'),
      render: (r) => SYNC_STATUS_OPTIONS.label(r.status_sync, lang),
    },
    {
      key: 'status',
      header: t('units.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="receivableUnitStatus" />,
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('units.title')}
      columns={columns}
      emptyText={t('empty')}
      getRowHref={(r) => pathTo('/financial/receivable_registry/ur/{id?}', { id: r.id })}
    />
  );
}

function ConciliationList() {
  const { t, i18n } = useTranslation('receivables');
  const _lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const pathTo = useRoutePath();
  const model = useListPage(conciliationList);
  const queryClient = useQueryClient();
  const showError = useShowError();
  const canRun = useHasPermission('manage_receivable_disputes');
  const run = async () => {
    try {
      await api.call(receivables.runConciliation);
      notifications.show({ message: t('conciliation.queued'), color: 'blue' });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: receivableKeys.conciliation }), 3000);
    } catch (error) {
      showError(error);
    }
  };
  const money = (v: number | null) => (v === null ? '-' : formatCentsBRL(v));
  const columns: Column<Conciliation>[] = [
    {
      key: 'cerc_code',
      header: t('units.cerc_code'),
      pin: 'left',
      render: (r) => r.cerc_code,
      copy: (r) => r.cerc_code,
    },
    { key: 'merchant_name', header: t('columns.merchant'), render: (r) => r.merchant_name ?? '-' },
    {
      key: 'mentor_amount',
      header: t('conciliation.mentor_amount'),
      align: 'right',
      render: (r) => money(r.mentor_amount),
    },
    {
      key: 'cerc_amount',
      header: t('conciliation.cerc_amount'),
      align: 'right',
      render: (r) => money(r.cerc_amount),
    },
    {
      key: 'difference',
      header: t('conciliation.difference'),
      align: 'right',
      render: (r) => money(r.difference),
    },
    {
      key: 'run_at',
      header: t('conciliation.run_at'),
      render: (r) => formatDateTime(r.run_at),
      brasiliaTime: true,
    },
    {
      key: 'status',
      header: t('units.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="reconciliationStatus" />,
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('conciliation.title')}
      columns={columns}
      emptyText={t('conciliation.empty')}
      getRowHref={(r) =>
        pathTo('/financial/receivable_registry/ur/{id?}', { id: r.receivable_unit_id ?? undefined })
      }
      headerActions={
        canRun ? (
          <Button size="xs" variant="light" onClick={() => void run()}>
            {t('conciliation.run')}
          </Button>
        ) : null
      }
    />
  );
}

function UnitDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('receivables');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const pathTo = useRoutePath();
  const detail = useUnitDetail(id);
  const installments = useUnitInstallments(id);
  const canManage = useHasPermission('manage_receivable_disputes');
  const [dialog, setDialog] = useState<'dispute' | 'resend' | null>(null);
  if (detail.isPending) return <Loader />;
  if (detail.isError) return <QueryError query={detail} />;
  const u = detail.data;
  const field = (label: string, value: string | number) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
  return (
    <Stack>
      <PageTitle
        title={`${t('units.one')} ${u.cerc_code}`}
        back={pathTo('/financial/receivable_registry/ur/{id?}')}
        actions={
          canManage ? (
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setDialog('dispute')}>
                {t('disputes.open')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setDialog('resend')}>
                {t('units.resend')}
              </Button>
            </Group>
          ) : null
        }
      />
      {canManage ? (
        <>
          <OpenDisputeDialog unit={u} opened={dialog === 'dispute'} onClose={() => setDialog(null)} />
          <ResendUnitDialog unit={u} opened={dialog === 'resend'} onClose={() => setDialog(null)} />
        </>
      ) : null}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field(t('columns.merchant'), u.merchant_name)}
          {field(t('units.holder'), maskCpfCnpj(u.holder_document))}
          {field(t('units.receiver'), maskCpfCnpj(u.receiving_end_user_document))}
          {field(t('units.arrangement'), ARRANGEMENT_IDS.label(u.arrangement_id, lang))}
          {field(t('units.dt_liquidation'), formatDate(u.dt_liquidation))}
          {field(t('columns.net_amount'), formatCentsBRL(u.net_amount))}
          {field(t('units.status'), RECEIVABLE_UNIT_STATUSES.label(u.status, lang))}
          {field(t('units.status_sync'), SYNC_STATUS_OPTIONS.label(u.status_sync, lang))}
          {field(t('units.change_type'), SYNC_CHANGE_TYPES.label(u.change_type, lang))}
        </SimpleGrid>
      </Paper>
      <Group align="flex-start" grow>
        <Paper withBorder p="md" data-testid="unit-timeline">
          <Text fw={600} mb="sm">
            {t('units.timeline')}
          </Text>
          <Timeline bulletSize={14} lineWidth={2}>
            {u.timeline.map((e) => (
              <Timeline.Item
                key={`${e.kind}-${e.at}-${e.reference ?? ''}-${e.description}`}
                title={t(`timeline.${e.kind}`)}
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(e.at)}
                </Text>
                <Text size="sm">
                  {[e.description, e.document === null ? '' : maskCpfCnpj(e.document)]
                    .filter((part) => part !== '')
                    .join(' · ')}
                  {e.amount !== null ? ` · ${formatCentsBRL(e.amount)}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
        <Stack>
          <Paper withBorder p="md">
            <Text fw={600} mb="sm">
              {t('effects.title')}
            </Text>
            {u.contract_effects.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('effects.none')}
              </Text>
            ) : (
              u.contract_effects.map((e) => (
                <Text size="sm" key={e.id}>
                  <Link to={pathTo('/financial/receivable_registry/contract_effect/{id?}', { id: e.id })}>
                    {CONTRACT_EFFECT_TYPES.label(e.effect_type, lang)}
                  </Link>{' '}
                  · {maskCpfCnpj(e.beneficiary_doc)} · {formatCentsBRL(e.amount)}
                </Text>
              ))
            )}
          </Paper>
          <Paper withBorder p="md" data-testid="unit-disputes">
            <Text fw={600} mb="sm">
              {t('disputes.title')}
            </Text>
            {u.disputes.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('disputes.none')}
              </Text>
            ) : (
              u.disputes.map((d) => (
                <Text size="sm" key={d.id}>
                  {t(`disputes.${d.direction}`)} · {DISPUTE_REASONS.label(d.reason, lang)} ·{' '}
                  {DISPUTE_STATUSES.label(d.status, lang)} · {maskCpfCnpj(d.counterpart_document)}
                  {d.description ? ` · ${d.description}` : ''}
                </Text>
              ))
            )}
          </Paper>
        </Stack>
      </Group>
      <Paper withBorder p="md">
        <Text fw={600} mb="sm">
          {t('units.installments')}
        </Text>
        <ScrollTable striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.id')}</Table.Th>
              <Table.Th>{t('columns.transaction_id')}</Table.Th>
              <Table.Th>{t('columns.installment')}</Table.Th>
              <Table.Th>{t('columns.net_adjusted_amount')}</Table.Th>
              <Table.Th>{t('columns.blocked')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(installments.data?.data ?? []).map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.id}</Table.Td>
                <Table.Td>{r.transaction_id}</Table.Td>
                <Table.Td>
                  {r.installment_number}/{r.installment_count}
                </Table.Td>
                <Table.Td>{formatCentsBRL(r.net_adjusted_amount)}</Table.Td>
                <Table.Td>{r.blocked ? (r.block_type_description ?? t('blocked')) : t('free')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      </Paper>
      <HistoryPanel context="receivable_unit" recordId={String(u.id)} title={t('units.history')} />
    </Stack>
  );
}
