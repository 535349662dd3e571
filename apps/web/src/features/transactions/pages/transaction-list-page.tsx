import { Alert } from '@mantine/core';
import { transactions } from '@mentor/contract/transactions-endpoints';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../../shared/lib/router';
import { useListExport } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { transactionList } from '../api/transaction-list';
import { TRANSACTION_COLUMNS_KEY, transactionColumns } from '../components/transaction-columns';

const TransactionDetailDrawer = onDemand(
  () => import('../components/transaction-detail-drawer').then((m) => m.TransactionDetailDrawer),
  (props) => props.id !== null,
);

/**
 * Card transactions (spec core §2.5, §3.1): 17 filters, server paging and sorting with the state
 * in the URL, an honest total ('cerca de' when estimated), the detail at its own URL, export.
 */
export default function TransactionListPage() {
  const { t, i18n } = useTranslation('transactions');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const model = useListPage(transactionList);
  const router = useRouter();
  const navigate = useNavigate();
  const detail = Number(useSearchText('detail'));
  const detailHref = (id: number) =>
    router.buildLocation({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, detail: id }) })
      .href;
  const closeDetail = () =>
    void navigate({ to: '.', search: ({ detail: _detail, ...rest }: Record<string, unknown>) => rest });

  const exportMenu = useListExport({
    path: transactions.exportTransactions,
    fileName: 'transacoes',
    query: () => model.params,
  });

  const data = model.data;
  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={transactionColumns(t, lang)}
      emptyText={t('empty')}
      getRowHref={(row) => detailHref(row.id)}
      columnChooser={{ storageKey: TRANSACTION_COLUMNS_KEY }}
      exportMenu={exportMenu}
      beforeTable={
        data?.total_is_estimate ? (
          <Alert color="blue" variant="light" data-testid="total-estimate">
            {t('estimate', { total: data.total.toLocaleString(lang === 'en' ? 'en-US' : 'pt-BR') })}
          </Alert>
        ) : null
      }
    >
      <TransactionDetailDrawer
        id={Number.isInteger(detail) && detail > 0 ? detail : null}
        onClose={closeDetail}
      />
    </ListPage>
  );
}
