import type { merchantCreateSchema } from '@mentor/contract/merchants';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { SchemaFormReturn } from '../../../shared/ui/form';

/** Values of the merchant being created, as typed in the onboarding wizard. */
export type CreateValues = z.input<typeof merchantCreateSchema>;

/** The wizard's creation form, shared by the data and the address steps. */
export type MerchantCreateForm = SchemaFormReturn<CreateValues, z.output<typeof merchantCreateSchema>>;

/** Fields of the data step, checked before the address step opens. */
export const DATA_FIELDS = [
  'merchant_name',
  'trade_name',
  'project_id',
  'email',
  'merchant_formation_id',
  'mcc',
  'cnae',
  'sales_representative_id',
] as const satisfies readonly FieldPath<CreateValues>[];

export const ADDRESS_FIELDS = [
  'addresses.0.zip_code',
  'addresses.0.street',
  'addresses.0.number',
  'addresses.0.complement',
  'addresses.0.neighborhood',
  'addresses.0.city',
  'addresses.0.state',
] as const satisfies readonly FieldPath<CreateValues>[];

/** Every field the server may answer about, for its 422 messages to land under them. */
export const SERVER_FIELDS = [
  ...DATA_FIELDS,
  ...ADDRESS_FIELDS,
  'addresses',
  'phones',
  'phones.0.number',
  'phones.1.number',
  'phones.2.number',
];

/** A blank merchant: one mail-and-installation address, no phones. */
export const EMPTY_VALUES = {
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
