import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { ColumnChooserPanel } from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import { TRANSACTION_COLUMNS_KEY, transactionColumns } from '../components/transaction-columns';

/** /financial/transactions/fields: which columns the transaction list shows. */
export default function TransactionFieldsPage() {
  const { t, i18n } = useTranslation('transactions');
  const pathTo = useRoutePath();
  const columns = transactionColumns(t, i18n.language.startsWith('en') ? 'en' : 'pt').map((c) => ({
    key: c.key,
    header: c.header,
    hideable: c.hideable ?? true,
  }));
  return (
    <Stack>
      <PageTitle title={t('fieldsTitle')} back={pathTo('/financial/transactions')} />
      <ColumnChooserPanel storageKey={TRANSACTION_COLUMNS_KEY} columns={columns} title={t('fieldsTitle')} />
    </Stack>
  );
}
