import {
  ActionIcon,
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
} from '@mantine/core';
import {
  canUploadOnboardingDocuments,
  DOCUMENT_OWNERSHIPS,
  ONBOARDING_DOCUMENT_TYPES,
  type OnboardingDocumentRule,
  type OnboardingDocumentType,
  onboardingDocumentsFor,
  onlyDigits,
  PHONE_TYPES,
} from '@mentor/contract';
import {
  formatCnae,
  type MerchantCreateInput,
  type MerchantDetail,
  merchantCreateSchema,
  type OnboardingLookup,
  onboardingLookupFormSchema,
} from '@mentor/contract/merchants';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/lib/api';
import { useConsoleConfig } from '../../../shared/lib/config/console-config';
import { projectOptions, useEnumLabel, useEnumOptions, useOptionSource } from '../../../shared/lib/options';
import { isPostcodeAddress, lookupPostcode } from '../../../shared/lib/postcode';
import { useSelectedProject } from '../../../shared/lib/project/selected-project';
import {
  applyServerError,
  FormCpfCnpjInput,
  FormPhoneInput,
  FormSelect,
  FormTextInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { lookupOnboardingDocument } from '../api/lookup-onboarding-document';
import { uploadOnboardingDocument } from '../api/upload-onboarding-document';
import { useCreateMerchant } from '../api/use-create-merchant';
import { useMerchantFormations } from '../api/use-merchant-formations';
import { useSalesRepresentativeOptions } from '../api/use-sales-representative-options';

type CreateValues = z.input<typeof merchantCreateSchema>;
type Upload = { state: 'sending' | 'sent' | 'error'; message?: string };

/** Fields of the data step, checked before the address step opens. */
const DATA_FIELDS = [
  'merchant_name',
  'trade_name',
  'project_id',
  'email',
  'merchant_formation_id',
  'mcc',
  'cnae',
  'sales_representative_id',
] as const satisfies readonly FieldPath<CreateValues>[];

const ADDRESS_FIELDS = [
  'addresses.0.zip_code',
  'addresses.0.street',
  'addresses.0.number',
  'addresses.0.complement',
  'addresses.0.neighborhood',
  'addresses.0.city',
  'addresses.0.state',
] as const satisfies readonly FieldPath<CreateValues>[];

/** Every field the server may answer about, for its 422 messages to land under them. */
const SERVER_FIELDS = [
  ...DATA_FIELDS,
  ...ADDRESS_FIELDS,
  'addresses',
  'phones',
  'phones.0.number',
  'phones.1.number',
  'phones.2.number',
];

const EMPTY_VALUES = {
  merchant_name: '',
  trade_name: '',
  cpf_cnpj: '',
  person_type: 'PJ' as const,
  email: '',
  merchant_formation_id: null,
  mcc: '',
  cnae: '',
  sales_representative_id: null,
  project_id: undefined,
  use_centralized_bank_account_settlement: false,
  addresses: [
    {
      address_type: 'MAIL AND INSTALLATION' as const,
      zip_code: '',
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
      ibge_city_code: null,
    },
  ],
  phones: [],
  opening_hour_ids: [],
};

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;]+;base64,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Merchant onboarding (spec core §4.3, §5), one step at a time, each checked before the next:
 * the CPF/CNPJ lookup decides the case (manual input, accreditation input, denied, denied
 * temporarily); the data; the address (the postcode fills it) and phones, then the creation with
 * a one-time code, asked only once every field is valid; then the documents of the person type,
 * each going sending → sent or error with the server's description.
 */
