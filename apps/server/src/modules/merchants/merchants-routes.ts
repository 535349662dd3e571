import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from '@mentor/contract/downloads';
import {
  blockPreviewSchema,
  mccChangeSchema,
  mccCheckQuerySchema,
  mccCheckSchema,
  merchantAcquirerBodySchema,
  merchantAcquirerSchema,
  merchantBlockSchema,
  merchantCreateSchema,
  merchantDetailSchema,
  merchantListItemSchema,
  merchantListQuerySchema,
  merchantSalesPlanBodySchema,
  merchantSalesPlanSchema,
  merchantSalesPlanUpdateSchema,
  merchantSplitBodySchema,
  merchantSplitSchema,
  merchantUnblockSchema,
  merchantUpdateSchema,
  merchantWeeklyHoursBodySchema,
  merchantWeeklyHoursSchema,
  onboardingDocumentSchema,
  onboardingDocumentUploadSchema,
  onboardingHistorySchema,
  onboardingLookupQuerySchema,
  onboardingLookupSchema,
  pendingFinancialsSchema,
  settlementDestinationBodySchema,
  settlementDestinationSchema,
} from '@mentor/contract/merchants';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageOf, pageQuery } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import type { ApprovalPolicy } from '../../http/route-policy.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { cnaeRoutes } from './cnae-routes.ts';
import { merchantGroupsRoutes } from './merchant-groups-routes.ts';
import { merchantsExport } from './merchants-export.ts';
import * as repo from './merchants-repository.ts';
import * as service from './merchants-service.ts';

const route = routesOf('merchants');
const params = idParams('id');
const READ = 'read_merchant_list';
/** CPF/CNPJ and bank account are masked for staff without reveal_personal_data. */
const PERSONAL = {
  fields: { cpf_cnpj: 'document', holder_document: 'document', account_number: 'bank_account' },
} as const;
const conflictResponse = { 409: errorBodySchema };
const merchantIdOf = (request: FastifyRequest) => Number((request.params as { id: number }).id);

/** The merchant's project, kept on its pending changes (404 outside the caller's projects). */
const merchantProject = async (db: Database, request: FastifyRequest) =>
  (await service.requireMerchant(db, request, merchantIdOf(request))).project_id;

const APPROVALS = {
  unblock: {
    action: 'merchant.unblock',
    tableContext: 'merchant',
    project: merchantProject,
    before: (db: Database, request: FastifyRequest) =>
      service.unblockBefore(db, request, merchantIdOf(request)),
  },
  settlementDestination: {
    action: 'merchant.settlement_destination',
    tableContext: 'merchant_settlement_destination',
    project: merchantProject,
    before: (db: Database, request: FastifyRequest) =>
      service.settlementBefore(db, request, merchantIdOf(request)),
  },
} as const satisfies Record<string, ApprovalPolicy>;

