import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { ColumnChooserPanel } from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import { PAYMENT_COLUMNS_KEY, paymentColumns } from '../components/payment-columns';

/** /financial/payments/fields: which columns the payments tabs show. */
export default function PaymentFieldsPage() {
  const { t, i18n } = useTranslation('payments');
  const pathTo = useRoutePath();
  const columns = paymentColumns(t, i18n.language.startsWith('en') ? 'en' : 'pt').map((c) => ({
    key: c.key,
    header: c.header,
    hideable: c.hideable ?? true,
  }));
  return (
    <Stack>
      <PageTitle title={t('fieldsTitle')} back={pathTo('/financial/payments')} />
      <ColumnChooserPanel storageKey={PAYMENT_COLUMNS_KEY} columns={columns} title={t('fieldsTitle')} />
    </Stack>
  );
}
