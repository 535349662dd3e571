import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { ColumnChooserPanel } from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import { BILLET_COLUMNS_KEY, billetColumns } from '../components/billet-columns';

/** /billets/fields: which columns the billet list shows. */
export default function BilletFieldsPage() {
  const { t, i18n } = useTranslation('billets');
  const pathTo = useRoutePath();
  const columns = billetColumns(t, i18n.language.startsWith('en') ? 'en' : 'pt').map((c) => ({
    key: c.key,
    header: c.header,
    hideable: c.hideable ?? true,
  }));
  return (
    <Stack>
      <PageTitle title={t('fieldsTitle')} back={pathTo('/billets')} />
      <ColumnChooserPanel storageKey={BILLET_COLUMNS_KEY} columns={columns} title={t('fieldsTitle')} />
    </Stack>
  );
}
