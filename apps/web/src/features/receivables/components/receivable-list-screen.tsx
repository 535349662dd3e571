import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Receivable } from '@mentor/contract/receivables';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { downloadBlob, downloadKeys } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { exportReceivables } from '../api/export-receivables';
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
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const model = useListPage(receivableList);
  const queryClient = useQueryClient();
  const canExport = useHasPermission('export_receivables');
  const canAdjust = useHasPermission('adjust_receivables');
  const canBlock = useHasPermission('block_receivables');
  const [blockIds, setBlockIds] = useState<number[] | null>(null);
  const [adjusting, setAdjusting] = useState<Receivable | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const unblock = useUnblockReceivables({ success: (r) => t('unblock.done', { count: r.changed }) });
  const acting = mode === 'registry';

  const onExport = async (format: 'csv' | 'xlsx') => {
    setProgress(0);
    try {
      const { page: _p, perPage: _pp, sortBy: _s, sortDesc: _d, ...query } = model.params;
      const answer = await exportReceivables(format, { ...query, lang: lang === 'en' ? 'en' : 'pt-BR' });
      if (answer.kind === 'file') downloadBlob(answer.blob, answer.fileName);
      else {
        void queryClient.invalidateQueries({ queryKey: downloadKeys.all });
        notifications.show({ message: t('exports.queued'), color: 'blue' });
      }
    } catch (error) {
      notifications.show({ message: errorMessage(error), color: 'red' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <ListPage
      model={model}
      title={t(mode === 'registry' ? 'registryTitle' : 'statementTitle')}
      columns={receivableColumns(t, lang)}
      emptyText={t('empty')}
      rowName={(row) => t('rowName', { id: row.id })}
      columnChooser={{ storageKey: RECEIVABLE_COLUMNS_KEY }}
      {...(canExport
        ? { exportMenu: { formats: ['csv', 'xlsx'], onExport: (f) => void onExport(f), progress } }
        : {})}
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
                  onClick={() => void unblock.run({ ids: selected.map(Number) }).then((r) => r && clear())}
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
            <Button component={Link} to="/financial/receivable_registry/ur" variant="light" size="xs">
              {t('links.units')}
            </Button>
            <Button
              component={Link}
              to="/financial/receivable_registry/contract_effect"
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
