/**
 * Plans under `/api` (spec core §7.6, §7.9): sales plans with their merchants, MDR grid per card
 * brand and history; anticipation (ARV) rates pulled in pages of 5,000, exported and changed in
 * bulk as a background run; acquirer plans with their channels and MDR; card-brand settlement
 * arrangements. MDR and bulk ARV changes may wait for a second person's approval.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { pagedResponseSchema, pageQuerySchema } from './common/pagination.ts';
import { zRecordId } from './common/validators.ts';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from './downloads.ts';
import {
  acquirerDetailSchema,
  acquirerMdrQuerySchema,
  acquirerMdrRowSchema,
  anticipationHistoryQuerySchema,
  anticipationHistoryRowSchema,
  anticipationRateQuerySchema,
  anticipationRateRowSchema,
  anticipationRunItemSchema,
  anticipationRunSchema,
  anticipationUpdateSchema,
  cardBrandOperationParamQuerySchema,
  cardBrandOperationParamSchema,
  channelDetailSchema,
  channelUpdateSchema,
  mdrBrandRatesSchema,
  mdrRatesInputSchema,
  planHistoryEntrySchema,
  planMerchantSchema,
  salesPlanCreateSchema,
  salesPlanListQuerySchema,
  salesPlanSchema,
  salesPlanUpdateSchema,
} from './plans.ts';

const idParams = z.object({ id: zRecordId() });
const projectList = { query: 'project_id' } as const;

const SALES = { permission: 'read_sales_plan_list', project: 'record' } as const;
const ARV = 'update_anticipation_rate';
const ACQUIRERS = { permission: 'read_acquirer_plan_list', project: 'none' } as const;
/** MDR rate changes may need a second person's approval (rule `sales_plan.mdr_rates`). */
const RATES = {
  permission: 'manage_mdr_rates',
  project: 'record',
  approval: { action: 'sales_plan.mdr_rates', tableContext: 'sales_plan' },
} as const;
const ratesResponses = { 200: z.array(mdrBrandRatesSchema), 409: errorBodySchema };

