import { Badge, Button } from '@mantine/core';
import { formatDateTime, maskCpfCnpj } from '@mentor/contract';
import type { BlacklistManagementEntry } from '@mentor/contract/risk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { blacklistManagerList } from '../api/risk-lists';
import { useRemoveManagedEntry } from '../api/use-blacklist';

const BlacklistEntryModal = onDemand(
  () => import('../components/blacklist-entry-modal').then((m) => m.BlacklistEntryModal),
  (props) => props.mode !== null,
);

/** The blacklist manager: entries in force, add and edit dialogs, view and remove. */
export default function BlacklistManagerPage() {
  const { t } = useTranslation('risk');
  const pathTo = useRoutePath();
  const model = useListPage(blacklistManagerList);
  const remove = useRemoveManagedEntry();
  const [dialog, setDialog] = useState<{
    mode: 'add' | 'edit';
    entry: BlacklistManagementEntry | null;
  } | null>(null);

  const askRemove = async (entry: BlacklistManagementEntry) => {
    const confirmed = await confirmAction({
      title: t('manager.removeTitle'),
      message: t('manager.removeConfirm', { name: entry.fullName }),
      confirmLabel: t('actions.remove'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (confirmed) await remove.run(entry.uuid);
  };

  const columns: Column<BlacklistManagementEntry>[] = [
    { key: 'fullName', header: t('fields.fullName'), pin: 'left' },
    {
      key: 'documentNumber',
      header: t('fields.document'),
      text: (r) => maskCpfCnpj(r.documentNumber),
      copy: (r) => r.documentNumber,
    },
    {
      key: 'temporary',
      header: t('fields.temporary'),
      text: (r) =>
        r.temporary
          ? t('manager.temporaryUntil', { date: formatDateTime(r.expiresAt ?? '') })
          : t('manager.permanent'),
      render: (r) =>
        r.temporary ? (
          <Badge color="yellow" variant="light">
            {t('manager.temporaryUntil', { date: formatDateTime(r.expiresAt ?? '') })}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('manager.permanent')}
          </Badge>
        ),
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
      title={t('manager.title')}
      columns={columns}
      rowName={(r) => r.fullName}
      getRowHref={(r) => withSearch(pathTo('/blacklist-manager/view'), { uuid: r.uuid })}
      headerActions={
        <Button onClick={() => setDialog({ mode: 'add', entry: null })}>{t('actions.add')}</Button>
      }
      actions={{
        width: 180,
        items: (r) => [
          { label: t('actions.edit'), onClick: () => setDialog({ mode: 'edit', entry: r }) },
          { label: t('actions.remove'), color: 'red', onClick: () => void askRemove(r) },
        ],
      }}
    >
      <BlacklistEntryModal
        mode={dialog?.mode ?? null}
        entry={dialog?.entry ?? null}
        onClose={() => setDialog(null)}
      />
    </ListPage>
  );
}
