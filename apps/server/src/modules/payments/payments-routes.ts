import { exportQuerySchema } from '@mentor/contract/downloads';
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
} from '@mentor/contract/payments';
import { exportFormatSchema, exportQueuedSchema } from '@mentor/contract/transactions';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { localBankAdapter } from './bank-adapter.ts';
import { nextCutoffs } from './payment-cutoff.ts';
import { paymentsExport } from './payments-export.ts';
import { listRemittances } from './payments-repository.ts';
import {
  applyBankAnswers,
  convertSlcToTed,
  deletePayment,
  listPayments,
  readInstallments,
  readPayment,
  readReceivableUnits,
  recalculatePayments,
  removeAllPending,
  revalidatePayments,
  rollbackPayment,
  runPaymentGeneration,
  settlementSet,
  settlePayments,
} from './payments-service.ts';

const route = routesOf('payments');
const READ = 'read_payments';
const MANAGE = 'manage_payments';
const params = idParams('id');
const REASON = {} as const;
const action = { 200: paymentActionResultSchema, 409: errorBodySchema };

export const BANK_ANSWER_QUEUE = 'payments.bank-answer';
export const GENERATION_QUEUE = 'payments.generate';

/**
 * Merchant payments (spec core §7.9): the list tabs with their sums, detail, receivable units
 * and installments, export, and the actions. Settlement path: POST /api/v1/payment/settle/:payment_type
 * (docs/adr/0131-bank-adapter-and-idempotent-settlement.md). History context `payment`.
 */
