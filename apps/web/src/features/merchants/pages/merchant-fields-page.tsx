import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { ColumnChooserPanel } from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import { MERCHANT_COLUMNS_KEY, merchantColumns } from '../components/merchant-columns';

/** /merchants/fields: which columns the merchant list shows. */
export default function MerchantFieldsPage() {
  const { t, i18n } = useTranslation('merchants');
  const pathTo = useRoutePath();
  const columns = merchantColumns(t, i18n.language.startsWith('en') ? 'en' : 'pt').map((c) => ({
    key: c.key,
    header: c.header,
    hideable: c.hideable ?? true,
  }));
  return (
    <Stack>
      <PageTitle title={t('fieldsTitle')} back={pathTo('/merchants')} />
      <ColumnChooserPanel storageKey={MERCHANT_COLUMNS_KEY} columns={columns} title={t('fieldsTitle')} />
    </Stack>
  );
}
