/** A project's settings, parameters and sales representatives as its screens name them. */
import { BANK_ACCOUNT_TYPES, SETTLEMENT_RESTRICTIONS } from './common/enums/payments.ts';
import { defineFields, field } from './common/fields.ts';

export const PROJECT_FIELDS = defineFields(
  'project',
  { pt: 'Projeto', en: 'Project' },
  {
    trade: field.text('Projeto', 'Project'),
    document: field.text('CNPJ', 'CNPJ'),
    merchants_settlement_bank_account_restriction: field.enum(
      'Restrição de conta de liquidação',
      'Settlement account restriction',
      SETTLEMENT_RESTRICTIONS,
    ),
    terminal_automatic_rent: field.boolean('Aluguel automático de terminais', 'Automatic terminal rent'),
    send_billet_email: field.boolean('Enviar boletos por e-mail', 'Send billets by e-mail'),
    merchants_centralizer_account: field.boolean(
      'Liquidar lojistas na conta centralizadora do projeto',
      "Settle merchants into the project's centraliser account",
    ),
    centralizer_account: field.text('Conta centralizadora do projeto', 'Project centraliser account'),
    'centralizer_account.bank_code': field.text('Conta centralizadora › Banco', 'Centraliser account › Bank'),
    'centralizer_account.agency': field.text(
      'Conta centralizadora › Agência',
      'Centraliser account › Branch',
    ),
    'centralizer_account.account_number': field.text(
      'Conta centralizadora › Conta',
      'Centraliser account › Account',
    ),
    'centralizer_account.account_digit': field.text(
      'Conta centralizadora › Dígito',
      'Centraliser account › Check digit',
    ),
    'centralizer_account.account_type': field.enum(
      'Conta centralizadora › Tipo de conta',
      'Centraliser account › Account type',
      BANK_ACCOUNT_TYPES,
    ),
    'centralizer_account.holder_name': field.text(
      'Conta centralizadora › Titular',
      'Centraliser account › Holder',
    ),
    'centralizer_account.holder_document': field.text(
      'Conta centralizadora › CPF/CNPJ do titular',
      'Centraliser account › Holder CPF/CNPJ',
    ),
  },
);

export const PROJECT_PARAMETER_FIELDS = defineFields(
  'project_parameter',
  { pt: 'Parâmetros do projeto', en: 'Project parameters' },
  {
    max_installments: field.number('Parcelas (máximo)', 'Instalments (maximum)'),
    min_installment_amount: field.money('Valor mínimo da parcela', 'Minimum instalment amount'),
    daily_limit_amount: field.money('Limite diário', 'Daily limit'),
    support_email: field.text('E-mail de suporte', 'Support e-mail'),
    support_phone: field.text('Telefone de suporte', 'Support phone'),
  },
);

export const SALES_REPRESENTATIVE_FIELDS = defineFields(
  'sales_representative',
  { pt: 'Representante comercial', en: 'Sales representative' },
  {
    name: field.text('Nome', 'Name'),
    document: field.text('CPF/CNPJ', 'CPF/CNPJ'),
    email: field.text('E-mail', 'E-mail'),
    phone: field.text('Telefone', 'Phone'),
    active: field.boolean('Ativo', 'Active'),
    merchant_count: field.number('Lojistas', 'Merchants'),
    project_id: field.hidden('Projeto', 'Project'),
  },
);
