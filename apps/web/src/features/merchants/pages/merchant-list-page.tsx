import { Button, Group } from '@mantine/core';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useListExport } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
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
  const pathTo = useRoutePath();
  const model = useListPage(merchantList);
  const navigate = useNavigate();
  const [wizard, setWizard] = useState(false);

  const exportMenu = useListExport({
    path: merchants.exportMerchants,
    fileName: 'lojistas',
    query: () => model.params,
  });

  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={merchantColumns(t, lang)}
      emptyText={t('empty')}
      getRowHref={(r) => pathTo('/merchants/{id}', { id: r.id })}
      columnChooser={{ storageKey: MERCHANT_COLUMNS_KEY }}
      exportMenu={exportMenu}
      headerActions={
        <Group gap="xs">
          <Button variant="default" onClick={() => void navigate({ to: pathTo('/merchants/fields') })}>
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
