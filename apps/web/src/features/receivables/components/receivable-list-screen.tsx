import { Button, Group } from '@mantine/core';
import type { Receivable } from '@mentor/contract/receivables';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useListExport } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { askReason } from '../../../shared/ui/reason-fields';
import { useUnblockReceivables } from '../api/receivable-actions';
import { receivableList } from '../api/receivable-list';
import { RECEIVABLE_COLUMNS_KEY, receivableColumns } from './receivable-columns';
import { ReceivableSumBar } from './receivable-sum';

const AdjustDialog = onDemand(
  () => import('./adjust-dialog').then((m) => m.AdjustDialog),
  (props) => props.row !== null,
);
const BlockDialog = onDemand(
  () => import('./block-dialog').then((m) => m.BlockDialog),
  (props) => props.ids !== null,
);

/**
 * The receivables list (ADR 0140): on the registry screen with block, unblock and manual
 * adjustment; on the statement screen read-only. Both show the sum of the whole filter.
 */
export function ReceivableListScreen({ mode }: { mode: 'registry' | 'statement' }) {
  const { t, i18n } = useTranslation('receivables');
  const pathTo = useRoutePath();
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const model = useListPage(receivableList);
  const canExport = useHasPermission('export_receivables');
  const canAdjust = useHasPermission('adjust_receivables');
  const canBlock = useHasPermission('block_receivables');
  const [blockIds, setBlockIds] = useState<number[] | null>(null);
  const [adjusting, setAdjusting] = useState<Receivable | null>(null);
  const unblock = useUnblockReceivables({ success: (r) => t('unblock.done', { count: r.changed }) });
  const acting = mode === 'registry';

  /** Releasing money asks for the same care as holding it: a confirmation with its reason. */
  async function onUnblock(ids: number[], clear: () => void) {
    const reason = await askReason({
      title: t('unblock.title', { count: ids.length }),
      message: t('unblock.confirm'),
      confirmLabel: t('actions.unblock'),
    });
    if (!reason) return;
    const done = await unblock.run({ ids, ...reason });
    if (done) clear();
  }

  const exportMenu = useListExport({
    path: receivables.exportReceivables,
    fileName: 'recebiveis',
    query: () => {
      const { sortBy: _sortBy, sortDesc: _sortDesc, ...query } = model.params;
      return query;
    },
  });

  return (
    <ListPage
      model={model}
      title={t(mode === 'registry' ? 'registryTitle' : 'statementTitle')}
      columns={receivableColumns(t, lang)}
      emptyText={t('empty')}
      rowName={(row) => t('rowName', { id: row.id })}
      columnChooser={{ storageKey: RECEIVABLE_COLUMNS_KEY }}
      {...(canExport ? { exportMenu } : {})}
      {...(acting && canAdjust
        ? {
            actions: {
              width: 110,
              items: (row: Receivable) => [
                { label: t('actions.adjust'), onClick: () => setAdjusting(row), hidden: row.paid === 1 },
              ],
            },
          }
        : {})}
      {...(acting && canBlock
        ? {
            selectionAmount: (row: Receivable) => row.net_adjusted_amount,
            bulkActions: (selected, clear) => (
              <Group gap="xs">
                <Button
                  size="xs"
                  color="red"
                  onClick={() => setBlockIds(selected.map(Number))}
                  data-testid="bulk-block"
                >
                  {t('actions.block')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  loading={unblock.isPending}
                  onClick={() => void onUnblock(selected.map(Number), clear)}
                >
                  {t('actions.unblock')}
                </Button>
              </Group>
            ),
          }
        : {})}
      headerActions={
        acting ? (
          <Group gap="xs">
            <Button
              component={Link}
              to={pathTo('/financial/receivable_registry/ur/{id?}')}
              variant="light"
              size="xs"
            >
              {t('links.units')}
            </Button>
            <Button
              component={Link}
              to={pathTo('/financial/receivable_registry/contract_effect/{id?}')}
              variant="light"
              size="xs"
            >
              {t('links.effects')}
            </Button>
          </Group>
        ) : null
      }
      beforeTable={<ReceivableSumBar sum={model.data?.sum} total={model.data?.total} />}
    >
      <BlockDialog ids={blockIds} onClose={() => setBlockIds(null)} />
      <AdjustDialog row={adjusting} onClose={() => setAdjusting(null)} />
    </ListPage>
  );
}
