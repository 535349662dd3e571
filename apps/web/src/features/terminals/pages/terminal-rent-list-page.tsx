import { Anchor } from '@mantine/core';
import { formatCentsBRL, formatDate } from '@mentor/contract';
import type { AutomaticRent } from '@mentor/contract/terminals';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { useListExport } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { StatusChip } from '../../../shared/ui/status-chip';
import { rentList } from '../api/terminal-lists';

const day = (value: string | null) => (value ? formatDate(value) : '-');

/** Automatic terminal rents (financial/Pix/onboarding §3): every filter, 10 per page by id, export. */
export default function TerminalRentListPage() {
  const { t } = useTranslation('terminals');
  const pathTo = useRoutePath();
  const model = useListPage(rentList);

  const exportMenu = useListExport({
    path: '/v1/terminal/automatic_rents/export',
    fileName: 'alugueis-automaticos',
    query: () => {
      const { sortBy: _sortBy, sortDesc: _sortDesc, ...query } = model.params;
      return query;
    },
  });

  const columns: Column<AutomaticRent>[] = [
    { key: 'id', header: t('fields.id'), pin: 'left', sortable: true, width: 80, copy: (r) => String(r.id) },
    { key: 'project', header: t('fields.project'), text: (r) => r.project.trade },
    {
      key: 'terminal_code',
      header: t('fields.terminal'),
      text: (r) => r.terminal_code,
      render: (r) => (
        <Anchor component={Link} to={pathTo('/terminals/{id}', { id: r.terminal_id })} inherit>
          {r.terminal_code}
        </Anchor>
      ),
    },
    { key: 'serial_number', header: t('fields.serialNumber'), text: (r) => r.serial_number ?? '-' },
    {
      key: 'charged_merchant',
      header: t('fields.chargedMerchant'),
      text: (r) => r.charged_merchant?.merchant_name ?? '-',
    },
    {
      key: 'owner_paid_merchant',
      header: t('fields.ownerPaidMerchant'),
      text: (r) => r.owner_paid_merchant?.merchant_name ?? '-',
    },
    { key: 'dt_start', header: t('fields.dtStart'), sortable: true, text: (r) => day(r.dt_start) },
    { key: 'dt_end', header: t('fields.dtEnd'), sortable: true, text: (r) => day(r.dt_end) },
    {
      key: 'dt_payment_to_project',
      header: t('fields.dtPaymentToProject'),
      text: (r) => day(r.dt_payment_to_project),
    },
    { key: 'dt_project_paid', header: t('fields.dtProjectPaid'), text: (r) => day(r.dt_project_paid) },
    { key: 'amount', header: t('rent.amount'), sortable: true, text: (r) => formatCentsBRL(r.amount) },
    { key: 'pro_rata', header: t('fields.proRata'), text: (r) => (r.pro_rata ? t('yes') : t('no')) },
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="automaticRentStatus" />,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('rents.title')}
      columns={columns}
      emptyText={t('rents.empty')}
      rowName={(r) => String(r.id)}
      exportMenu={exportMenu}
    />
  );
}
