/** The merchant's fields as its screens name them, for its change history and pending changes. */

import { defineEnum, type LocalizedLabel, opt } from './common/enums/define.ts';
import { ADDRESS_TYPES, PHONE_TYPES } from './common/enums/general.ts';
import { MERCHANT_ONBOARDING_STATUSES, PERSON_TYPES } from './common/enums/onboarding.ts';
import { BANK_ACCOUNT_TYPES } from './common/enums/payments.ts';
import { BLOCK_TYPES } from './common/enums/receivables.ts';
import { defineFields, type FieldMap, field } from './common/fields.ts';

/** Where the merchant is paid (settlement destination types). */
export const SETTLEMENT_DESTINATION_TYPES = defineEnum([
  opt('B', 'Conta bancária', 'Bank account'),
  opt('D', 'Conta digital', 'Digital account'),
  opt('R', 'Cartão pré-pago', 'Prepaid card'),
]);

const settlementFields: FieldMap = {
  destination_type: field.enum('Tipo', 'Type', SETTLEMENT_DESTINATION_TYPES),
  bank_code: field.text('Banco', 'Bank'),
  bank_name: field.text('Nome do banco', 'Bank name'),
  agency: field.text('Agência', 'Agency'),
  account_number: field.text('Conta', 'Account'),
  account_type: field.enum('Tipo de conta', 'Account type', BANK_ACCOUNT_TYPES),
  digital_account: field.text('Conta digital', 'Digital account'),
  prepaid_card: field.text('Cartão pré-pago', 'Prepaid card'),
  holder_document: field.text('CPF/CNPJ do titular', 'Holder CPF/CNPJ'),
  updated_at: field.hidden('Atualizado em', 'Updated on'),
};

/** Fields of a nested object, by their path and labelled under the object's label. */
function under(prefix: string, parent: LocalizedLabel, fields: FieldMap): FieldMap {
  return Object.fromEntries(
    Object.entries(fields).map(([key, spec]) => [
      `${prefix}.${key}`,
      { ...spec, label: { pt: `${parent.pt} › ${spec.label.pt}`, en: `${parent.en} › ${spec.label.en}` } },
    ]),
  );
}

const salesPlanItem: FieldMap = {
  channel_id: field.hidden('Canal', 'Channel'),
  channel_name: field.text('Canal', 'Channel'),
  sales_plan_id: field.hidden('Plano de venda', 'Sales plan'),
  sales_plan_name: field.text('Plano de venda', 'Sales plan'),
  sales_plan_mcc: field.text('MCC do plano', 'Plan MCC'),
  assigned_at: field.datetime('Associado em', 'Assigned on'),
};

const weekday = (pt: string, en: string) =>
  field.text(`Horário de funcionamento › ${pt}`, `Opening hours › ${en}`);

