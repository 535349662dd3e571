import { Table, Text } from '@mantine/core';
import { formatDateTime, MERCHANT_ONBOARDING_STATUSES, ONBOARDING_DOCUMENT_TYPES } from '@mentor/contract';
import type { MerchantDetail } from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import { useOnboardingDocuments } from '../api/use-onboarding-documents';
import { useOnboardingHistory } from '../api/use-onboarding-history';

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" size="sm">
      {text}
    </Text>
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
