import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ADDRESS_TYPES, onlyDigits, PERSON_TYPES } from '@mentor/contract';
import { formatCnae, type MerchantDetail, merchantUpdateSchema } from '@mentor/contract/merchants';
import { isMaskedValue } from '@mentor/contract/privacy';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import {
  FormCpfCnpjInput,
  FormSelect,
  FormSwitch,
  FormTextInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useMerchantFormations } from '../api/use-merchant-formations';
import { useSalesRepresentativeOptions } from '../api/use-sales-representative-options';
import { useUpdateMerchant } from '../api/use-update-merchant';
import { MerchantPhoneFields } from './merchant-phone-fields';

/** Whether the caller sees the merchant's CPF/CNPJ in full (staff without reveal see it masked). */
export const isFullDocument = (value: string) => /^\d{11}$|^\d{14}$/.test(value);

/** Whether the caller sees the e-mail masked (staff without reveal): the form keeps it unless retyped. */
const maskedEmail = (m: MerchantDetail) => isMaskedValue(m.email);
/** Whether the caller sees the phones masked: the form keeps them unless they are typed again. */
const maskedPhones = (m: MerchantDetail) => m.phones.some((p) => isMaskedValue(p.number));

function defaults(m: MerchantDetail) {
  const full = isFullDocument(m.cpf_cnpj);
  return {
    merchant_name: m.merchant_name,
    trade_name: m.trade_name ?? '',
    // A masked document is left out: the server keeps the stored one unless another is typed.
    cpf_cnpj: full ? m.cpf_cnpj : undefined,
    person_type: full ? (m.person_type === 'PF' ? ('PF' as const) : ('PJ' as const)) : undefined,
    // A masked e-mail or masked phones are left out too: the server keeps the stored ones.
    email: maskedEmail(m) ? undefined : (m.email ?? ''),
    merchant_formation_id: m.merchant_formation_id,
    mcc: m.mcc ?? '',
    cnae: m.cnae ? formatCnae(m.cnae) : null,
    sales_representative_id: m.sales_representative_id,
    use_centralized_bank_account_settlement: m.use_centralized_bank_account_settlement,
    addresses: m.addresses.map((a) => ({
      ...a,
      complement: a.complement ?? '',
      ibge_city_code: a.ibge_city_code,
    })),
    phones: maskedPhones(m)
      ? undefined
      : m.phones.map((p) => ({ phone_type: p.phone_type as 'COMERCIAL', number: p.number })),
    opening_hour_ids: m.opening_hour_ids,
  };
}

const EMPTY_ADDRESS = {
  address_type: 'MAIL AND INSTALLATION' as const,
  zip_code: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  ibge_city_code: null,
};

/**
 * Edits the merchant's data (`PUT /v1/merchant/{id}`): the fields are checked first, then the
 * one-time code is asked. The MCC changes in its own tab (after its check).
 */
