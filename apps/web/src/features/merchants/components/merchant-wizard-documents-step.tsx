import { Alert, Button, FileButton, Group, Select, Table, Text } from '@mantine/core';
import {
  canUploadOnboardingDocuments,
  DOCUMENT_OWNERSHIPS,
  ONBOARDING_DOCUMENT_TYPES,
  type OnboardingDocumentRule,
  type OnboardingDocumentType,
  onboardingDocumentsFor,
} from '@mentor/contract';
import type { MerchantDetail } from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { useEnumLabel, useEnumOptions } from '../../../shared/lib/options';
import { uploadOnboardingDocument } from '../api/upload-onboarding-document';

type Upload = { state: 'sending' | 'sent' | 'error'; message?: string };

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;]+;base64,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Last step: the documents of the merchant just created, then the button that closes the wizard. */
export function MerchantWizardDocumentsStep({
  created,
  personType,
  onFinish,
}: {
  created: MerchantDetail | null;
  personType: 'PF' | 'PJ';
  onFinish: () => void;
}) {
  const { t } = useTranslation('merchants');
  return (
    <>
      {created ? <OnboardingDocumentSlots merchant={created} personType={personType} /> : null}
      <Group mt="md">
        <Button onClick={onFinish}>{t('wizard.finish')}</Button>
      </Group>
    </>
  );
}

/**
 * The documents of the merchant's person type (spec core §5): a document with alternatives
 * offers them (the choice applies to both positions of a two-position document); the proof of
 * residence asks whose name it is in. Each file is sent alone and shows sending → sent or error.
 */
function OnboardingDocumentSlots({
  merchant,
  personType,
}: {
  merchant: MerchantDetail;
  personType: 'PF' | 'PJ';
}) {
  const { t } = useTranslation('merchants');
  const label = useEnumLabel();
  const ownerships = useEnumOptions(DOCUMENT_OWNERSHIPS);
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const [chosen, setChosen] = useState<Record<string, OnboardingDocumentType>>({});
  const [ownership, setOwnership] = useState<string | null>('OWNER');

  if (!canUploadOnboardingDocuments(merchant.external_onboarding_status)) {
    return <Alert color="blue">{t('wizard.noUploads')}</Alert>;
  }

  const send = async (rule: OnboardingDocumentRule, position: 'FRONT' | 'VERSE', file: File | null) => {
    if (!file) return;
    const slot = `${rule.type}-${position}`;
    setUploads((u) => ({ ...u, [slot]: { state: 'sending' } }));
    try {
      await uploadOnboardingDocument(merchant.id, {
        upload_type: chosen[rule.type] ?? rule.type,
        position_photo: rule.positions.length > 1 ? position : null,
        ownership: rule.hasOwnership ? ((ownership ?? 'OWNER') as 'OWNER') : null,
        file_name: file.name,
        file_base64: await toBase64(file),
      });
      setUploads((u) => ({ ...u, [slot]: { state: 'sent' } }));
    } catch (error) {
      setUploads((u) => ({ ...u, [slot]: { state: 'error', message: errorView(error).message } }));
    }
  };

  return (
    <Table aria-label={t('wizard.documents')}>
      <Table.Tbody>
        {onboardingDocumentsFor(personType).flatMap((rule) =>
          rule.positions.map((position, index) => {
            const slot = `${rule.type}-${position}`;
            const type = chosen[rule.type] ?? rule.type;
            const name = `${label(ONBOARDING_DOCUMENT_TYPES, type)}${
              rule.positions.length > 1 ? ` (${t(`wizard.positions.${position}`)})` : ''
            }`;
            const upload = uploads[slot];
            return (
              <Table.Tr key={slot}>
                <Table.Td>
                  <Text size="sm">
                    {name}
                    {rule.required ? ' *' : ''}
                  </Text>
                  {index === 0 && rule.alternatives.length > 0 ? (
                    <Select
                      size="xs"
                      mt={4}
                      aria-label={`${t('wizard.documentType')} ${label(ONBOARDING_DOCUMENT_TYPES, rule.type)}`}
                      data={[rule.type, ...rule.alternatives].map((value) => ({
                        value,
                        label: label(ONBOARDING_DOCUMENT_TYPES, value),
                      }))}
                      value={type}
                      onChange={(value) =>
                        setChosen((c) => ({
                          ...c,
                          [rule.type]: (value ?? rule.type) as OnboardingDocumentType,
                        }))
                      }
                      allowDeselect={false}
                    />
                  ) : null}
                  {rule.hasOwnership ? (
                    <Select
                      size="xs"
                      mt={4}
                      aria-label={t('wizard.ownership')}
                      data={ownerships}
                      value={ownership}
                      onChange={setOwnership}
                      allowDeselect={false}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {upload ? (
                    <Text
                      size="sm"
                      c={upload.state === 'error' ? 'red' : undefined}
                      data-testid={`upload-${slot}`}
                    >
                      {t(`wizard.states.${upload.state}`)}
                      {upload.message ? `: ${upload.message}` : ''}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <FileButton
                    accept=".pdf,.jpg,.jpeg,.png"
                    onChange={(file) => void send(rule, position, file)}
                  >
                    {(props) => (
                      <Button size="xs" variant="light" {...props} aria-label={`${t('wizard.send')} ${name}`}>
                        {t('wizard.send')}
                      </Button>
                    )}
                  </FileButton>
                </Table.Td>
              </Table.Tr>
            );
          }),
        )}
      </Table.Tbody>
    </Table>
  );
}