export const MERCHANT_FIELDS = defineFields(
  'merchant',
  { pt: 'Lojista', en: 'Merchant' },
  {
    id: field.text('ID', 'ID'),
    merchant_code: field.text('Código', 'Code'),
    merchant_name: field.text('Razão social / Nome', 'Name'),
    trade_name: field.text('Nome fantasia', 'Trade name'),
    cpf_cnpj: field.text('CPF/CNPJ', 'CPF/CNPJ'),
    person_type: field.enum('Tipo de pessoa', 'Person type', PERSON_TYPES),
    email: field.text('E-mail', 'E-mail'),
    project_id: field.hidden('Projeto', 'Project'),
    project_name: field.text('Projeto', 'Project'),
    sales_representative_id: field.hidden('Representante comercial', 'Sales representative'),
    sales_representative_name: field.text('Representante comercial', 'Sales representative'),
    merchant_formation_id: field.text('Formação', 'Formation'),
    mcc: field.text('MCC', 'MCC'),
    cnae: field.text('CNAE', 'CNAE'),
    external_onboarding_status: field.enum(
      'Status onboarding',
      'Onboarding status',
      MERCHANT_ONBOARDING_STATUSES,
    ),
    use_centralized_bank_account_settlement: field.boolean(
      'Liquidação centralizada',
      'Centralised settlement',
    ),
    blocked: field.boolean('Bloqueado', 'Blocked'),
    deleted: field.boolean('Excluído', 'Deleted'),
    block_type_id: field.enum('Tipo de bloqueio', 'Block type', BLOCK_TYPES),
    block_description: field.text('Descrição do bloqueio', 'Block description'),
    description: field.text('Descrição', 'Description'),
    block_terminals: field.boolean('Bloquear também os terminais', 'Also block the terminals'),
    unblock_terminals: field.boolean('Desbloquear também os terminais', 'Also unblock the terminals'),
    terminals_blocked: field.number('Terminais bloqueados', 'Terminals blocked'),
    terminals_unblocked: field.number('Terminais desbloqueados', 'Terminals unblocked'),
    affected: field.text('O bloqueio afeta', 'Blocking affects'),
    'affected.tpv_last_30_days': field.money('TPV dos últimos 30 dias', 'TPV of the last 30 days'),
    'affected.active_terminals': field.number('Terminais ativos', 'Active terminals'),
    'affected.unpaid_receivables_count': field.number('Recebíveis não pagos', 'Unpaid receivables'),
    'affected.unpaid_receivables_amount': field.money(
      'Valor dos recebíveis não pagos',
      'Amount of unpaid receivables',
    ),
    dt_block: field.datetime('Bloqueado em', 'Blocked on'),
    created_at: field.datetime('Cadastrado em', 'Created on'),
    updated_at: field.hidden('Atualizado em', 'Updated on'),
    addresses: field.text('Endereços', 'Addresses', {
      items: {
        address_type: field.enum('Tipo', 'Type', ADDRESS_TYPES),
        zip_code: field.text('CEP', 'Postcode'),
        street: field.text('Logradouro', 'Street'),
        number: field.text('Número', 'Number'),
        complement: field.text('Complemento', 'Complement'),
        neighborhood: field.text('Bairro', 'District'),
        city: field.text('Cidade', 'City'),
        state: field.text('UF', 'State'),
        ibge_city_code: field.text('Código IBGE', 'IBGE code'),
      },
    }),
    phones: field.text('Telefones', 'Phones', {
      items: {
        phone_type: field.enum('Tipo', 'Type', PHONE_TYPES),
        number: field.text('Telefone', 'Phone'),
      },
    }),
    opening_hour_ids: field.text('Horários', 'Opening hours'),
    sales_plans: field.text('Planos de venda', 'Sales plans', { items: salesPlanItem }),
    removed_sales_plans: field.text('Planos de venda removidos', 'Sales plans removed', {
      items: salesPlanItem,
    }),
    settlement_destination: field.text('Destino de liquidação', 'Settlement destination'),
    ...under(
      'settlement_destination',
      { pt: 'Destino de liquidação', en: 'Settlement destination' },
      settlementFields,
    ),
    'opening_hours.monday': weekday('Segunda-feira', 'Monday'),
    'opening_hours.tuesday': weekday('Terça-feira', 'Tuesday'),
    'opening_hours.wednesday': weekday('Quarta-feira', 'Wednesday'),
    'opening_hours.thursday': weekday('Quinta-feira', 'Thursday'),
    'opening_hours.friday': weekday('Sexta-feira', 'Friday'),
    'opening_hours.saturday': weekday('Sábado', 'Saturday'),
    'opening_hours.sunday': weekday('Domingo', 'Sunday'),
  },
);

export const MERCHANT_SETTLEMENT_DESTINATION_FIELDS = defineFields(
  'merchant_settlement_destination',
  { pt: 'Destino de liquidação', en: 'Settlement destination' },
  settlementFields,
);

export const MERCHANT_GROUP_FIELDS = defineFields(
  'merchant_group',
  { pt: 'Grupo de lojistas', en: 'Merchant group' },
  {
    id: field.hidden('ID', 'ID'),
    merchant_group_name: field.text('Nome do grupo', 'Group name'),
    project_id: field.hidden('Projeto', 'Project'),
    project_name: field.text('Projeto', 'Project'),
    merchant_admin_id: field.hidden('Lojista administrador', 'Admin merchant'),
    merchant_admin_name: field.text('Lojista administrador', 'Admin merchant'),
    terminal_multi_merchant: field.boolean('Terminal multi-lojista', 'Multi-merchant terminal'),
    default_merchant_group: field.boolean('Padrão', 'Default'),
    merchant_count: field.number('Lojistas', 'Merchants'),
    merchants: field.text('Lojistas do grupo', 'Merchants of the group', {
      items: {
        merchant_id: field.text('ID', 'ID'),
        merchant_name: field.text('Lojista', 'Merchant'),
        cpf_cnpj: field.text('CPF/CNPJ', 'CPF/CNPJ'),
        added_at: field.datetime('Associado em', 'Added on'),
      },
    }),
  },
);