export function MerchantDataForm({ merchant, onDone }: { merchant: MerchantDetail; onDone: () => void }) {
  const { t } = useTranslation('merchants');
  const form = useSchemaForm(merchantUpdateSchema, {
    defaultValues: defaults(merchant) as never,
    requiredLabels: { person_type: t('fields.person_type') },
  });
  const save = useUpdateMerchant(merchant.id, { form, success: t('data.saved'), onSuccess: onDone });
  const { control } = form;
  const addresses = useFieldArray({ control, name: 'addresses' });
  const personTypes = useEnumOptions(PERSON_TYPES);
  const addressTypes = useEnumOptions(ADDRESS_TYPES);
  const formations = useMerchantFormations();
  const reps = useSalesRepresentativeOptions(merchant.project_id);
  // Staff who see the document masked keep it unless they choose to type another one.
  const [keepingDocument, setKeepingDocument] = useState(!isFullDocument(merchant.cpf_cnpj));
  const changeDocument = () => {
    form.setValue('cpf_cnpj', '');
    form.setValue('person_type', merchant.person_type === 'PF' ? 'PF' : 'PJ');
    setKeepingDocument(false);
  };
  const [keepingEmail, setKeepingEmail] = useState(maskedEmail(merchant));
  const [keepingPhones, setKeepingPhones] = useState(maskedPhones(merchant));
  const changeEmail = () => {
    form.setValue('email', '');
    setKeepingEmail(false);
  };
  const changePhones = () => {
    form.setValue('phones', []);
    setKeepingPhones(false);
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={(body) => void save.run(body)}
      aria-label={t('data.edit')}
      onChange={() => {
        const digits = onlyDigits(String(form.getValues('cpf_cnpj') ?? ''));
        if (digits.length === 11) form.setValue('person_type', 'PF');
        if (digits.length === 14) form.setValue('person_type', 'PJ');
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormTextInput control={control} name="merchant_name" label={t('fields.merchant_name')} required />
          <FormTextInput control={control} name="trade_name" label={t('fields.trade_name')} />
          {keepingDocument ? (
            <>
              <TextInput
                label={t('fields.cpf_cnpj')}
                value={merchant.cpf_cnpj}
                readOnly
                description={t('data.keepDocument')}
                rightSectionWidth={80}
                rightSection={
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={changeDocument}
                    aria-label={`${t('data.changeDocument')} ${t('fields.cpf_cnpj')}`}
                  >
                    {t('data.changeDocument')}
                  </Button>
                }
              />
              <TextInput
                label={t('fields.person_type')}
                value={
                  personTypes.find((o) => o.value === merchant.person_type)?.label ?? merchant.person_type
                }
                readOnly
              />
            </>
          ) : (
            <>
              <FormCpfCnpjInput control={control} name="cpf_cnpj" label={t('fields.cpf_cnpj')} required />
              <FormSelect
                control={control}
                name="person_type"
                label={t('fields.person_type')}
                data={personTypes}
                required
              />
            </>
          )}
          {keepingEmail ? (
            <TextInput
              label={t('fields.email')}
              value={merchant.email ?? ''}
              readOnly
              description={t('data.keepMasked')}
              rightSectionWidth={80}
              rightSection={
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={changeEmail}
                  aria-label={`${t('data.changeDocument')} ${t('fields.email')}`}
                >
                  {t('data.changeDocument')}
                </Button>
              }
            />
          ) : (
            <FormTextInput control={control} name="email" label={t('fields.email')} />
          )}
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
          <FormTextInput control={control} name="cnae" label={t('fields.cnae')} placeholder="0000-0/00" />
          <FormSwitch
            control={control}
            name="use_centralized_bank_account_settlement"
            label={t('fields.centralized')}
            mt="xl"
          />
        </SimpleGrid>
        {addresses.fields.map((address, index) => (
          <Fieldset key={address.id} legend={`${t('fields.address')} ${index + 1}`}>
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <FormSelect
                control={control}
                name={`addresses.${index}.address_type`}
                label={t('data.addressType')}
                data={addressTypes}
                required
              />
              <FormTextInput control={control} name={`addresses.${index}.zip_code`} label="CEP" required />
              <FormTextInput
                control={control}
                name={`addresses.${index}.street`}
                label={t('wizard.street')}
                required
              />
              <FormTextInput
                control={control}
                name={`addresses.${index}.number`}
                label={t('wizard.number')}
                required
              />
              <FormTextInput
                control={control}
                name={`addresses.${index}.complement`}
                label={t('data.complement')}
              />
              <FormTextInput
                control={control}
                name={`addresses.${index}.neighborhood`}
                label={t('wizard.neighborhood')}
                required
              />
              <FormTextInput
                control={control}
                name={`addresses.${index}.city`}
                label={t('wizard.city')}
                required
              />
              <FormTextInput
                control={control}
                name={`addresses.${index}.state`}
                label="UF"
                maxLength={2}
                required
              />
            </SimpleGrid>
            {addresses.fields.length > 1 ? (
              <Button mt="xs" size="xs" variant="subtle" color="red" onClick={() => addresses.remove(index)}>
                {t('data.removeAddress')}
              </Button>
            ) : null}
          </Fieldset>
        ))}
        {addresses.fields.length < 3 ? (
          <Group>
            <Button size="xs" variant="light" onClick={() => addresses.append(EMPTY_ADDRESS as never)}>
              {t('data.addAddress')}
            </Button>
          </Group>
        ) : null}
        <Text fw={600} size="sm">
          {t('fields.phone')}
        </Text>
        {keepingPhones ? (
          <Group align="center">
            <Text size="sm">{merchant.phones.map((p) => p.number).join(', ')}</Text>
            <Text size="xs" c="dimmed">
              {t('data.keepMasked')}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={changePhones}
              aria-label={`${t('data.changeDocument')} ${t('fields.phone')}`}
            >
              {t('data.changeDocument')}
            </Button>
          </Group>
        ) : (
          <MerchantPhoneFields />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
