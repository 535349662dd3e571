import { formatCentsBRL, formatDateTime, INFRACTION_REPORTED_BY, INFRACTION_TYPES } from '@mentor/contract';
import type { Infraction } from '@mentor/contract/pix';
import { useTranslation } from 'react-i18next';
import { useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { StatusChip } from '../../../shared/ui/status-chip';
import { infractionList } from '../api/pix-lists';
import { endToEndColumn, openRecordActions } from '../components/open-record-columns';
import { useInfractionActions } from '../components/use-open-record-actions';

const CloseInfractionModal = onDemand(
  () => import('../components/close-infraction-modal').then((m) => m.CloseInfractionModal),
  (props) => props.uuid !== null,
);

/** Pix infraction reports: filters, 15 per page newest first, close and cancel of open ones. */
export default function InfractionListPage() {
  const { t } = useTranslation('pix');
  const pathTo = useRoutePath();
  const label = useEnumLabel();
  const model = useListPage(infractionList);
  const actions = useInfractionActions();

  const columns: Column<Infraction>[] = [
    {
      key: 'createDate',
      header: t('fields.createDate'),
      sortable: true,
      pin: 'left',
      text: (r) => formatDateTime(r.createDate),
      brasiliaTime: true,
    },
    {
      key: 'infractionType',
      header: t('fields.infractionType'),
      text: (r) => label(INFRACTION_TYPES, r.infractionType),
    },
    {
      key: 'reportedBy',
      header: t('fields.reportedBy'),
      text: (r) => label(INFRACTION_REPORTED_BY, r.reportedBy),
    },
    {
      key: 'analysisResult',
      header: t('fields.analysisResult'),
      render: (r) => <StatusChip code={r.analysisResult} family="infractionAnalysisResult" />,
    },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
    endToEndColumn(t, pathTo),
    { key: 'amount', header: t('fields.amount'), align: 'right', text: (r) => formatCentsBRL(r.amount) },
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="infractionStatus" />,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('infractions.title')}
      columns={columns}
      rowName={(r) => r.uuid}
      actions={openRecordActions(t, actions)}
      getRowHref={(r) =>
        withSearch(pathTo('/infract-report/infract-report-view-or-action'), { uuid: r.uuid })
      }
    >
      <CloseInfractionModal uuid={actions.closing} onClose={() => actions.setClosing(null)} />
    </ListPage>
  );
}
