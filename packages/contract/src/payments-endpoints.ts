/**
 * Merchant payments under `/api` (spec core §7.9): the list tabs with their sums, detail,
 * receivable units and installments, export, cut-offs, remittances and the actions. Settling,
 * converting and deleting move money: they need an `Idempotency-Key`. Settlement path and its
 * four-eyes set: ADR 0131, ADR 0340. History context `payment`.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from './downloads.ts';
import {
  paymentActionResultSchema,
  paymentCutoffSchema,
  paymentInstallmentsResponseSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentReasonBodySchema,
  paymentReceivableUnitSchema,
  paymentRemittanceSchema,
  paymentSchema,
  paymentSelectionSchema,
  settlementTypeSchema,
} from './payments.ts';

const idParams = z.object({ id: zRecordId() });
const action = { 200: paymentActionResultSchema, 409: errorBodySchema };
const projectList = { query: 'project' } as const;
const READ = { permission: 'read_payments', project: 'record' } as const;
/**
 * The merchant's CPF/CNPJ and the settlement destination's holder document and account (bank
 * account, digital account, prepaid card) are masked for staff without reveal_personal_data.
 */
const personalData = {
  fields: {
    merchant_document: 'document',
    holder_document: 'document',
    account: 'bank_account',
    digital_account: 'bank_account',
    prepaid_card: 'bank_account',
  },
} as const;
/** An action on a selection (`ids`) or a whole tab, within the caller's projects. */
const ON_SELECTION = { permission: 'manage_payments', project: 'caller' } as const;

export const payments = defineEndpoints(
  { area: 'payments', api: 'main' },
  {
    listPayments: {
      method: 'GET',
      path: '/v1/payment',
      summary: 'Payments of a tab (TED, SLC, LBK, INVALID, CONSOLIDATED) with the sum of the whole filter',
      query: paymentListQuerySchema,
      responses: { 200: paymentListResponseSchema },
      policy: { ...READ, project: projectList, personalData },
    },
    exportPayments: {
      method: 'GET',
      path: '/v1/payment/export/{file_format}',
      summary: 'Payments of a tab as CSV or XLSX',
      params: z.object({ file_format: exportFormatSchema }),
      query: z.intersection(paymentListQuerySchema, exportQuerySchema),
      responses: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
      file: {},
      policy: { permission: 'export_payments', project: projectList, personalData },
    },
    listCutoffs: {
      method: 'GET',
      path: '/v1/payment/cutoff',
      summary: 'Next settlement cut-off of each payment type and what is queued for it',
      responses: { 200: z.array(paymentCutoffSchema) },
      policy: { ...READ, project: 'caller' },
    },
    listRemittances: {
      method: 'GET',
      path: '/v1/payment/remittances',
      summary: 'Remittances the bank adapter recorded (outbox), newest first',
      query: z.object({ payment_id: z.coerce.number().int().positive().optional() }),
      responses: { 200: z.array(paymentRemittanceSchema) },
      policy: { ...READ, project: 'caller' },
    },
    readPayment: {
      method: 'GET',
      path: '/v1/payment/{id}',
      summary: 'Payment detail',
      params: idParams,
      responses: { 200: paymentSchema },
      policy: { ...READ, personalData },
    },
    deletePayment: {
      method: 'DELETE',
      path: '/v1/payment/{id}',
      summary: 'Delete a payment not sent; its receivables are freed',
      params: idParams,
      body: paymentReasonBodySchema.nullish(),
      responses: action,
      policy: { permission: 'manage_payments', project: 'record', reason: {}, idempotency: 'required' },
    },
    listReceivableUnits: {
      method: 'GET',
      path: '/v1/payment/{id}/receivable_unit',
      summary: 'Receivable units of a payment (per card brand and arrangement)',
      params: idParams,
      responses: { 200: z.array(paymentReceivableUnitSchema) },
      policy: READ,
    },
    listInstallments: {
      method: 'GET',
      path: '/v1/payment/{id}/installments',
      summary: 'Installments (receivables) of a payment',
      params: idParams,
      query: z.object({
        page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        perPage: z.coerce.number().int().min(1).max(500).default(10),
      }),
      responses: { 200: paymentInstallmentsResponseSchema },
      policy: READ,
    },
    rollbackPayment: {
      method: 'PUT',
      path: '/v1/payment/manualrollback/{id}',
      summary: 'Manual rollback: a sent, paid or failed payment back to WAITING_SEND',
      params: idParams,
      body: paymentReasonBodySchema.optional(),
      responses: action,
      policy: {
        permission: 'manage_payments',
        project: 'record',
        reason: {},
        // The amount compared with the rule's threshold is the payment's (server side); a paid
        // payment's rollback waits for a second person whatever its amount (ADR 0722).
        approval: { action: 'payment.rollback', tableContext: 'payment' },
      },
    },
    settlePayments: {
      method: 'POST',
      path: '/v1/payment/settle/{payment_type}',
      summary: 'Settle payments of a type: hands them to the bank (WAITING_SEND → WAITING_BANK_RESPONSE)',
      params: z.object({ payment_type: settlementTypeSchema }),
      body: paymentSelectionSchema,
      responses: action,
      policy: {
        permission: 'settle_payments',
        project: 'caller',
        otp: true,
        reason: {},
        idempotency: 'required',
        // The approver approves the exact set of payments and amounts frozen by the server (ADR 0340);
        // the threshold applies to what one person settles per payment type and day (ADR 0721).
        approval: {
          action: 'payment.settle',
          tableContext: 'payment',
          recordParam: 'payment_type',
          windowParam: 'payment_type',
        },
      },
    },
    convertSlcToTed: {
      method: 'POST',
      path: '/v1/payment/convert_slc_to_ted',
      summary: 'Convert SLC payments not sent to TED',
      body: paymentSelectionSchema,
      responses: action,
      policy: {
        permission: 'convert_slc_to_ted',
        project: 'caller',
        otp: true,
        reason: {},
        idempotency: 'required',
      },
    },
    removeAllPending: {
      method: 'POST',
      path: '/v1/payment/remove_all_pending',
      summary: 'Remove payments waiting to be sent whose validation is pending',
      body: paymentSelectionSchema,
      responses: action,
      policy: { ...ON_SELECTION, reason: {} },
    },
    revalidatePayments: {
      method: 'POST',
      path: '/v1/payment/revalidate',
      summary: 'Validate payments not sent again (merchant and destination)',
      body: paymentSelectionSchema,
      responses: action,
      policy: ON_SELECTION,
    },
    recalculatePayments: {
      method: 'POST',
      path: '/v1/payment/recalculate',
      summary: 'Recalculate payments not sent from their receivables',
      body: paymentSelectionSchema,
      responses: action,
      policy: { ...ON_SELECTION, reason: {} },
    },
  },
);
