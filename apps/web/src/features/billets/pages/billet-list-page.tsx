import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Billet } from '@mentor/contract/billets';
import { OPEN_BILLET_STATUSES } from '@mentor/contract/billets';
import { billets } from '@mentor/contract/billets-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { useListExport } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { useRecordParam } from '../../../shared/ui/record-drawer';
import { useCancelBillets } from '../api/billet-actions';
import { billetList } from '../api/billet-list';
import { BILLET_COLUMNS_KEY, billetColumns } from '../components/billet-columns';

const BilletEditModal = onDemand(
  () => import('../components/billet-edit-modal').then((m) => m.BilletEditModal),
  (props) => props.billet !== null,
);

const BilletDetailDrawer = onDemand(
  () => import('../components/billet-detail-drawer').then((m) => m.BilletDetailDrawer),
  (props) => props.billetKey !== null,
);

const BilletPrintModal = onDemand(
  () => import('../components/billet-print-modal').then((m) => m.BilletPrintModal),
  (props) => props.billet !== null,
);

const isOpen = (b: Billet) => (OPEN_BILLET_STATUSES as readonly string[]).includes(b.billet_status);

/**
 * Bank billets (2nd doc §2, §3, §7, §9): filters (value typed in reais), 10 per page by due date,
 * cancel a selection, edit due date, fees, penalty and discount, print, export. A row opens the
 * billet's panel, named in the address (`?billet=ID`).
 */
export default function BilletListPage() {
  const { t, i18n } = useTranslation('billets');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const model = useListPage(billetList);
  const detail = useRecordParam('billet');
  const [editing, setEditing] = useState<Billet | null>(null);
  const [printing, setPrinting] = useState<Billet | null>(null);
  const cancel = useCancelBillets({
    success: (data) => t('cancel.done', { count: data.data.length }),
  });
  const rows = model.tableProps.rows ?? [];

  const cancelSelection = async (ids: (string | number)[], clear: () => void) => {
    const chosen = rows.filter((r) => ids.map(String).includes(String(r.billet_id)));
    const open = chosen.filter(isOpen);
    if (open.length === 0) {
      notifications.show({ color: 'yellow', message: t('cancel.noneOpen') });
      return;
    }
    const confirmed = await confirmAction({
      title: t('cancel.title'),
      message:
        open.length === chosen.length
          ? t('cancel.confirm', { count: open.length })
          : t('cancel.confirmSome', { count: open.length, skipped: chosen.length - open.length }),
      confirmLabel: t('actions.cancelBillets'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (!confirmed) return;
    const done = await cancel.run(open.map((b) => ({ billet_id: b.billet_id, our_number: b.our_number })));
    if (done) clear();
  };

  const exportMenu = useListExport({
    path: billets.exportBillets,
    fileName: 'boletos',
    query: () => model.params,
  });

  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={billetColumns(t, lang)}
      rowName={(r) => r.our_number}
      getRowHref={(r) => detail.hrefOf(r.billet_id)}
      emptyText={t('empty')}
      columnChooser={{ storageKey: BILLET_COLUMNS_KEY }}
      exportMenu={exportMenu}
      actions={{
        width: 190,
        items: (r) => [
          { label: t('actions.edit'), hidden: !isOpen(r), onClick: () => setEditing(r) },
          { label: t('actions.print'), variant: 'default', onClick: () => setPrinting(r) },
        ],
      }}
      bulkActions={(selected, clear) => (
        <Button
          color="red"
          size="compact-sm"
          disabled={selected.length === 0}
          loading={cancel.isPending}
          onClick={() => void cancelSelection(selected, clear)}
        >
          {t('actions.cancelSelected', { count: selected.length })}
        </Button>
      )}
    >
      <BilletDetailDrawer billetKey={detail.key} onClose={detail.close} />
      <BilletEditModal billet={editing} onClose={() => setEditing(null)} />
      <BilletPrintModal billet={printing} onClose={() => setPrinting(null)} />
    </ListPage>
  );
}
