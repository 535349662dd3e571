import { Anchor } from '@mantine/core';
import { formatCentsBRL, formatDate } from '@mentor/contract';
import type { AutomaticRent } from '@mentor/contract/terminals';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type PathTo, withSearch } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { StatusChip } from '../../../shared/ui/status-chip';

const day = (value: string | null) => (value ? formatDate(value) : '-');

/** Columns of the automatic rent list; the terminal links to its screen. */
export function rentColumns(t: TFunction, pathTo: PathTo): Column<AutomaticRent>[] {
  return [
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
}

/** What a rent's panel adds to its list columns: the month, the merchants' and equipment's links, the error. */
export function rentDetailColumns(t: TFunction, pathTo: PathTo): Column<AutomaticRent>[] {
  const merchantLink = (m: AutomaticRent['charged_merchant']) =>
    m ? (
      <Anchor component={Link} to={pathTo('/merchants/{id}', { id: m.id })} inherit>
        {m.merchant_name}
      </Anchor>
    ) : (
      '-'
    );
  return [
    { key: 'reference_month', header: t('detail.referenceMonth'), text: (r) => day(r.reference_month) },
    {
      key: 'serial_number',
      header: t('fields.serialNumber'),
      render: (r) =>
        r.serial_number ? (
          <Anchor
            component={Link}
            to={withSearch(pathTo('/equipments'), { equipment: r.serial_number })}
            inherit
          >
            {r.serial_number}
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      key: 'charged_merchant',
      header: t('fields.chargedMerchant'),
      render: (r) => merchantLink(r.charged_merchant),
    },
    {
      key: 'owner_paid_merchant',
      header: t('fields.ownerPaidMerchant'),
      render: (r) => merchantLink(r.owner_paid_merchant),
    },
    { key: 'error_message', header: t('detail.errorMessage'), text: (r) => r.error_message ?? '-' },
  ];
}
