import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { ColumnChooserPanel } from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import { RECEIVABLE_COLUMNS_KEY, receivableColumns } from '../components/receivable-columns';

/** /financial/statement/fields: which columns the receivables lists show. */
export default function StatementFieldsPage() {
  const { t, i18n } = useTranslation('receivables');
  const pathTo = useRoutePath();
  const columns = receivableColumns(t, i18n.language.startsWith('en') ? 'en' : 'pt').map((c) => ({
    key: c.key,
    header: c.header,
    hideable: c.hideable ?? true,
  }));
  return (
    <Stack>
      <PageTitle title={t('fieldsTitle')} back={pathTo('/financial/statement')} />
      <ColumnChooserPanel storageKey={RECEIVABLE_COLUMNS_KEY} columns={columns} title={t('fieldsTitle')} />
    </Stack>
  );
}
