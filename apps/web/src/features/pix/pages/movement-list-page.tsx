import {
  formatCentsBRL,
  formatDateTime,
  INFRACTION_TRANSACTION_RESULTS,
  maskCpfCnpj,
} from '@mentor/contract';
import type { Movement } from '@mentor/contract/pix';
import { useTranslation } from 'react-i18next';
import { useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { StatusChip } from '../../../shared/ui/status-chip';
import { movementList } from '../api/pix-lists';

/** Pix movements: optional filters, 10 per page, newest first; a row opens the movement. */
export default function MovementListPage() {
  const { t } = useTranslation('pix');
  const pathTo = useRoutePath();
  const label = useEnumLabel();
  const model = useListPage(movementList);

  const columns: Column<Movement>[] = [
    {
      key: 'dateRegister',
      header: t('fields.dateRegister'),
      sortable: true,
      pin: 'left',
      text: (r) => formatDateTime(r.dateRegister),
      brasiliaTime: true,
    },
    {
      key: 'movementType',
      header: t('fields.movementType'),
      text: (r) => t(`movementTypes.${r.movementType}`),
    },
    {
      key: 'nameOrigin',
      header: t('fields.origin'),
      text: (r) => `${r.nameOrigin} (${maskCpfCnpj(r.documentOrigin)})`,
    },
    {
      key: 'nameDestination',
      header: t('fields.destination'),
      text: (r) => `${r.nameDestination} (${maskCpfCnpj(r.documentDestination)})`,
    },
    {
      key: 'amount',
      header: t('fields.amount'),
      sortable: true,
      align: 'right',
      text: (r) => formatCentsBRL(r.amount),
    },
    { key: 'endToEndId', header: t('fields.endToEndId'), copy: (r) => r.endToEndId },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="infractionTransactionResult" />,
      text: (r) => label(INFRACTION_TRANSACTION_RESULTS, r.status),
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('movements.title')}
      columns={columns}
      getRowHref={(r) => withSearch(pathTo('/infract-report/transaction-view'), { endToEndId: r.endToEndId })}
    />
  );
}
