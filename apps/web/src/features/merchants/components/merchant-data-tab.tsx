import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  ADDRESS_TYPES,
  MERCHANT_ONBOARDING_STATUSES,
  maskCep,
  maskPhone,
  PERSON_TYPES,
  PHONE_TYPES,
} from '@mentor/contract';
import { formatCnae, type MerchantDetail } from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { MerchantDataForm } from './merchant-data-form';
import { MerchantOpeningHours } from './merchant-opening-hours';

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** The merchant's registration data, addresses and phones; 'Editar' opens the form. */
export function MerchantDataTab({ merchant: m }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const [editing, setEditing] = useState(false);
  const canEdit = useHasPermission('update_merchant', true) && !m.deleted;
  if (editing) return <MerchantDataForm merchant={m} onDone={() => setEditing(false)} />;
  return (
    <Stack>
      {canEdit ? (
        <Group justify="flex-end">
          <Button variant="light" onClick={() => setEditing(true)}>
            {t('data.edit')}
          </Button>
        </Group>
      ) : null}
      <MerchantDataView merchant={m} />
      <MerchantOpeningHours merchantId={m.id} editable={!m.deleted} />
    </Stack>
  );
}

function MerchantDataView({ merchant: m }: { merchant: MerchantDetail }) {
  const { t, i18n } = useTranslation('merchants');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Item label={t('fields.merchant_name')} value={m.merchant_name} />
      <Item label={t('fields.trade_name')} value={m.trade_name} />
      <Item label={t('fields.person_type')} value={PERSON_TYPES.label(m.person_type, lang)} />
      <Item label={t('fields.project')} value={m.project_name} />
      <Item label={t('fields.sales_representative')} value={m.sales_representative_name} />
      <Item label={t('fields.email')} value={m.email} />
      <Item label={t('fields.mcc')} value={m.mcc} />
      <Item label={t('fields.cnae')} value={formatCnae(m.cnae)} />
      <Item
        label={t('fields.status')}
        value={
          m.external_onboarding_status
            ? MERCHANT_ONBOARDING_STATUSES.label(m.external_onboarding_status, lang)
            : null
        }
      />
      <Item
        label={t('fields.centralized')}
        value={m.use_centralized_bank_account_settlement ? t('yes') : t('no')}
      />
      {m.addresses.map((a) => (
        <Item
          key={a.address_type}
          label={`${t('fields.address')} (${ADDRESS_TYPES.label(a.address_type, lang)})`}
          value={`${a.street}, ${a.number}${a.complement ? ` ${a.complement}` : ''} - ${a.neighborhood}, ${a.city}/${a.state} ${maskCep(a.zip_code)}`}
        />
      ))}
      {m.phones.map((p) => (
        <Item
          key={`${p.phone_type}-${p.number}`}
          label={`${t('fields.phone')} (${PHONE_TYPES.label(p.phone_type, lang)})`}
          value={maskPhone(p.number)}
        />
      ))}
    </SimpleGrid>
  );
}
