import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useLanguage, useRoutePath } from '../../../shared/lib/i18n';
import { downloadBlob, downloadKeys } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { exportMerchants } from '../api/export-merchants';
import { merchantList } from '../api/merchant-list';
import { MERCHANT_COLUMNS_KEY, merchantColumns } from '../components/merchant-columns';

const MerchantOnboardingWizard = onDemand(
  () => import('../components/merchant-onboarding-wizard').then((m) => m.MerchantOnboardingWizard),
  (props) => props.opened,
);

/** Merchants (spec core §2.5, §3.1): filters, paging and sorting in the URL, column chooser, export. */
export default function MerchantListPage() {
  const { t, i18n } = useTranslation('merchants');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const { localize } = useLanguage();
  const pathTo = useRoutePath();
  const model = useListPage(merchantList);
  const navigate = useNavigate();
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

  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={merchantColumns(t, lang)}
      emptyText={t('empty')}
      getRowHref={(r) => pathTo('/merchants/{id}', { id: r.id })}
      columnChooser={{ storageKey: MERCHANT_COLUMNS_KEY }}
      exportMenu={{ formats: ['csv', 'xlsx'], onExport: (f) => void onExport(f), progress }}
      headerActions={
        <Group gap="xs">
          <Button variant="default" onClick={() => void navigate({ to: localize('/merchants/fields') })}>
            {t('fieldsLink')}
          </Button>
          <Button onClick={() => setWizard(true)}>{t('newMerchant')}</Button>
        </Group>
      }
    >
      {wizard ? <MerchantOnboardingWizard opened onClose={() => setWizard(false)} /> : null}
    </ListPage>
  );
}
