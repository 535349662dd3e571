import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  isValidCnpj,
  isValidCpf,
  ONBOARDING_DOCUMENT_TYPES,
  onboardingDocumentsFor,
  onlyDigits,
} from '@mentor/contract';
import {
  type MerchantDetail,
  merchantDetailSchema,
  type OnboardingLookup,
  onboardingDocumentSchema,
  onboardingLookupSchema,
} from '@mentor/contract/merchants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, mainApi } from '../../../shared/lib/api';
import { useConsoleConfig } from '../../../shared/lib/config/console-config';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import { isPostcodeAddress, lookupPostcode } from '../../../shared/lib/postcode';
import { merchantKeys } from '../api/merchant-query-keys';

type Upload = { state: 'sending' | 'sent' | 'error'; message?: string };

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;]+;base64,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Merchant onboarding (spec core §4.3, §5): the CPF/CNPJ lookup decides the case (manual input,
 * accreditation input, denied, denied temporarily); the data with the postcode lookup; the
 * creation with a one-time code; then the documents of the person type, each sending → sent
 * or error with the server's description.
 */
export function MerchantOnboardingWizard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('merchants');
  const config = useConsoleConfig();
  const queryClient = useQueryClient();
  const projects = useOptionSource(projectOptions, opened);
  const [step, setStep] = useState(0);
  const [cpf, setCpf] = useState('');
  const [cnpj, setCnpj] = useState('');
  const [lookup, setLookup] = useState<OnboardingLookup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState({
    merchant_name: '',
    trade_name: '',
    email: '',
    mcc: '',
    cnae: '',
    project_id: null as string | null,
    zip_code: '',
    street: '',
    number: '',
    neighborhood: '',
    city: '',
    state: '',
    phone: '',
  });
  const [created, setCreated] = useState<MerchantDetail | null>(null);
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.currentTarget.value }));
  const document = onlyDigits(cnpj) || onlyDigits(cpf);
  const personType = onlyDigits(cnpj) ? 'PJ' : 'PF';

  const runLookup = async () => {
    setError(null);
    try {
      const answer = await mainApi.get('/v1/merchant/onboarding/document', {
        query: onlyDigits(cnpj) ? { cpf: onlyDigits(cpf), cnpj: onlyDigits(cnpj) } : { cpf: onlyDigits(cpf) },
        schema: onboardingLookupSchema,
      });
      setLookup(answer);
      if (answer.case === 'ACCREDITATION_INPUT' && answer.onboarding) {
        const o = answer.onboarding;
        setForm((f) => ({ ...f, merchant_name: o.merchant_name, mcc: o.mcc ?? '', cnae: o.cnae ?? '' }));
      }
      if (answer.case === 'MANUAL_INPUT' || answer.case === 'ACCREDITATION_INPUT') setStep(1);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const fillAddress = async () => {
    const found = await lookupPostcode(form.zip_code, { baseUrl: config.postcodeBaseUrl });
    if (isPostcodeAddress(found)) {
      setForm((f) => ({
        ...f,
        street: found.street,
        neighborhood: found.neighborhood,
        city: found.city,
        state: found.state,
      }));
    }
  };

  const create = async () => {
    setError(null);
    try {
      const merchant = await mainApi.post(
        '/v1/merchant/onboarding',
        {
          merchant_name: form.merchant_name,
          trade_name: form.trade_name || null,
          cpf_cnpj: document,
          person_type: personType,
          email: form.email || null,
          mcc: form.mcc,
          cnae: form.cnae || null,
          project_id: Number(form.project_id),
          addresses: [
            {
              address_type: 'MAIL AND INSTALLATION',
              zip_code: form.zip_code,
              street: form.street,
              number: form.number,
              neighborhood: form.neighborhood,
              city: form.city,
              state: form.state,
            },
          ],
          phones: form.phone ? [{ phone_type: 'COMERCIAL', number: form.phone }] : [],
        },
        { otp: true, schema: merchantDetailSchema },
      );
      setCreated(merchant);
      void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
      setStep(2);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const upload = async (
    slot: string,
    type: string,
    position: 'FRONT' | 'VERSE' | null,
    file: File | null,
  ) => {
    if (!file || !created) return;
    setUploads((u) => ({ ...u, [slot]: { state: 'sending' } }));
    try {
      await mainApi.post(
        `/v1/merchant/${created.id}/onboarding/document`,
        {
          upload_type: type,
          position_photo: position,
          ownership: type === 'PROOF_OF_RESIDENCE' ? 'OWNER' : null,
          file_name: file.name,
          file_base64: await toBase64(file),
        },
        { schema: onboardingDocumentSchema },
      );
      setUploads((u) => ({ ...u, [slot]: { state: 'sent' } }));
    } catch (e) {
      setUploads((u) => ({ ...u, [slot]: { state: 'error', message: errorMessage(e) } }));
    }
  };

  const documentOk = isValidCpf(onlyDigits(cpf)) && (!onlyDigits(cnpj) || isValidCnpj(onlyDigits(cnpj)));
  const slots = onboardingDocumentsFor(personType).flatMap((rule) =>
    rule.positions.map((position) => ({
      slot: `${rule.type}-${position}`,
      type: rule.type,
      position: rule.positions.length > 1 ? position : null,
      required: rule.required,
    })),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('wizard.title')} size="xl">
      <Stepper active={step} size="sm">
        <Stepper.Step label={t('wizard.lookup')}>
          <Stack>
            <SimpleGrid cols={2}>
              <TextInput label="CPF" value={cpf} onChange={(e) => setCpf(e.currentTarget.value)} required />
              <TextInput
                label={t('wizard.cnpj')}
                value={cnpj}
                onChange={(e) => setCnpj(e.currentTarget.value)}
              />
            </SimpleGrid>
            {lookup && lookup.case !== 'MANUAL_INPUT' && lookup.case !== 'ACCREDITATION_INPUT' ? (
              <Alert color="red">{t(`wizard.cases.${lookup.case}`)}</Alert>
            ) : null}
            <Group>
              <Button disabled={!documentOk} onClick={() => void runLookup()}>
                {t('wizard.check')}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.data')}>
          <Stack>
            {lookup ? <Badge>{t(`wizard.cases.${lookup.case}`)}</Badge> : null}
            <SimpleGrid cols={2}>
              <TextInput
                label={t('fields.merchant_name')}
                value={form.merchant_name}
                onChange={set('merchant_name')}
                required
              />
              <TextInput
                label={t('fields.trade_name')}
                value={form.trade_name}
                onChange={set('trade_name')}
              />
              <Select
                label={t('fields.project')}
                data={projects}
                value={form.project_id}
                onChange={(v) => setForm((f) => ({ ...f, project_id: v }))}
                required
              />
              <TextInput label={t('fields.email')} value={form.email} onChange={set('email')} />
              <TextInput
                label={t('fields.mcc')}
                value={form.mcc}
                onChange={set('mcc')}
                maxLength={4}
                required
              />
              <TextInput
                label={t('fields.cnae')}
                value={form.cnae}
                onChange={set('cnae')}
                placeholder="0000-0/00"
              />
              <TextInput
                label="CEP"
                value={form.zip_code}
                onChange={set('zip_code')}
                onBlur={() => void fillAddress()}
                required
              />
              <TextInput label={t('wizard.street')} value={form.street} onChange={set('street')} required />
              <TextInput label={t('wizard.number')} value={form.number} onChange={set('number')} required />
              <TextInput
                label={t('wizard.neighborhood')}
                value={form.neighborhood}
                onChange={set('neighborhood')}
                required
              />
              <TextInput label={t('wizard.city')} value={form.city} onChange={set('city')} required />
              <TextInput label="UF" value={form.state} onChange={set('state')} maxLength={2} required />
              <TextInput label={t('fields.phone')} value={form.phone} onChange={set('phone')} />
            </SimpleGrid>
            <Group>
              <Button variant="default" onClick={() => setStep(0)}>
                {t('wizard.back')}
              </Button>
              <Button onClick={() => void create()}>{t('wizard.create')}</Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.documents')}>
          <Table>
            <Table.Tbody>
              {slots.map((s) => (
                <Table.Tr key={s.slot}>
                  <Table.Td>
                    {ONBOARDING_DOCUMENT_TYPES.label(s.type, 'pt')}
                    {s.position ? ` (${t(`wizard.positions.${s.position}`)})` : ''}
                    {s.required ? ' *' : ''}
                  </Table.Td>
                  <Table.Td>
                    {uploads[s.slot] ? (
                      <Text size="sm" c={uploads[s.slot]?.state === 'error' ? 'red' : undefined}>
                        {t(`wizard.states.${uploads[s.slot]?.state}`)}
                        {uploads[s.slot]?.message ? `: ${uploads[s.slot]?.message}` : ''}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <FileButton
                      accept=".pdf,.jpg,.jpeg,.png"
                      onChange={(f) => void upload(s.slot, s.type, s.position as 'FRONT' | 'VERSE' | null, f)}
                    >
                      {(props) => (
                        <Button
                          size="xs"
                          variant="light"
                          {...props}
                          aria-label={`${t('wizard.send')} ${s.slot}`}
                        >
                          {t('wizard.send')}
                        </Button>
                      )}
                    </FileButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group mt="md">
            <Button onClick={onClose}>{t('wizard.finish')}</Button>
          </Group>
        </Stepper.Step>
      </Stepper>
      {error ? (
        <Alert color="red" mt="md">
          {error}
        </Alert>
      ) : null}
    </Modal>
  );
}
