import { Badge, Stack } from '@mantine/core';
import { maskCpfCnpj } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useIdParam } from '../../../shared/lib/router';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { PendingChanges } from '../../../shared/ui/pending-change';
import { QueryState } from '../../../shared/ui/query-state';
import { RecordTitle, RouteTabs } from '../../../shared/ui/record-page';
import { useMerchant } from '../api/use-merchant';
import { MerchantAcquirersTab } from '../components/merchant-acquirers-tab';
import { MerchantBlockTab } from '../components/merchant-block-tab';
import { MerchantDataTab } from '../components/merchant-data-tab';
import { MerchantOnboardingTab } from '../components/merchant-lists-tabs';
import { MerchantMccTab } from '../components/merchant-mcc-tab';
import { MerchantPlansTab } from '../components/merchant-plans-tab';
import { MerchantSettlementTab } from '../components/merchant-settlement-tab';
import { MerchantSplitsTab } from '../components/merchant-splits-tab';

/** History contexts of a merchant's changes that may wait for approval (unblock, settlement). */
const MERCHANT_CHANGES = ['merchant', 'merchant_settlement_destination'] as const;

/** A merchant in tabs (spec core §7.10): data, acquirers, plans, splits, blocking, settlement, MCC, onboarding, history. */
export default function MerchantDetailPage() {
  const { t } = useTranslation('merchants');
  const pathTo = useRoutePath();
  const id = useIdParam('id');
  const merchant = useMerchant(id ?? 0);

  if (!merchant.data) return <QueryState query={merchant} notFound={t('notFound')} missing={id === null} />;
  const m = merchant.data;

  return (
    <Stack>
      <RecordTitle title={m.merchant_name} list={{ title: t('title'), path: pathTo('/merchants') }}>
        <MaskedValue
          value={m.cpf_cnpj}
          label={t('fields.cpf_cnpj')}
          tableContext="merchant"
          recordId={m.id}
          field="cpf_cnpj"
          format={maskCpfCnpj}
        />
        {m.deleted ? <Badge color="gray">{t('deleted')}</Badge> : null}
        {m.blocked ? <Badge color="red">{t('blocked')}</Badge> : <Badge color="green">{t('active')}</Badge>}
      </RecordTitle>
      <PendingChanges contexts={MERCHANT_CHANGES} recordId={m.id} />
      <RouteTabs
        tabs={[
          { value: 'data', label: t('tabs.data'), panel: <MerchantDataTab merchant={m} /> },
          { value: 'acquirers', label: t('tabs.acquirers'), panel: <MerchantAcquirersTab merchant={m} /> },
          { value: 'plans', label: t('tabs.plans'), panel: <MerchantPlansTab merchant={m} /> },
          { value: 'splits', label: t('tabs.splits'), panel: <MerchantSplitsTab merchant={m} /> },
          {
            value: 'block',
            label: t('tabs.block'),
            panel: <MerchantBlockTab key={String(m.blocked)} merchant={m} />,
          },
          { value: 'settlement', label: t('tabs.settlement'), panel: <MerchantSettlementTab merchant={m} /> },
          { value: 'mcc', label: t('tabs.mcc'), panel: <MerchantMccTab merchant={m} /> },
          { value: 'onboarding', label: t('tabs.onboarding'), panel: <MerchantOnboardingTab merchant={m} /> },
          {
            value: 'history',
            label: t('tabs.history'),
            panel: <HistoryPanel context="merchant" recordId={String(m.id)} />,
          },
        ]}
      />
    </Stack>
  );
}
