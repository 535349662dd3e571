import { Button } from '@mantine/core';
import { formatCentsBRL, formatDateTime, MED_REFUND_REASONS } from '@mentor/contract';
import type { Refund } from '@mentor/contract/pix';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { StatusChip } from '../../../shared/ui/status-chip';
import { refundList } from '../api/pix-lists';
import { endToEndColumn, openRecordActions } from '../components/open-record-columns';
import { useRefundActions } from '../components/use-open-record-actions';

const CloseRefundModal = onDemand(
  () => import('../components/close-refund-modal').then((m) => m.CloseRefundModal),
  (props) => props.uuid !== null,
);

/** Refund requests (MED): filters, 15 per page newest first, create, close and cancel. */
export default function RefundListPage() {
  const { t } = useTranslation('pix');
  const pathTo = useRoutePath();
  const label = useEnumLabel();
  const model = useListPage(refundList);
  const actions = useRefundActions();

  const columns: Column<Refund>[] = [
    {
      key: 'dateRegister',
      header: t('fields.dateCreated'),
      sortable: true,
      pin: 'left',
      text: (r) => formatDateTime(r.dateCreated),
      brasiliaTime: true,
    },
    {
      key: 'refundReason',
      header: t('fields.refundReason'),
      text: (r) => label(MED_REFUND_REASONS, r.refundReason),
    },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
    { key: 'amount', header: t('fields.amount'), align: 'right', text: (r) => formatCentsBRL(r.amount) },
    endToEndColumn(t, pathTo),
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="medStatus" />,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('refunds.title')}
      columns={columns}
      rowName={(r) => r.uuid}
      actions={openRecordActions(t, actions)}
      getRowHref={(r) =>
        withSearch(pathTo('/infract-report/infraction-med-view-or-action'), { uuid: r.uuid })
      }
      headerActions={
        <Button component={Link} to={pathTo('/infract-report/infraction-med-view-or-action')}>
          {t('refunds.create')}
        </Button>
      }
    >
      <CloseRefundModal uuid={actions.closing} onClose={() => actions.setClosing(null)} />
    </ListPage>
  );
}
