import { Badge, Group, Stack, Tabs } from '@mantine/core';
import { maskCpfCnpj } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { useIdParam, useTabParam } from '../../../shared/lib/router';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { useMerchant } from '../api/use-merchant';
import { MerchantAcquirersTab } from '../components/merchant-acquirers-tab';
import { MerchantBlockTab } from '../components/merchant-block-tab';
import { MerchantDataTab } from '../components/merchant-data-tab';
import { MerchantOnboardingTab } from '../components/merchant-lists-tabs';
import { MerchantMccTab } from '../components/merchant-mcc-tab';
import { MerchantPlansTab } from '../components/merchant-plans-tab';
import { MerchantSettlementTab } from '../components/merchant-settlement-tab';
import { MerchantSplitsTab } from '../components/merchant-splits-tab';

const TABS = [
  'data',
  'acquirers',
  'plans',
  'splits',
  'block',
  'settlement',
  'mcc',
  'onboarding',
  'history',
] as const;

/** A merchant in tabs (spec core §7.10): data, acquirers, plans, splits, blocking, settlement, MCC, onboarding, history. */
export default function MerchantDetailPage() {
  const { t } = useTranslation('merchants');
  const id = useIdParam('id');
  const merchant = useMerchant(id ?? 0);
  const [tab, setTab] = useTabParam(TABS);

  if (!merchant.data) return <QueryState query={merchant} notFound={t('notFound')} missing={id === null} />;
  const m = merchant.data;

  return (
    <Stack>
      <PageTitle
        title={m.merchant_name}
        back="/merchants"
        breadcrumbs={[{ label: t('title'), to: '/merchants' }, { label: m.merchant_name }]}
        actions={
          <Group gap="xs">
            <MaskedValue
              value={m.cpf_cnpj}
              label={t('fields.cpf_cnpj')}
              tableContext="merchant"
              recordId={m.id}
              field="cpf_cnpj"
              format={maskCpfCnpj}
            />
            {m.deleted ? <Badge color="gray">{t('deleted')}</Badge> : null}
            {m.blocked ? (
              <Badge color="red">{t('blocked')}</Badge>
            ) : (
              <Badge color="green">{t('active')}</Badge>
            )}
          </Group>
        }
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="data" pt="md">
          <MerchantDataTab merchant={m} />
        </Tabs.Panel>
        <Tabs.Panel value="acquirers" pt="md">
          <MerchantAcquirersTab merchant={m} />
        </Tabs.Panel>
        <Tabs.Panel value="plans" pt="md">
          <MerchantPlansTab merchant={m} />
        </Tabs.Panel>
        <Tabs.Panel value="splits" pt="md">
          <MerchantSplitsTab merchant={m} />
        </Tabs.Panel>
        <Tabs.Panel value="block" pt="md">
          <MerchantBlockTab key={String(m.blocked)} merchant={m} />
        </Tabs.Panel>
        <Tabs.Panel value="settlement" pt="md">
          <MerchantSettlementTab merchant={m} />
        </Tabs.Panel>
        <Tabs.Panel value="mcc" pt="md">
          <MerchantMccTab merchant={m} />
        </Tabs.Panel>
        <Tabs.Panel value="onboarding" pt="md">
          <MerchantOnboardingTab merchant={m} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel context="merchant" recordId={String(m.id)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
