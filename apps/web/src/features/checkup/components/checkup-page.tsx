import { Button, Group, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CheckupRun, type CheckupTransaction, checkupListFailure } from '@mentor/contract/checkup';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { RowId } from '../../../shared/ui/data-table';
import { useShowError } from '../../../shared/ui/error-feedback';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { useAuthorizeCheckup, useDeleteCheckup } from '../api/checkup-actions';
import { type CheckupType, duplicatedList, notImportedList } from '../api/checkup-lists';
import { useCheckupRerun } from '../api/checkup-run';
import { CHECKUP_COLUMNS_KEY, checkupColumns } from './checkup-columns';

const AUTHORIZABLE = new Set(['UNAVAILABLE', 'MANUAL_CHECK']);
const DELETABLE = new Set(['UNAVAILABLE', 'MANUAL_CHECK', 'AVAILABLE']);

/**
 * One tab of the transaction check-up (2nd doc §2-§9): not-imported or duplicated findings,
 * authorise a selection, delete duplicated copies, re-run the check-up; each with a one-time code.
 */
export function CheckupPage({ type }: { type: CheckupType }) {
  const { t, i18n } = useTranslation('checkup');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const pathTo = useRoutePath();
  const model = useListPage(type === 'NOT_IMPORTED' ? notImportedList : duplicatedList);
  const rows = model.tableProps.rows ?? [];
  const listError = model.query.error;
  const showError = useShowError();

  useEffect(() => {
    if (listError) showError(listError, { message: checkupListFailure });
  }, [listError, showError]);

  const authorize = useAuthorizeCheckup({
    success: (data) => t('messages.authorized', { count: data.data.length }),
  });
  const remove = useDeleteCheckup({ success: (data) => t('messages.deleted', { count: data.data.length }) });
  // The job runs in the background: the screen follows it and both tabs reload once it ends.
  const rerun = useCheckupRerun({
    queuedMessage: t('messages.rerunQueued'),
    onEnd: (run: CheckupRun) =>
      notifications.show(
        run.status === 'DONE'
          ? {
              color: 'green',
              message: t('messages.rerunDone', {
                notImported: run.not_imported_found ?? 0,
                duplicated: run.duplicated_found ?? 0,
              }),
            }
          : { color: 'red', message: t('messages.rerunFailed') },
      ),
  });

  const pick = (ids: RowId[], allowed: Set<string>) =>
    rows.filter(
      (r: CheckupTransaction) => ids.map(String).includes(String(r.id)) && allowed.has(r.sync_status),
    );

  const act = async (ids: RowId[], clear: () => void, kind: 'authorize' | 'delete') => {
    const chosen = pick(ids, kind === 'authorize' ? AUTHORIZABLE : DELETABLE);
    if (chosen.length === 0) {
      notifications.show({
        color: 'yellow',
        message: t(kind === 'authorize' ? 'messages.noneAuthorizable' : 'messages.noneDeletable'),
      });
      return;
    }
    const mutation = kind === 'authorize' ? authorize : remove;
    const done = await mutation.run(chosen.map((r) => r.id));
    if (done) clear();
  };

  return (
    <>
      <Tabs value={type} mb="-sm">
        <Tabs.List>
          <Tabs.Tab
            value="NOT_IMPORTED"
            renderRoot={(props) => <Link to={pathTo('/occurrences/not_imported_transactions')} {...props} />}
          >
            {t('tabs.notImported')}
          </Tabs.Tab>
          <Tabs.Tab
            value="DUPLICATED"
            renderRoot={(props) => <Link to={pathTo('/occurrences/duplicated_transactions')} {...props} />}
          >
            {t('tabs.duplicated')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ListPage
        model={model}
        title={t(type === 'NOT_IMPORTED' ? 'titles.notImported' : 'titles.duplicated')}
        columns={checkupColumns(t, lang, type)}
        rowName={(r) => String(r.id)}
        emptyText={t('empty')}
        columnChooser={{ storageKey: CHECKUP_COLUMNS_KEY[type] }}
        headerActions={
          <Group gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {rerun.running ? t('messages.rerunRunning') : null}
            </Text>
            <Button variant="light" loading={rerun.busy} disabled={rerun.checking} onClick={rerun.start}>
              {t('actions.rerun')}
            </Button>
          </Group>
        }
        bulkActions={(selected, clear) => (
          <Group gap="xs">
            <Button
              size="compact-sm"
              disabled={selected.length === 0}
              loading={authorize.isPending}
              onClick={() => void act(selected, clear, 'authorize')}
            >
              {t('actions.authorize', { count: selected.length })}
            </Button>
            {type === 'DUPLICATED' ? (
              <Button
                size="compact-sm"
                color="red"
                disabled={selected.length === 0}
                loading={remove.isPending}
                onClick={() => void act(selected, clear, 'delete')}
              >
                {t('actions.delete', { count: selected.length })}
              </Button>
            ) : null}
          </Group>
        )}
      />
    </>
  );
}
