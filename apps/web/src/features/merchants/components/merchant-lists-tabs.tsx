import { Button, Table, Text } from '@mantine/core';
import {
  formatCentsBRL,
  formatDate,
  formatDateTime,
  MERCHANT_ONBOARDING_STATUSES,
  ONBOARDING_DOCUMENT_TYPES,
} from '@mentor/contract';
import type { MerchantDetail } from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { useDeleteSplit } from '../api/use-delete-split';
import { useMerchantSplits } from '../api/use-merchant-splits';
import { useOnboardingDocuments } from '../api/use-onboarding-documents';
import { useOnboardingHistory } from '../api/use-onboarding-history';

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" size="sm">
      {text}
    </Text>
  );
}

/** Sales plan per channel. */
export function MerchantPlansTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  if (merchant.sales_plans.length === 0) return <Empty text={t('plans.empty')} />;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('plans.channel')}</Table.Th>
          <Table.Th>{t('plans.plan')}</Table.Th>
          <Table.Th>{t('plans.assigned')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {merchant.sales_plans.map((p) => (
          <Table.Tr key={p.channel_id}>
            <Table.Td>{p.channel_name}</Table.Td>
            <Table.Td>{p.sales_plan_name}</Table.Td>
            <Table.Td>{formatDateTime(p.assigned_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Split entries, with delete. */
export function MerchantSplitsTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const splits = useMerchantSplits(merchant.id);
  const remove = useDeleteSplit(merchant.id, { success: t('splits.deleted') });
  if (!splits.data || splits.data.length === 0) return <Empty text={t('splits.empty')} />;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('splits.receiver')}</Table.Th>
          <Table.Th>{t('splits.value')}</Table.Th>
          <Table.Th>{t('splits.validity')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {splits.data.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{s.receiver_merchant_name}</Table.Td>
            <Table.Td>
              {s.split_type === 'PERCENTAGE'
                ? `${s.percentage?.replace('.', ',')} %`
                : formatCentsBRL(s.amount ?? 0)}
            </Table.Td>
            <Table.Td>
              {formatDate(s.valid_from)} – {s.valid_until ? formatDate(s.valid_until) : '…'}
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="subtle" color="red" onClick={() => void remove.run(s.id)}>
                {t('splits.delete')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Where the merchant is paid (bank account masked). */
export function MerchantSettlementTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const d = merchant.settlement_destination;
  if (!d) return <Empty text={t('settlement.empty')} />;
  return (
    <Table>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th>{t('settlement.type')}</Table.Th>
          <Table.Td>{t(`settlement.types.${d.destination_type}`)}</Table.Td>
        </Table.Tr>
        {d.destination_type === 'B' ? (
          <>
            <Table.Tr>
              <Table.Th>{t('settlement.bank')}</Table.Th>
              <Table.Td>{`${d.bank_code} - ${d.bank_name ?? '...'}`}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('settlement.account')}</Table.Th>
              <Table.Td>
                {d.agency} /{' '}
                <MaskedValue
                  value={d.account_number}
                  label={t('settlement.account')}
                  tableContext="merchant"
                  recordId={merchant.id}
                  field="settlement_destination.account_number"
                />{' '}
                ({d.account_type})
              </Table.Td>
            </Table.Tr>
          </>
        ) : (
          <Table.Tr>
            <Table.Th>{t('settlement.account')}</Table.Th>
            <Table.Td>{d.digital_account ?? d.prepaid_card}</Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}

/** Onboarding documents and the onboarding history. */
export function MerchantOnboardingTab({ merchant }: { merchant: MerchantDetail }) {
  const { t, i18n } = useTranslation('merchants');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const documents = useOnboardingDocuments(merchant.id);
  const history = useOnboardingHistory(merchant.id);
  return (
    <>
      <Text fw={600} mb="xs">
        {t('onboarding.documents')}
      </Text>
      {documents.data && documents.data.length > 0 ? (
        <Table mb="md">
          <Table.Tbody>
            {documents.data.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{ONBOARDING_DOCUMENT_TYPES.label(d.upload_type, lang)}</Table.Td>
                <Table.Td>{d.position_photo ?? ''}</Table.Td>
                <Table.Td>{d.file_name ?? d.content_type}</Table.Td>
                <Table.Td>{d.status === 'SENT' ? t('onboarding.sent') : d.error_description}</Table.Td>
                <Table.Td>{formatDateTime(d.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Empty text={t('onboarding.noDocuments')} />
      )}
      <Text fw={600} my="xs">
        {t('onboarding.history')}
      </Text>
      <Table>
        <Table.Tbody>
          {(history.data ?? []).map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{formatDateTime(h.created_at)}</Table.Td>
              <Table.Td>{MERCHANT_ONBOARDING_STATUSES.label(h.status, lang)}</Table.Td>
              <Table.Td>{h.description}</Table.Td>
              <Table.Td>{h.actor}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
