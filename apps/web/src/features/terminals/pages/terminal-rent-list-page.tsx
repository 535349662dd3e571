import { terminals } from '@mentor/contract/terminals-endpoints';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useListExport } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { useRecordParam } from '../../../shared/ui/record-drawer';
import { rentList } from '../api/terminal-lists';
import { rentColumns } from '../components/rent-columns';

const RentDetailDrawer = onDemand(
  () => import('../components/rent-detail-drawer').then((m) => m.RentDetailDrawer),
  (props) => props.rentKey !== null,
);

/**
 * Automatic terminal rents (financial/Pix/onboarding §3): every filter, 10 per page by id,
 * export. A row opens the rent's panel, named in the address (`?rent=ID`).
 */
export default function TerminalRentListPage() {
  const { t } = useTranslation('terminals');
  const pathTo = useRoutePath();
  const model = useListPage(rentList);
  const detail = useRecordParam('rent');

  const exportMenu = useListExport({
    path: terminals.exportRents,
    fileName: 'alugueis-automaticos',
    query: () => {
      const { sortBy: _sortBy, sortDesc: _sortDesc, ...query } = model.params;
      return query;
    },
  });

  return (
    <ListPage
      model={model}
      title={t('rents.title')}
      columns={rentColumns(t, pathTo)}
      emptyText={t('rents.empty')}
      rowName={(r) => String(r.id)}
      getRowHref={(r) => detail.hrefOf(r.id)}
      exportMenu={exportMenu}
    >
      <RentDetailDrawer rentKey={detail.key} onClose={detail.close} />
    </ListPage>
  );
}
