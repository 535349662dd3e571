import { EMPTY_VALUE, formatDateTimeSeconds } from '@mentor/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { type BlockedAccount, blockedList } from '../api/onboarding-lists';

const UnblockAccountModal = onDemand(
  () => import('../components/unblock-account-modal').then((m) => m.UnblockAccountModal),
  (props) => props.account !== null,
);

/** Blocked accounts with why and since when; unblocking asks for a reason. */
export default function BlockedListPage() {
  const { t } = useTranslation('onboarding');
  const model = useListPage(blockedList);
  const [unblocking, setUnblocking] = useState<BlockedAccount | null>(null);
  const columns: Column<BlockedAccount>[] = [
    { key: 'fullName', header: t('fields.name'), pin: 'left', text: (r) => r.fullName },
    { key: 'document', header: t('fields.document'), text: (r) => r.document },
    { key: 'accountNumber', header: t('fields.accountNumber'), text: (r) => r.accountNumber },
    { key: 'whiteLabelName', header: t('fields.whiteLabel'), text: (r) => r.whiteLabelName },
    { key: 'reason', header: t('fields.reason'), text: (r) => r.reason ?? EMPTY_VALUE },
    {
      key: 'blockedAt',
      header: t('fields.blockedAt'),
      text: (r) => formatDateTimeSeconds(r.blockedAt),
      brasiliaTime: true,
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('blocked.title')}
      columns={columns}
      rowName={(r) => r.fullName}
      actions={{
        width: 140,
        items: (r) => [{ label: t('actions.unblock'), onClick: () => setUnblocking(r) }],
      }}
    >
      <UnblockAccountModal account={unblocking} onClose={() => setUnblocking(null)} />
    </ListPage>
  );
}
