import { EMPTY_VALUE, formatCentsBRL, formatDateTimeSeconds } from '@mentor/contract';
import type { ClosedAccount } from '@mentor/contract/onboarding';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { closedList } from '../api/onboarding-lists';
import { dateRegisterColumn } from '../components/onboarding-columns';
import { showDocument } from '../components/show-document';

/** Closed accounts, oldest registration first; a row opens the account (`/onboarding/{id}/{wlId}`). */
export default function ClosedAccountsPage() {
  const { t } = useTranslation('onboarding');
  const pathTo = useRoutePath();
  const model = useListPage(closedList);
  const columns: Column<ClosedAccount>[] = [
    dateRegisterColumn(t),
    { key: 'name', header: t('fields.name'), sortable: true, text: (r) => r.fullName },
    { key: 'document', header: t('fields.cpf'), text: (r) => showDocument(r.document) },
    { key: 'accountNumber', header: t('fields.accountNumber'), text: (r) => r.accountNumber },
    { key: 'whiteLabelName', header: t('fields.whiteLabel'), text: (r) => r.whiteLabelName },
    {
      key: 'closedAt',
      header: t('fields.closedAt'),
      sortable: true,
      text: (r) => formatDateTimeSeconds(r.closedAt),
      brasiliaTime: true,
    },
    { key: 'reason', header: t('fields.reason'), text: (r) => r.reason ?? EMPTY_VALUE },
    {
      key: 'balance',
      header: t('closed.remainingBalance'),
      align: 'right',
      pin: 'right',
      text: (r) => formatCentsBRL(r.balance),
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('closed.title')}
      columns={columns}
      rowName={(r) => r.fullName}
      getRowHref={(r) =>
        pathTo('/onboarding/{id?}/{wlId}', { id: r.uuidAccountPayment, wlId: r.uuidWhiteLabel })
      }
    />
  );
}
