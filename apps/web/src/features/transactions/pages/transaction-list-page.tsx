import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Transaction } from '@mentor/contract/transactions';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useSelectedProject, withSelectedProject } from '../../../shared/lib/project/selected-project';
import { DataTable, type DataTableState } from '../../../shared/ui/data-table';
import { downloadBlob, downloadKeys } from '../../../shared/ui/download';
import { FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { exportTransactions } from '../api/export-transactions';
import { useTransactions } from '../api/use-transactions';
import { TRANSACTION_COLUMNS_KEY, transactionColumns } from '../components/transaction-columns';
import { TransactionDetailDrawer } from '../components/transaction-detail-drawer';
import { toApiFilters, useTransactionFilters, withDefaults } from '../hooks/use-transaction-filters';

const DEFAULTS = { perPage: 10, sortBy: 'payment_date', sortDesc: true };

/**
 * Card transactions (spec core §2.5, §3.1): 18 filters, server paging and sorting with the state
 * in the URL, an honest total ('cerca de' when estimated), detail drawer and export.
 */
export default function TransactionListPage() {
  const { t, i18n } = useTranslation('transactions');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const definitions = useTransactionFilters();
  const list = useListSearch(definitions, DEFAULTS);
  const { projectId } = useSelectedProject();
  const values = useMemo(
    () => withDefaults(withSelectedProject(list.filters, projectId)),
    [list.filters, projectId],
  );
  const filters = useMemo(() => toApiFilters(values), [values]);
  // Keyset positions for the pages reached with next/previous from a known page.
  const [cursor, setCursor] = useState<{ page: number; cursor: string; key: string } | null>(null);
  const requestKey = JSON.stringify([filters, list.perPage, list.sortBy, list.sortDesc]);
  const usable = cursor && cursor.page === list.page && cursor.key === requestKey ? cursor.cursor : undefined;
  const result = useTransactions({
    filters,
    page: list.page,
    perPage: list.perPage,
    sortBy: list.sortBy,
    sortDesc: list.sortDesc,
    cursor: usable,
  });
  const [detailId, setDetailId] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();

  const columns = useMemo(() => {
    const base = transactionColumns(t, lang);
    return base.map((c) =>
      c.key === 'id'
        ? {
            ...c,
            render: (row: Transaction) => (
              <button
                type="button"
                className="mantine-focus-auto"
                style={{ all: 'unset', cursor: 'pointer', textDecoration: 'underline' }}
                onClick={() => setDetailId(row.id)}
              >
                {row.id}
              </button>
            ),
          }
        : c,
    );
  }, [t, lang]);

  const onTable = (next: DataTableState) => {
    const data = result.data;
    // Moving one page forward or back follows the keyset cursor the server offered.
    if (
      data &&
      next.perPage === list.perPage &&
      next.sortBy === list.sortBy &&
      next.sortDesc === list.sortDesc
    ) {
      const step = next.page - list.page;
      const via = step === 1 ? data.cursor.next : step === -1 ? data.cursor.previous : null;
      setCursor(via ? { page: next.page, cursor: via, key: requestKey } : null);
    } else {
      setCursor(null);
    }
    list.setTable(next);
  };

  const onExport = async (format: 'csv' | 'xlsx') => {
    setProgress(0);
    try {
      const answer = await exportTransactions(format, {
        ...filters,
        sortBy: list.sortBy,
        sortDesc: list.sortDesc,
        lang: lang === 'en' ? 'en' : 'pt-BR',
      });
      if (answer.kind === 'file') {
        downloadBlob(answer.blob, answer.fileName);
      } else {
        void queryClient.invalidateQueries({ queryKey: downloadKeys.all });
        notifications.show({ message: t('exports.queued'), color: 'blue' });
      }
    } catch (error) {
      notifications.show({ message: errorMessage(error), color: 'red' });
    } finally {
      setProgress(null);
    }
  };

  const data = result.data;
  return (
    <Stack>
      <PageTitle title={t('title')} />
      <FilterPanel
        definitions={definitions}
        values={values}
        onSearch={(next) => {
          setCursor(null);
          list.setFilters(next);
        }}
        onClear={() => {
          setCursor(null);
          list.clearFilters();
        }}
        savedViews={<ListSavedViews screen="/financial/transactions" list={list} />}
      />
      {data?.total_is_estimate && (
        <Alert color="blue" variant="light" data-testid="total-estimate">
          {t('estimate', { total: data.total.toLocaleString(lang === 'en' ? 'en-US' : 'pt-BR') })}
        </Alert>
      )}
      <DataTable
        label={t('title')}
        columns={columns}
        rows={data?.data}
        total={data?.total ?? 0}
        totalIsEstimate={data?.total_is_estimate ?? false}
        page={list.page}
        perPage={list.perPage}
        sortBy={list.sortBy}
        sortDesc={list.sortDesc}
        onChange={onTable}
        isLoading={result.isFetching}
        error={result.error ?? undefined}
        onRetry={() => void result.refetch()}
        emptyText={t('empty')}
        getRowKey={(r) => r.id}
        columnChooser={{ storageKey: TRANSACTION_COLUMNS_KEY }}
        exportMenu={{ formats: ['csv', 'xlsx'], onExport: (f) => void onExport(f), progress }}
      />
      <TransactionDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Stack>
  );
}