export function MerchantOnboardingWizard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('merchants');
  const config = useConsoleConfig();
  const { projectId } = useSelectedProject();
  const projects = useOptionSource(projectOptions, opened);
  const formations = useMerchantFormations();
  const phoneTypes = useEnumOptions(PHONE_TYPES);
  const [step, setStep] = useState(0);
  const [lookup, setLookup] = useState<OnboardingLookup | null>(null);
  const [created, setCreated] = useState<MerchantDetail | null>(null);

  const lookupForm = useSchemaForm(onboardingLookupFormSchema, { defaultValues: { cpf: '', cnpj: '' } });
  const form = useSchemaForm(merchantCreateSchema, {
    defaultValues: { ...EMPTY_VALUES, project_id: projectId ?? undefined } as never,
    requiredLabels: { project_id: t('fields.project') },
  });
  const { control } = form;
  const phones = useFieldArray({ control, name: 'phones' });
  const chosenProject = form.watch('project_id');
  const reps = useSalesRepresentativeOptions(typeof chosenProject === 'number' ? chosenProject : 0);
  const personType = form.watch('person_type') === 'PF' ? 'PF' : 'PJ';

  const create = useCreateMerchant({
    form,
    fields: SERVER_FIELDS,
    success: t('wizard.created'),
    onSuccess: (merchant) => {
      setCreated(merchant as MerchantDetail);
      setStep(3);
    },
  });

  const runLookup = async (query: z.output<typeof onboardingLookupFormSchema>) => {
    setLookup(null);
    try {
      const answer = await lookupOnboardingDocument(query);
      setLookup(answer);
      if (answer.case !== 'MANUAL_INPUT' && answer.case !== 'ACCREDITATION_INPUT') return;
      form.setValue('cpf_cnpj', query.cnpj ?? query.cpf);
      form.setValue('person_type', query.cnpj ? 'PJ' : 'PF');
      if (answer.case === 'ACCREDITATION_INPUT' && answer.onboarding) {
        const found = answer.onboarding;
        form.setValue('merchant_name', found.merchant_name);
        form.setValue('mcc', found.mcc ?? '');
        form.setValue('cnae', found.cnae ? formatCnae(found.cnae) : '');
      }
      setStep(1);
    } catch (error) {
      applyServerError(error, (name, message) => lookupForm.setError(name as 'cpf', message), {
        fields: ['cpf', 'cnpj'],
      });
    }
  };

  const next = async (fields: readonly FieldPath<CreateValues>[], to: number) => {
    if (await form.trigger(fields as FieldPath<CreateValues>[], { shouldFocus: true })) setStep(to);
  };

  const submit = async (body: MerchantCreateInput) => {
    const merchant = await create.run(body);
    // A server refusal of a field of the data step shows there.
    if (!merchant && DATA_FIELDS.some((name) => form.getFieldState(name).error)) setStep(1);
  };

  const fillAddress = async (zip: string) => {
    const found = await lookupPostcode(zip, { baseUrl: config.postcodeBaseUrl });
    if (isPostcodeAddress(found)) {
      const options = { shouldValidate: form.formState.isSubmitted };
      form.setValue('addresses.0.street', found.street, options);
      form.setValue('addresses.0.neighborhood', found.neighborhood, options);
      form.setValue('addresses.0.city', found.city, options);
      form.setValue('addresses.0.state', found.state, options);
      form.setValue('addresses.0.ibge_city_code', found.ibge_city_code || null);
      form.clearErrors('addresses.0.zip_code');
    } else if (found) {
      form.setError('addresses.0.zip_code', { type: 'lookup', message: t('wizard.postcodeNotFound') });
    }
  };

  // A complete postcode fills the address once per postcode typed.
  const zip = onlyDigits(String(form.watch('addresses.0.zip_code') ?? ''));
  const lookedUp = useRef('');
  useEffect(() => {
    if (zip.length !== 8 || lookedUp.current === zip) return;
    lookedUp.current = zip;
    void fillAddress(zip);
  });

  const denied = lookup && lookup.case !== 'MANUAL_INPUT' && lookup.case !== 'ACCREDITATION_INPUT';

  return (
    <Modal opened={opened} onClose={onClose} title={t('wizard.title')} size="xl">
      <Stepper active={step} size="sm">
        <Stepper.Step label={t('wizard.lookup')}>
          <SchemaForm form={lookupForm} onSubmit={runLookup} aria-label={t('wizard.lookup')}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <FormCpfCnpjInput control={lookupForm.control} name="cpf" label="CPF" required />
                <FormCpfCnpjInput control={lookupForm.control} name="cnpj" label={t('wizard.cnpj')} />
              </SimpleGrid>
              {denied ? <Alert color="red">{t(`wizard.cases.${lookup.case}`)}</Alert> : null}
              <Group>
                <Button type="submit" loading={lookupForm.formState.isSubmitting}>
                  {t('wizard.check')}
                </Button>
              </Group>
            </Stack>
          </SchemaForm>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.data')}>
          <form
            noValidate
            aria-label={t('wizard.data')}
            onSubmit={(event) => {
              event.preventDefault();
              void next(DATA_FIELDS, 2);
            }}
          >
            <Stack>
              {lookup ? (
                <Group gap="xs">
                  <Badge>{t(`wizard.cases.${lookup.case}`)}</Badge>
                  <Text size="sm">{`${t('fields.cpf_cnpj')}: ${form.getValues('cpf_cnpj')}`}</Text>
                </Group>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <FormTextInput
                  control={control}
                  name="merchant_name"
                  label={t('fields.merchant_name')}
                  required
                />
                <FormTextInput control={control} name="trade_name" label={t('fields.trade_name')} />
                <FormSelect
                  control={control}
                  name="project_id"
                  label={t('fields.project')}
                  data={projects}
                  parse={Number}
                  searchable
                  required
                />
                <FormTextInput control={control} name="email" label={t('fields.email')} />
                <FormTextInput control={control} name="mcc" label={t('fields.mcc')} maxLength={4} required />
                <FormTextInput
                  control={control}
                  name="cnae"
                  label={t('fields.cnae')}
                  placeholder="0000-0/00"
                />
                <FormSelect
                  control={control}
                  name="merchant_formation_id"
                  label={t('fields.formation')}
                  data={(formations.data ?? []).map((f) => ({ value: String(f.id), label: f.type }))}
                  parse={Number}
                  emptyValue={null}
                  clearable
                />
                <FormSelect
                  control={control}
                  name="sales_representative_id"
                  label={t('fields.sales_representative')}
                  data={(reps.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
                  parse={Number}
                  emptyValue={null}
                  clearable
                  searchable
                />
              </SimpleGrid>
              <Group>
                <Button variant="default" onClick={() => setStep(0)}>
                  {t('wizard.back')}
                </Button>
                <Button type="submit">{t('wizard.next')}</Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.address')}>
          <SchemaForm form={form} onSubmit={(body) => void submit(body)} aria-label={t('wizard.address')}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <FormTextInput
                  control={control}
                  name="addresses.0.zip_code"
                  label="CEP"
                  description={t('wizard.postcodeHint')}
                  required
                />
                <FormTextInput
                  control={control}
                  name="addresses.0.street"
                  label={t('wizard.street')}
                  required
                />
                <FormTextInput
                  control={control}
                  name="addresses.0.number"
                  label={t('wizard.number')}
                  required
                />
                <FormTextInput control={control} name="addresses.0.complement" label={t('data.complement')} />
                <FormTextInput
                  control={control}
                  name="addresses.0.neighborhood"
                  label={t('wizard.neighborhood')}
                  required
                />
                <FormTextInput control={control} name="addresses.0.city" label={t('wizard.city')} required />
                <FormTextInput control={control} name="addresses.0.state" label="UF" maxLength={2} required />
              </SimpleGrid>
              {phones.fields.map((phone, index) => (
                <Group key={phone.id} align="end">
                  <FormSelect
                    control={control}
                    name={`phones.${index}.phone_type`}
                    label={t('data.phoneType')}
                    data={phoneTypes}
                  />
                  <FormPhoneInput
                    control={control}
                    name={`phones.${index}.number`}
                    label={t('fields.phone')}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('data.removePhone')}
                    onClick={() => phones.remove(index)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              {phones.fields.length < 3 ? (
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => phones.append({ phone_type: 'COMERCIAL', number: '' } as never)}
                  >
                    {t('data.addPhone')}
                  </Button>
                </Group>
              ) : null}
              <Group>
                <Button variant="default" onClick={() => setStep(1)}>
                  {t('wizard.back')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('wizard.create')}
                </Button>
              </Group>
            </Stack>
          </SchemaForm>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.documents')}>
          {created ? <OnboardingDocumentSlots merchant={created} personType={personType} /> : null}
          <Group mt="md">
            <Button onClick={onClose}>{t('wizard.finish')}</Button>
          </Group>
        </Stepper.Step>
      </Stepper>
    </Modal>
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
      setUploads((u) => ({ ...u, [slot]: { state: 'error', message: errorMessage(error) } }));
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