/** Merchants (spec core §7.10): list, detail and every change made on a merchant's record. */
export async function merchantsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const exportDefinition = deps.exports.registry.register(merchantsExport);

  app.get(
    '/api/v1/merchant',
    route(
      { permission: READ, personalData: PERSONAL },
      {
        summary: 'Merchants; deleted and blocked default to false',
        querystring: merchantListQuerySchema,
        response: { 200: pagedResponseSchema(merchantListItemSchema) },
      },
    ),
    async (request) => service.listMerchants(db, request, request.query),
  );

  app.get(
    '/api/v1/merchant/export/:file_format',
    // The file's personal data is masked by its export; the policy keeps its filters to whole documents.
    route(
      { permission: READ, personalData: PERSONAL },
      {
        summary: 'Merchants of the filters as CSV or XLSX; large results become a background export',
        params: z.object({ file_format: exportFormatSchema }),
        querystring: z.intersection(merchantListQuerySchema, exportQuerySchema),
        response: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
      },
    ),
    async (request, reply) => {
      const {
        mode,
        lang,
        page: _page,
        perPage: _perPage,
        sortBy: _sortBy,
        sortDesc: _sortDesc,
        ...filters
      } = request.query;
      const projectId = listProjectFilter(request, filters.project_id) ?? null;
      return deps.exports.respond(request, reply, exportDefinition, {
        format: request.params.file_format,
        mode,
        locale: lang,
        params: { filters, projectId },
      });
    },
  );

  app.get(
    '/api/v1/merchant/onboarding/document',
    route(READ, {
      summary: 'Onboarding lookup of a CPF (and CNPJ): the onboarding status and the case it leads to',
      querystring: onboardingLookupQuerySchema,
      response: { 200: onboardingLookupSchema },
    }),
    async (request) => service.lookupOnboarding(db, request, request.query),
  );

  app.post(
    '/api/v1/merchant/onboarding',
    route(
      { permission: 'create_merchant', otp: true, personalData: PERSONAL },
      {
        summary: 'Create a merchant (onboarding)',
        body: merchantCreateSchema,
        response: { 201: merchantDetailSchema, ...conflictResponse },
      },
    ),
    async (request, reply) => reply.status(201).send(await service.createMerchant(db, request, request.body)),
  );

  app.get(
    '/api/v1/merchant/:id',
    route(
      { permission: READ, personalData: PERSONAL },
      { summary: 'Merchant detail', params, response: { 200: merchantDetailSchema } },
    ),
    async (request) => service.readMerchant(db, request, request.params.id),
  );

  app.put(
    '/api/v1/merchant/:id',
    route(
      { permission: 'update_merchant', otp: true, personalData: PERSONAL },
      {
        summary: 'Update a merchant',
        params,
        body: merchantUpdateSchema,
        response: { 200: merchantDetailSchema, ...conflictResponse },
      },
    ),
    async (request) => service.updateMerchant(db, request, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/merchant/:id',
    route(
      { permission: 'delete_merchant', otp: true },
      {
        summary: 'Delete a merchant (kept as deleted)',
        params,
        response: { 204: z.null(), ...conflictResponse },
      },
    ),
    async (request, reply) => {
      await service.deleteMerchant(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/merchant/:id/onboarding/document',
    route('upload_onboarding_documents', {
      summary: 'Upload an onboarding document (PDF, JPG or PNG up to 5 MB)',
      params,
      body: onboardingDocumentUploadSchema,
      response: { 201: onboardingDocumentSchema, ...conflictResponse },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.uploadDocument(db, request, request.params.id, request.body)),
  );

  app.get(
    '/api/v1/merchant/:id/onboarding/documents',
    route(READ, {
      summary: 'Onboarding documents',
      params,
      response: { 200: z.array(onboardingDocumentSchema) },
    }),
    async (request) => {
      await service.requireMerchant(db, request, request.params.id);
      return repo.listDocuments(db, request.params.id);
    },
  );

  app.get(
    '/api/v1/merchant/:id/onboarding/history',
    route(READ, {
      summary: 'Onboarding history',
      params,
      response: { 200: z.array(onboardingHistorySchema) },
    }),
    async (request) => {
      await service.requireMerchant(db, request, request.params.id);
      return repo.listHistory(db, request.params.id);
    },
  );

  app.get(
    '/api/v1/merchant/:id/merchant_acquirer/:acquirer_id',
    route(READ, {
      summary: 'Registrations of the merchant at an acquirer',
      params: idParams('id', 'acquirer_id'),
      querystring: pageQuery,
      response: { 200: pagedResponseSchema(merchantAcquirerSchema) },
    }),
    async (request) => {
      await service.requireMerchant(db, request, request.params.id);
      return pageOf(
        repo.merchantAcquirerQuery(db, request.params.id, request.params.acquirer_id),
        request.query,
        (q) => repo.selectMerchantAcquirer(q),
        repo.toMerchantAcquirer,
      );
    },
  );

  app.get(
    '/api/v1/merchant/:id/acquirer',
    route(READ, {
      summary: 'Acquirers of the merchant',
      params,
      response: { 200: z.array(merchantAcquirerSchema) },
    }),
    async (request) => {
      await service.requireMerchant(db, request, request.params.id);
      const rows = await repo
        .selectMerchantAcquirer(repo.merchantAcquirerQuery(db, request.params.id))
        .execute();
      return rows.map(repo.toMerchantAcquirer);
    },
  );

  for (const [method, mode] of [
    ['post', 'create'],
    ['put', 'update'],
  ] as const) {
    app[method](
      '/api/v1/merchant/:id/acquirer',
      route('manage_merchant_acquirers', {
        summary:
          mode === 'create'
            ? 'Register the merchant at an acquirer'
            : "Update the merchant's acquirer registration",
        params,
        body: merchantAcquirerBodySchema,
        response: { 200: merchantAcquirerSchema, ...conflictResponse },
      }),
      async (request) => service.saveAcquirer(db, request, request.params.id, request.body, mode),
    );
  }

  const plans = z.array(merchantSalesPlanSchema);
  app.post(
    '/api/v1/merchant/:id/sales_plan',
    route('manage_merchant_sales_plans', {
      summary: 'Assign a sales plan to a channel of the merchant',
      params,
      body: merchantSalesPlanBodySchema,
      response: { 200: plans, ...conflictResponse },
    }),
    async (request) =>
      service.changeSalesPlan(
        db,
        request,
        request.params.id,
        request.body.channel_id,
        request.body.sales_plan_id,
        'create',
      ),
  );

  app.put(
    '/api/v1/merchant/:id/sales_plan/:channel_id',
    route('manage_merchant_sales_plans', {
      summary: "Change the merchant's sales plan of a channel",
      params: idParams('id', 'channel_id'),
      body: merchantSalesPlanUpdateSchema,
      response: { 200: plans },
    }),
    async (request) =>
      service.changeSalesPlan(
        db,
        request,
        request.params.id,
        request.params.channel_id,
        request.body.sales_plan_id,
        'update',
      ),
  );

  app.delete(
    '/api/v1/merchant/:id/sales_plan/:channel_id',
    route('manage_merchant_sales_plans', {
      summary: "Remove the merchant's sales plan of a channel",
      params: idParams('id', 'channel_id'),
      response: { 200: plans },
    }),
    async (request) =>
      service.changeSalesPlan(db, request, request.params.id, request.params.channel_id, null, 'delete'),
  );

  app.get(
    '/api/v1/merchant/:id/opening_hours',
    route(READ, {
      summary: 'Opening and closing time of the merchant per weekday',
      params,
      response: { 200: merchantWeeklyHoursSchema },
    }),
    async (request) => service.readWeeklyHours(db, request, request.params.id),
  );

  app.put(
    '/api/v1/merchant/:id/opening_hours',
    route(
      { permission: 'update_merchant', otp: true },
      {
        summary: 'Replace the opening hours of the merchant (one entry per weekday)',
        params,
        body: merchantWeeklyHoursBodySchema,
        response: { 200: merchantWeeklyHoursSchema, ...conflictResponse },
      },
    ),
    async (request) => service.saveWeeklyHours(db, request, request.params.id, request.body),
  );

  app.get(
    '/api/v1/merchant/:id/update_mcc/check',
    route('change_merchant_mcc', {
      summary: 'What changing the MCC would change (sales plans tied to another MCC are removed)',
      params,
      querystring: mccCheckQuerySchema,
      response: { 200: mccCheckSchema, ...conflictResponse },
    }),
    async (request) => service.checkMccChange(db, request, request.params.id, request.query.mcc),
  );

  app.put(
    '/api/v1/merchant/:id/update_mcc',
    route('change_merchant_mcc', {
      summary: 'Change the MCC of the merchant',
      params,
      body: mccChangeSchema,
      response: { 200: mccCheckSchema, ...conflictResponse },
    }),
    async (request) => service.changeMcc(db, request, request.params.id, request.body.mcc),
  );

  app.get(
    '/api/v1/merchant/:id/split',
    route(READ, {
      summary: 'Split entries of the merchant',
      params,
      response: { 200: z.array(merchantSplitSchema) },
    }),
    async (request) => service.listSplits(db, request, request.params.id),
  );

  app.post(
    '/api/v1/merchant/:id/split',
    route('manage_merchant_splits', {
      summary: 'Create a split entry (percentages in force on a day add up to 100 % at most)',
      params,
      body: merchantSplitBodySchema,
      response: { 201: merchantSplitSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.saveSplit(db, request, request.params.id, request.body)),
  );

  app.put(
    '/api/v1/merchant/:id/split/:split_id',
    route('manage_merchant_splits', {
      summary: 'Update a split entry',
      params: idParams('id', 'split_id'),
      body: merchantSplitBodySchema,
      response: { 200: merchantSplitSchema },
    }),
    async (request) =>
      service.saveSplit(db, request, request.params.id, request.body, request.params.split_id),
  );

  app.delete(
    '/api/v1/merchant/:id/split/:split_id',
    route('manage_merchant_splits', {
      summary: 'Delete a split entry',
      params: idParams('id', 'split_id'),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteSplit(db, request, request.params.id, request.params.split_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/merchant/:id/block/preview',
    route('block_merchant', {
      summary:
        'What blocking the merchant affects: TPV of the last 30 days, active terminals, unpaid receivables',
      params,
      response: { 200: blockPreviewSchema },
    }),
    async (request) => service.blockPreview(db, request, request.params.id),
  );

  app.post(
    '/api/v1/merchant/:id/block',
    route(
      { permission: 'block_merchant', reason: {}, personalData: PERSONAL },
      {
        summary: 'Block the merchant (and its terminals when block_terminals)',
        params,
        body: merchantBlockSchema,
        response: { 200: merchantDetailSchema, ...conflictResponse },
      },
    ),
    async (request) => service.blockMerchant(db, request, request.params.id, request.body),
  );

  app.post(
    '/api/v1/merchant/:id/unblock',
    route(
      { permission: 'block_merchant', approval: APPROVALS.unblock, personalData: PERSONAL },
      {
        summary: 'Unblock the merchant (and its terminals when unblock_terminals); four eyes',
        params,
        body: merchantUnblockSchema,
        response: { 200: merchantDetailSchema, ...conflictResponse },
      },
    ),
    async (request) => service.unblockMerchant(db, request, request.params.id, request.body),
  );

  app.get(
    '/api/v1/merchant/:id/has_pending_financials',
    route(READ, {
      summary: 'Whether the merchant has receivables not yet paid',
      params,
      response: { 200: pendingFinancialsSchema },
    }),
    async (request) => service.pendingFinancials(db, request, request.params.id),
  );

  app.put(
    '/api/v1/merchant/:id/settlement_destination',
    route(
      {
        permission: 'change_settlement_destination',
        otp: true,
        approval: APPROVALS.settlementDestination,
        personalData: PERSONAL,
      },
      {
        summary: 'Change where the merchant is paid; refused while financials are pending; four eyes',
        params,
        body: settlementDestinationBodySchema,
        response: { 200: settlementDestinationSchema, ...conflictResponse },
      },
    ),
    async (request) => service.changeSettlementDestination(db, request, request.params.id, request.body),
  );

  await merchantGroupsRoutes(app, deps);
  await cnaeRoutes(app, deps);
}
