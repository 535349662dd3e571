import { Badge, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MERCHANT_ONBOARDING_STATUSES, maskCpfCnpj } from '@mentor/contract';
import type { MerchantListItem } from '@mentor/contract/merchants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useLanguage } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { downloadBlob, downloadKeys } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { exportMerchants } from '../api/export-merchants';
import { merchantList } from '../api/merchant-list';
import { MerchantOnboardingWizard } from '../components/merchant-onboarding-wizard';

export const MERCHANT_COLUMNS_KEY = 'merchants.columns';

/** Merchants (spec core §2.5, §3.1): filters, paging and sorting in the URL, column chooser, export. */
export default function MerchantListPage() {
  const { t, i18n } = useTranslation('merchants');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const { localize } = useLanguage();
  const model = useListPage(merchantList);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [wizard, setWizard] = useState(false);

  const onExport = async (format: 'csv' | 'xlsx') => {
    setProgress(0);
    try {
      const { page: _page, perPage: _perPage, ...query } = model.params;
      const answer = await exportMerchants(format, { ...query, lang: lang === 'en' ? 'en' : 'pt-BR' });
      if (answer.kind === 'file') downloadBlob(answer.blob, answer.fileName);
      else {
        void queryClient.invalidateQueries({ queryKey: downloadKeys.all });
        notifications.show({ message: t('exportQueued'), color: 'blue' });
      }
    } catch (error) {
      notifications.show({ message: errorMessage(error), color: 'red' });
    } finally {
      setProgress(null);
    }
  };

  const columns: Column<MerchantListItem>[] = [
    { key: 'merchant_name', header: t('fields.merchant_name'), sortable: true, pin: 'left' },
    { key: 'id', header: t('fields.id'), sortable: true, width: 80, copy: (r) => String(r.id) },
    { key: 'merchant_code', header: t('fields.merchant_code'), copy: (r) => r.merchant_code },
    {
      key: 'cpf_cnpj',
      header: t('fields.cpf_cnpj'),
      render: (r) => (
        <MaskedValue
          value={r.cpf_cnpj}
          label={t('fields.cpf_cnpj')}
          tableContext="merchant"
          recordId={r.id}
          field="cpf_cnpj"
          format={maskCpfCnpj}
        />
      ),
    },
    { key: 'project_name', header: t('fields.project'), sortable: true },
    { key: 'sales_representative_name', header: t('fields.sales_representative') },
    { key: 'mcc', header: t('fields.mcc'), sortable: true, width: 90 },
    {
      key: 'external_onboarding_status',
      header: t('fields.status'),
      text: (r) =>
        r.external_onboarding_status
          ? MERCHANT_ONBOARDING_STATUSES.label(r.external_onboarding_status, lang)
          : '',
    },
    {
      key: 'blocked',
      header: t('fields.blocked'),
      pin: 'right',
      render: (r) =>
        r.deleted ? (
          <Badge color="gray">{t('deleted')}</Badge>
        ) : r.blocked ? (
          <Badge color="red">{t('blocked')}</Badge>
        ) : (
          <Badge color="green">{t('active')}</Badge>
        ),
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={columns}
      emptyText={t('empty')}
      getRowHref={(r) => localize(`/merchants/${r.id}`)}
      columnChooser={{ storageKey: MERCHANT_COLUMNS_KEY }}
      exportMenu={{ formats: ['csv', 'xlsx'], onExport: (f) => void onExport(f), progress }}
      headerActions={<Button onClick={() => setWizard(true)}>{t('newMerchant')}</Button>}
    >
      {wizard ? <MerchantOnboardingWizard opened onClose={() => setWizard(false)} /> : null}
    </ListPage>
  );
}
