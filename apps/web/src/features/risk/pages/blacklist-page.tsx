import { Button } from '@mantine/core';
import { formatDateTime, maskCpfCnpj } from '@mentor/contract';
import type { BlacklistEntry } from '@mentor/contract/risk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { blacklistList } from '../api/risk-lists';
import { useRemoveBlacklistEntry } from '../api/use-blacklist';

const BlacklistAddModal = onDemand(
  () => import('../components/blacklist-add-modal').then((m) => m.BlacklistAddModal),
  (props) => props.opened,
);

/** The older blacklist: name, document and date, 10 per page; add and remove. */
export default function BlacklistPage() {
  const { t } = useTranslation('risk');
  const model = useListPage(blacklistList);
  const remove = useRemoveBlacklistEntry();
  const [adding, setAdding] = useState(false);

  const askRemove = async (entry: BlacklistEntry) => {
    const confirmed = await confirmAction({
      title: t('blacklist.removeTitle'),
      message: t('blacklist.removeConfirm', { name: entry.name, document: maskCpfCnpj(entry.document) }),
      confirmLabel: t('actions.remove'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (confirmed) await remove.run(entry.document);
  };

  const columns: Column<BlacklistEntry>[] = [
    { key: 'name', header: t('fields.name'), pin: 'left' },
    {
      key: 'document',
      header: t('fields.document'),
      text: (r) => maskCpfCnpj(r.document),
      copy: (r) => r.document,
    },
    {
      key: 'dateRegister',
      header: t('fields.dateRegister'),
      text: (r) => formatDateTime(r.dateRegister),
      brasiliaTime: true,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('blacklist.title')}
      columns={columns}
      rowName={(r) => r.name}
      headerActions={<Button onClick={() => setAdding(true)}>{t('actions.add')}</Button>}
      actions={{
        width: 120,
        items: (r) => [{ label: t('actions.remove'), color: 'red', onClick: () => void askRemove(r) }],
      }}
    >
      <BlacklistAddModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