export async function paymentsRoutes(app: App, { db, jobs, exports }: AppDeps): Promise<void> {
  const bank = localBankAdapter;
  jobs.register(BANK_ANSWER_QUEUE, async () => ({ moved: await applyBankAnswers(db, bank) }), {
    policy: 'short',
    retryLimit: 5,
    retryDelaySeconds: 2,
  });
  jobs.register(GENERATION_QUEUE, async () => ({ created: await runPaymentGeneration(db) }), {
    policy: 'singleton',
    // Every day at 06:00 São Paulo (09:00 UTC), before the first cut-off.
    cron: '0 9 * * *',
  });
  const requestAnswers = async () => {
    await jobs.send(BANK_ANSWER_QUEUE, {}, { singletonKey: 'answers' });
  };
  const definition = exports.registry.register(paymentsExport);

  app.get(
    '/api/v1/payment',
    route(READ, {
      summary: 'Payments of a tab (TED, SLC, LBK, INVALID, CONSOLIDATED) with the sum of the whole filter',
      querystring: paymentListQuerySchema,
      response: { 200: paymentListResponseSchema },
    }),
    async (request) => listPayments(db, request, request.query),
  );

  app.get(
    '/api/v1/payment/export/:file_format',
    route('export_payments', {
      summary: 'Payments of a tab as CSV or XLSX',
      params: z.object({ file_format: exportFormatSchema }),
      querystring: z.intersection(paymentListQuerySchema, exportQuerySchema),
      response: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
    }),
    async (request, reply) => {
      const { mode, lang, ...query } = request.query;
      const projectId = listProjectFilter(request, query.project) ?? null;
      return exports.respond(request, reply, definition, {
        format: request.params.file_format,
        mode,
        locale: lang,
        params: { query: query as Record<string, unknown>, projectId },
      });
    },
  );

  app.get(
    '/api/v1/payment/cutoff',
    route(READ, {
      summary: 'Next settlement cut-off of each payment type and what is queued for it',
      response: { 200: z.array(paymentCutoffSchema) },
    }),
    async (request) => nextCutoffs(db, request),
  );

  app.get(
    '/api/v1/payment/remittances',
    route(READ, {
      summary: 'Remittances the bank adapter recorded (outbox), newest first',
      querystring: z.object({ payment_id: z.coerce.number().int().positive().optional() }),
      response: { 200: z.array(paymentRemittanceSchema) },
    }),
    async (request) =>
      listRemittances(db, {
        ...(request.query.payment_id ? { paymentId: request.query.payment_id } : {}),
        ...(() => {
          const p = listProjectFilter(request, undefined);
          return p === undefined ? {} : { projectId: p };
        })(),
        limit: 200,
      }),
  );

  app.get(
    '/api/v1/payment/:id',
    route(READ, { summary: 'Payment detail', params, response: { 200: paymentSchema } }),
    async (request) => readPayment(db, request, request.params.id),
  );

  app.delete(
    '/api/v1/payment/:id',
    route(
      { permission: MANAGE, reason: REASON, idempotency: 'required' },
      { summary: 'Delete a payment not sent; its receivables are freed', params, response: action },
    ),
    async (request) => deletePayment(db, request, request.params.id),
  );

  app.get(
    '/api/v1/payment/:id/receivable_unit',
    route(READ, {
      summary: 'Receivable units of a payment (per card brand and arrangement)',
      params,
      response: { 200: z.array(paymentReceivableUnitSchema) },
    }),
    async (request) => readReceivableUnits(db, request, request.params.id),
  );

  app.get(
    '/api/v1/payment/:id/installments',
    route(READ, {
      summary: 'Installments (receivables) of a payment',
      params,
      querystring: z.object({
        page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        perPage: z.coerce.number().int().min(1).max(500).default(10),
      }),
      response: { 200: paymentInstallmentsResponseSchema },
    }),
    async (request) => readInstallments(db, request, request.params.id, request.query),
  );

  app.put(
    '/api/v1/payment/manualrollback/:id',
    route(
      {
        permission: MANAGE,
        reason: REASON,
        approval: {
          action: 'payment.rollback',
          tableContext: 'payment',
          amount: async (_db, request) => {
            const { id } = request.params as { id: number };
            return (await readPayment(db, request, id)).amount;
          },
          before: (_db, request) => readPayment(db, request, (request.params as { id: number }).id),
        },
      },
      {
        summary: 'Manual rollback: a sent, paid or failed payment back to WAITING_SEND',
        params,
        body: paymentReasonBodySchema.optional(),
        response: action,
      },
    ),
    async (request) => rollbackPayment(db, request, request.params.id),
  );

  app.post(
    '/api/v1/payment/settle/:payment_type',
    route(
      {
        permission: 'settle_payments',
        otp: true,
        reason: REASON,
        idempotency: 'required',
        approval: {
          action: 'payment.settle',
          tableContext: 'payment',
          recordParam: 'payment_type',
          // The approver approves this exact set of payments and amounts (ADR 0340).
          freeze: (_db, request) =>
            settlementSet(
              db,
              request,
              (request.params as { payment_type: 'TED' | 'SLC' | 'LBK' }).payment_type,
              request.body as z.infer<typeof paymentSelectionSchema>,
            ),
        },
      },
      {
        summary: 'Settle payments of a type: hands them to the bank (WAITING_SEND → WAITING_BANK_RESPONSE)',
        params: z.object({ payment_type: settlementTypeSchema }),
        body: paymentSelectionSchema,
        response: action,
      },
    ),
    async (request) =>
      settlePayments(db, { bank, requestAnswers }, request, request.params.payment_type, request.body),
  );

  app.post(
    '/api/v1/payment/convert_slc_to_ted',
    route(
      { permission: 'convert_slc_to_ted', otp: true, reason: REASON, idempotency: 'required' },
      { summary: 'Convert SLC payments not sent to TED', body: paymentSelectionSchema, response: action },
    ),
    async (request) => convertSlcToTed(db, request, request.body),
  );

  app.post(
    '/api/v1/payment/remove_all_pending',
    route(
      { permission: MANAGE, reason: REASON },
      {
        summary: 'Remove payments waiting to be sent whose validation is pending',
        body: paymentSelectionSchema,
        response: action,
      },
    ),
    async (request) => removeAllPending(db, request, request.body),
  );

  app.post(
    '/api/v1/payment/revalidate',
    route(MANAGE, {
      summary: 'Validate payments not sent again (merchant and destination)',
      body: paymentSelectionSchema,
      response: action,
    }),
    async (request) => revalidatePayments(db, request, request.body),
  );

  app.post(
    '/api/v1/payment/recalculate',
    route(
      { permission: MANAGE, reason: REASON },
      {
        summary: 'Recalculate payments not sent from their receivables',
        body: paymentSelectionSchema,
        response: action,
      },
    ),
    async (request) => recalculatePayments(db, request, request.body),
  );
}
