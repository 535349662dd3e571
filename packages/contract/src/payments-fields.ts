/** A merchant payment's fields as its screens name them, for its history and approvals. */
import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PAYMENT_VALIDATIONS,
  STEP_STATUSES,
} from './common/enums/payments.ts';
import { defineFields, field } from './common/fields.ts';

export const PAYMENT_FIELDS = defineFields(
  'payment',
  { pt: 'Pagamento', en: 'Payment' },
  {
    id: field.text('ID', 'ID'),
    project_id: field.hidden('Projeto', 'Project'),
    project_name: field.text('Projeto', 'Project'),
    merchant_id: field.hidden('Lojista', 'Merchant'),
    merchant_name: field.text('Lojista', 'Merchant'),
    merchant_document: field.text('CPF/CNPJ do lojista', 'Merchant CPF/CNPJ'),
    payment_type: field.enum('Tipo de pagamento', 'Payment type', PAYMENT_TYPES),
    tab: field.enum('Tipo de pagamento', 'Payment type', PAYMENT_TYPES),
    status: field.enum('Status', 'Status', PAYMENT_STATUSES),
    validation: field.enum('Validação', 'Validation', PAYMENT_VALIDATIONS),
    validation_detail: field.text('Detalhe da validação', 'Validation detail'),
    step_status: field.enum('Etapa', 'Step', STEP_STATUSES),
    amount: field.money('Valor', 'Amount'),
    installments_count: field.number('Parcelas', 'Instalments'),
    dt_payment: field.date('Data de pagamento', 'Payment date'),
    dt_created: field.datetime('Criado em', 'Created on'),
    contract_effect: field.boolean('Efeito de contrato', 'Contract effect'),
    centralized_bank_account_settlement: field.boolean('Liquidação centralizada', 'Centralised settlement'),
    destination: field.text('Destino', 'Destination'),
    settle_attempt: field.number('Tentativas de liquidação', 'Settlement attempts'),
    bank_reference: field.text('Referência bancária', 'Bank reference'),
    failure_reason: field.text('Motivo da falha', 'Failure reason'),
    paid_at: field.datetime('Pago em', 'Paid on'),
    ids: field.text('Pagamentos', 'Payments'),
  },
);
