import { Modal, Stepper } from '@mantine/core';
import { onlyDigits } from '@mentor/contract';
import {
  formatCnae,
  type MerchantCreateInput,
  type MerchantDetail,
  merchantCreateSchema,
  type OnboardingLookup,
  onboardingLookupFormSchema,
} from '@mentor/contract/merchants';
import { useEffect, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConsoleConfig } from '../../../shared/lib/config/console-config';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import { isPostcodeAddress, lookupPostcode } from '../../../shared/lib/postcode';
import { useSelectedProject } from '../../../shared/lib/project/selected-project';
import { applyServerError, useLeaveGuard, useSchemaForm } from '../../../shared/ui/form';
import { lookupOnboardingDocument } from '../api/lookup-onboarding-document';
import { useCreateMerchant } from '../api/use-create-merchant';
import { useMerchantFormations } from '../api/use-merchant-formations';
import { useSalesRepresentativeOptions } from '../api/use-sales-representative-options';
import { MerchantWizardAddressStep } from './merchant-wizard-address-step';
import { MerchantWizardDataStep } from './merchant-wizard-data-step';
import { MerchantWizardDocumentsStep } from './merchant-wizard-documents-step';
import { type CreateValues, DATA_FIELDS, EMPTY_VALUES, SERVER_FIELDS } from './merchant-wizard-fields';
import { MerchantWizardLookupStep } from './merchant-wizard-lookup-step';

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
  const [step, setStep] = useState(0);
  const [lookup, setLookup] = useState<OnboardingLookup | null>(null);
  const [created, setCreated] = useState<MerchantDetail | null>(null);

  const lookupForm = useSchemaForm(onboardingLookupFormSchema, { defaultValues: { cpf: '', cnpj: '' } });
  const form = useSchemaForm(merchantCreateSchema, {
    defaultValues: { ...EMPTY_VALUES, project_id: projectId ?? undefined } as never,
    requiredLabels: { project_id: t('fields.project') },
  });
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
    } else if (found && 'error' in found) {
      // The service did not answer: the postcode may well exist, the address is typed by hand.
      form.setError('addresses.0.zip_code', { type: 'lookup', message: t('wizard.postcodeUnavailable') });
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

  // Typed work is not dropped without a word: Escape, the X or leaving the screen ask first (a
  // reload gets the browser's question). Once the merchant is created there is nothing to lose.
  const typed = created === null && (step > 0 || lookupForm.formState.isDirty || form.formState.isDirty);
  const confirmLeave = useLeaveGuard(opened && typed);
  const close = () => void confirmLeave().then((leave) => leave && onClose());

  return (
    <Modal opened={opened} onClose={close} title={t('wizard.title')} size="xl">
      <Stepper active={step} size="sm">
        <Stepper.Step label={t('wizard.lookup')}>
          <MerchantWizardLookupStep form={lookupForm} lookup={lookup} onLookup={runLookup} />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.data')}>
          <MerchantWizardDataStep
            form={form}
            lookup={lookup}
            projects={projects}
            formations={(formations.data ?? []).map((f) => ({ value: String(f.id), label: f.type }))}
            representatives={(reps.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            onBack={() => setStep(0)}
            onNext={() => void next(DATA_FIELDS, 2)}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.address')}>
          <MerchantWizardAddressStep
            form={form}
            creating={create.isPending}
            onBack={() => setStep(1)}
            onCreate={(body) => void submit(body)}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.documents')}>
          <MerchantWizardDocumentsStep created={created} personType={personType} onFinish={onClose} />
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