export const plans = defineEndpoints(
  { area: 'plans', api: 'main' },
  {
    // ------------------------------------------------------------ anticipation (ARV) rates
    listAnticipationRates: {
      method: 'GET',
      path: '/v1/sales_plan/anticipation_rate',
      summary: 'Sales plans with their anticipation rate and merchant count (pages of up to 5,000)',
      query: anticipationRateQuerySchema,
      responses: { 200: pagedResponseSchema(anticipationRateRowSchema) },
      policy: { permission: ARV, project: projectList },
    },
    listAnticipationHistory: {
      method: 'GET',
      path: '/v1/sales_plan/anticipation_rate/history',
      summary: 'Anticipation-rate changes, one row per plan of each bulk update, newest first',
      query: anticipationHistoryQuerySchema,
      responses: { 200: pagedResponseSchema(anticipationHistoryRowSchema) },
      policy: { permission: ARV, project: 'caller', personalData: { fields: { user_email: 'email' } } },
    },
    exportAnticipationRates: {
      method: 'GET',
      path: '/v1/sales_plan/anticipation_rate/export/{format}',
      summary: 'Anticipation rates as CSV or XLSX',
      params: z.object({ format: exportFormatSchema }),
      query: z.intersection(
        anticipationRateQuerySchema.omit({ page: true, perPage: true, sortBy: true, sortDesc: true }),
        exportQuerySchema,
      ),
      responses: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
      file: {},
      policy: { permission: ARV, project: projectList },
    },
    updateAnticipationRates: {
      method: 'PUT',
      path: '/v1/sales_plan/update_anticipation_rate',
      summary: 'Bulk anticipation-rate update: records a run applied in the background and answers it',
      body: anticipationUpdateSchema,
      responses: { 200: anticipationRunSchema },
      policy: {
        permission: ARV,
        project: 'caller',
        otp: true,
        idempotency: 'required',
        approval: { action: 'sales_plan.anticipation_rate', tableContext: 'sales_plan' },
      },
    },
    readAnticipationRun: {
      method: 'GET',
      path: '/v1/sales_plan/anticipation_rate/run/{id}',
      summary: 'A bulk update: status and progress',
      params: idParams,
      responses: { 200: anticipationRunSchema },
      policy: { permission: ARV, project: 'record' },
    },
    listAnticipationRunItems: {
      method: 'GET',
      path: '/v1/sales_plan/anticipation_rate/run/{id}/items',
      summary: 'A bulk update: result per plan, failures first',
      params: idParams,
      query: pageQuerySchema({ perPage: 50 }),
      responses: { 200: pagedResponseSchema(anticipationRunItemSchema) },
      policy: { permission: ARV, project: 'record' },
    },

    // ------------------------------------------------------------ sales plans
    listSalesPlans: {
      method: 'GET',
      path: '/v1/sales_plan',
      summary: 'Sales plans, paged and filtered',
      query: salesPlanListQuerySchema,
      responses: { 200: pagedResponseSchema(salesPlanSchema) },
      policy: { ...SALES, project: projectList },
    },
    createSalesPlan: {
      method: 'POST',
      path: '/v1/sales_plan',
      summary: 'Create a sales plan (optionally with its MDR rates, in force today)',
      body: salesPlanCreateSchema,
      responses: { 201: salesPlanSchema },
      policy: { permission: 'create_sales_plan', project: 'record' },
    },
    readSalesPlan: {
      method: 'GET',
      path: '/v1/sales_plan/{id}',
      summary: 'Sales plan',
      params: idParams,
      responses: { 200: salesPlanSchema },
      policy: SALES,
    },
    updateSalesPlan: {
      method: 'PUT',
      path: '/v1/sales_plan/{id}',
      summary: 'Update a sales plan (name, MCC, status, automatic anticipation)',
      params: idParams,
      body: salesPlanUpdateSchema,
      responses: { 200: salesPlanSchema },
      policy: { permission: 'update_sales_plan', project: 'record' },
    },
    deleteSalesPlan: {
      method: 'DELETE',
      path: '/v1/sales_plan/{id}',
      summary: 'Delete a sales plan no merchant uses and that priced no transaction',
      params: idParams,
      responses: { 204: z.null(), 409: errorBodySchema },
      policy: { permission: 'delete_sales_plan', project: 'record' },
    },
    listPlanMerchants: {
      method: 'GET',
      path: '/v1/sales_plan/{id}/merchants/',
      summary: 'Merchants assigned the plan',
      params: idParams,
      query: pageQuerySchema(),
      responses: { 200: pagedResponseSchema(planMerchantSchema) },
      // The merchants' CPF/CNPJ are masked for staff without reveal_personal_data.
      policy: { ...SALES, personalData: { fields: { cpf_cnpj: 'document' } } },
    },
    readRates: {
      method: 'GET',
      path: '/v1/sales_plan/{id}/mdr_rates',
      summary: 'MDR rates per card brand: in force today and scheduled',
      params: idParams,
      responses: { 200: z.array(mdrBrandRatesSchema) },
      policy: SALES,
    },
    createRates: {
      method: 'POST',
      path: '/v1/sales_plan/{id}/mdr_rates',
      summary: 'Create the MDR rates of card brands the plan has no rates for',
      params: idParams,
      body: mdrRatesInputSchema,
      responses: ratesResponses,
      policy: RATES,
    },
    updateRates: {
      method: 'PUT',
      path: '/v1/sales_plan/{id}/mdr_rates',
      summary: 'Change MDR rates, in force from valid_from (today or later)',
      params: idParams,
      body: mdrRatesInputSchema,
      responses: ratesResponses,
      policy: RATES,
    },
    deleteBrandRates: {
      method: 'DELETE',
      path: '/v1/sales_plan/{id}/card_brand_rates/{card_brand_id}',
      summary: 'Delete every rate of a card brand on the plan',
      params: z.object({ id: zRecordId(), card_brand_id: zRecordId() }),
      responses: { 200: z.array(mdrBrandRatesSchema) },
      policy: RATES,
    },
    listPlanHistory: {
      method: 'GET',
      path: '/v1/sales_plan/{id}/history/',
      summary: 'Changes of the plan and its rates, newest first',
      params: idParams,
      query: pageQuerySchema(),
      responses: { 200: pagedResponseSchema(planHistoryEntrySchema) },
      policy: SALES,
    },
    readPlanHistoryEntry: {
      method: 'GET',
      path: '/v1/sales_plan/{id}/history/{history_id}',
      summary: 'One change of the plan',
      params: z.object({ id: zRecordId(), history_id: zRecordId() }),
      responses: { 200: planHistoryEntrySchema },
      policy: SALES,
    },

    // ------------------------------------------------------------ acquirer plans and channels
    readAcquirer: {
      method: 'GET',
      path: '/v1/acquirer/{id}',
      summary: 'Acquirer plan with its channels',
      params: idParams,
      responses: { 200: acquirerDetailSchema },
      policy: { ...ACQUIRERS, personalData: { fields: { document: 'document' } } },
    },
    acquirerChannelMdr: {
      method: 'GET',
      path: '/v1/acquirer/{id}/channel/{channel_id}/mdr',
      summary: "The acquirer's MDR on a channel per card brand and operation (the MCC's when given)",
      params: z.object({ id: zRecordId(), channel_id: zRecordId() }),
      query: acquirerMdrQuerySchema,
      responses: { 200: z.array(acquirerMdrRowSchema) },
      policy: ACQUIRERS,
    },
    readChannel: {
      method: 'GET',
      path: '/v1/channel/{id}',
      summary: 'Channel with its acquirer',
      params: idParams,
      responses: { 200: channelDetailSchema },
      policy: { permission: null, project: 'none' },
    },
    updateChannel: {
      method: 'PUT',
      path: '/v1/channel/{id}',
      summary: 'Rename a channel',
      params: idParams,
      body: channelUpdateSchema,
      responses: { 200: channelDetailSchema },
      policy: { permission: 'update_channel', project: 'none' },
    },
    listCardBrandOperationParams: {
      method: 'GET',
      path: '/v1/card_brand_operation_param/',
      summary: 'Settlement arrangement of each card brand and operation',
      query: cardBrandOperationParamQuerySchema,
      responses: { 200: z.array(cardBrandOperationParamSchema) },
      policy: { permission: null, project: 'none' },
    },
  },
);
