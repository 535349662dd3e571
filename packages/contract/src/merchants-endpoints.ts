/**
 * Merchants under `/api` (spec core §4.3, §7.10; financial/Pix/onboarding §3, §7): the list and
 * its export, onboarding (lookup, creation, documents, history), the merchant's record and every
 * change made on it (acquirers, sales plans, opening hours, MCC, splits, block and unblock,
 * settlement destination), merchant groups, and the CNAE and MCC reference lists.
 * Creating, editing and deleting a merchant, its opening hours and its settlement destination ask
 * for a one-time code; unblocking and the settlement destination may wait for a second person.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { pagedResponseSchema, pageQuery } from './common/pagination.ts';
import { zRecordId } from './common/validators.ts';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from './downloads.ts';
import {
  blockPreviewSchema,
  cnaeQuerySchema,
  cnaeSchema,
  mccChangeSchema,
  mccCheckQuerySchema,
  mccCheckSchema,
  mccOfCnaeQuerySchema,
  mccQuerySchema,
  mccSchema,
  merchantAcquirerBodySchema,
  merchantAcquirerSchema,
  merchantBlockSchema,
  merchantCreateSchema,
  merchantDetailSchema,
  merchantGroupBodySchema,
  merchantGroupDetailSchema,
  merchantGroupListQuerySchema,
  merchantGroupMembersBodySchema,
  merchantGroupSchema,
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
  zCnae,
} from './merchants.ts';

const merchantParams = z.object({ id: zRecordId() });
const acquirerParams = z.object({ id: zRecordId(), acquirer_id: zRecordId() });
const channelParams = z.object({ id: zRecordId(), channel_id: zRecordId() });
const splitParams = z.object({ id: zRecordId(), split_id: zRecordId() });
const groupParams = z.object({ id: zRecordId() });

const READ = 'read_merchant_list';
const GROUP_READ = 'read_merchant_group_list';
const GROUP_WRITE = 'manage_merchant_groups';
const projectList = { query: 'project_id' } as const;
const record = 'record' as const;

/** CPF/CNPJ and bank account are masked for staff without reveal_personal_data. */
const personalData = {
  fields: {
    cpf_cnpj: 'document',
    email: 'email',
    // The merchant's phone numbers (an address's street `number` stays clear).
    'phones.number': 'phone',
    holder_document: 'document',
    account_number: 'bank_account',
    digital_account: 'bank_account',
    prepaid_card: 'bank_account',
  },
} as const;
/** The members' CPF/CNPJ in a group. */
const groupPersonalData = { fields: { cpf_cnpj: 'document' } } as const;

/** The reason of a block, read by the reason policy before the body schema. */
const reasonFields = { reason_code: z.string().nullish(), reason_comment: z.string().nullish() };

const detail = { 200: merchantDetailSchema, 409: errorBodySchema };
const plans = z.array(merchantSalesPlanSchema);
const groupDetail = { 200: merchantGroupDetailSchema };
/** Reference lists any staff member may read (the merchant form needs them). */
const anyStaff = { permission: null, project: 'none' } as const;

export const merchants = defineEndpoints(
  { area: 'merchants', api: 'main' },
  {
    // ------------------------------------------------------------ list and export
    listMerchants: {
      method: 'GET',
      path: '/v1/merchant',
      summary: 'Merchants; deleted and blocked default to false',
      query: merchantListQuerySchema,
      responses: { 200: pagedResponseSchema(merchantListItemSchema) },
      policy: { permission: READ, project: projectList, personalData },
    },
    exportMerchants: {
      method: 'GET',
      path: '/v1/merchant/export/{file_format}',
      summary: 'Merchants of the filters as CSV or XLSX; large results become a background export',
      params: z.object({ file_format: exportFormatSchema }),
      query: z.intersection(merchantListQuerySchema, exportQuerySchema),
      responses: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
      file: {},
      // The file's personal data is masked by its export; the policy keeps its filters to whole documents.
      policy: { permission: READ, project: projectList, personalData },
    },

    // ------------------------------------------------------------ onboarding
    lookupOnboarding: {
      method: 'GET',
      path: '/v1/merchant/onboarding/document',
      summary: 'Onboarding lookup of a CPF (and CNPJ): the onboarding status and the case it leads to',
      query: onboardingLookupQuerySchema,
      responses: { 200: onboardingLookupSchema },
      policy: { permission: READ, project: 'caller', personalData: groupPersonalData },
    },
    createMerchant: {
      method: 'POST',
      path: '/v1/merchant/onboarding',
      summary: 'Create a merchant (onboarding)',
      body: merchantCreateSchema,
      responses: { 201: merchantDetailSchema, 409: errorBodySchema },
      policy: { permission: 'create_merchant', project: record, otp: true, personalData },
    },
    uploadDocument: {
      method: 'POST',
      path: '/v1/merchant/{id}/onboarding/document',
      summary: 'Upload an onboarding document (PDF, JPG or PNG up to 5 MB)',
      params: merchantParams,
      body: onboardingDocumentUploadSchema,
      responses: { 201: onboardingDocumentSchema, 409: errorBodySchema },
      policy: { permission: 'upload_onboarding_documents', project: record },
    },
    listDocuments: {
      method: 'GET',
      path: '/v1/merchant/{id}/onboarding/documents',
      summary: 'Onboarding documents',
      params: merchantParams,
      responses: { 200: z.array(onboardingDocumentSchema) },
      policy: { permission: READ, project: record },
    },
    listHistory: {
      method: 'GET',
      path: '/v1/merchant/{id}/onboarding/history',
      summary: 'Onboarding history',
      params: merchantParams,
      responses: { 200: z.array(onboardingHistorySchema) },
      policy: { permission: READ, project: record },
    },

    // ------------------------------------------------------------ the merchant's record
    readMerchant: {
      method: 'GET',
      path: '/v1/merchant/{id}',
      summary: 'Merchant detail',
      params: merchantParams,
      responses: { 200: merchantDetailSchema },
      policy: { permission: READ, project: record, personalData },
    },
    updateMerchant: {
      method: 'PUT',
      path: '/v1/merchant/{id}',
      summary: 'Update a merchant',
      params: merchantParams,
      body: merchantUpdateSchema,
      responses: detail,
      policy: { permission: 'update_merchant', project: record, otp: true, personalData },
    },
    deleteMerchant: {
      method: 'DELETE',
      path: '/v1/merchant/{id}',
      summary: 'Delete a merchant (kept as deleted)',
      params: merchantParams,
      responses: { 204: z.null(), 409: errorBodySchema },
      policy: { permission: 'delete_merchant', project: record, otp: true },
    },

    // ------------------------------------------------------------ acquirers
    listAcquirerRegistrations: {
      method: 'GET',
      path: '/v1/merchant/{id}/merchant_acquirer/{acquirer_id}',
      summary: 'Registrations of the merchant at an acquirer',
      params: acquirerParams,
      query: pageQuery,
      responses: { 200: pagedResponseSchema(merchantAcquirerSchema) },
      policy: { permission: READ, project: record },
    },
    listAcquirers: {
      method: 'GET',
      path: '/v1/merchant/{id}/acquirer',
      summary: 'Acquirers of the merchant',
      params: merchantParams,
      responses: { 200: z.array(merchantAcquirerSchema) },
      policy: { permission: READ, project: record },
    },
    createAcquirer: {
      method: 'POST',
      path: '/v1/merchant/{id}/acquirer',
      summary: 'Register the merchant at an acquirer',
      params: merchantParams,
      body: merchantAcquirerBodySchema,
      responses: { 200: merchantAcquirerSchema, 409: errorBodySchema },
      policy: { permission: 'manage_merchant_acquirers', project: record },
    },
    updateAcquirer: {
      method: 'PUT',
      path: '/v1/merchant/{id}/acquirer',
      summary: "Update the merchant's acquirer registration",
      params: merchantParams,
      body: merchantAcquirerBodySchema,
      responses: { 200: merchantAcquirerSchema, 409: errorBodySchema },
      policy: { permission: 'manage_merchant_acquirers', project: record },
    },

    // ------------------------------------------------------------ sales plans
    assignSalesPlan: {
      method: 'POST',
      path: '/v1/merchant/{id}/sales_plan',
      summary: 'Assign a sales plan to a channel of the merchant',
      params: merchantParams,
      body: merchantSalesPlanBodySchema,
      responses: { 200: plans, 409: errorBodySchema },
      policy: { permission: 'manage_merchant_sales_plans', project: record },
    },
    changeSalesPlan: {
      method: 'PUT',
      path: '/v1/merchant/{id}/sales_plan/{channel_id}',
      summary: "Change the merchant's sales plan of a channel",
      params: channelParams,
      body: merchantSalesPlanUpdateSchema,
      responses: { 200: plans },
      policy: { permission: 'manage_merchant_sales_plans', project: record },
    },
    removeSalesPlan: {
      method: 'DELETE',
      path: '/v1/merchant/{id}/sales_plan/{channel_id}',
      summary: "Remove the merchant's sales plan of a channel",
      params: channelParams,
      responses: { 200: plans },
      policy: { permission: 'manage_merchant_sales_plans', project: record },
    },

    // ------------------------------------------------------------ opening hours and MCC
    readWeeklyHours: {
      method: 'GET',
      path: '/v1/merchant/{id}/opening_hours',
      summary: 'Opening and closing time of the merchant per weekday',
      params: merchantParams,
      responses: { 200: merchantWeeklyHoursSchema },
      policy: { permission: READ, project: record },
    },
    saveWeeklyHours: {
      method: 'PUT',
      path: '/v1/merchant/{id}/opening_hours',
      summary: 'Replace the opening hours of the merchant (one entry per weekday)',
      params: merchantParams,
      body: merchantWeeklyHoursBodySchema,
      responses: { 200: merchantWeeklyHoursSchema, 409: errorBodySchema },
      policy: { permission: 'update_merchant', project: record, otp: true },
    },
    checkMccChange: {
      method: 'GET',
      path: '/v1/merchant/{id}/update_mcc/check',
      summary: 'What changing the MCC would change (sales plans tied to another MCC are removed)',
      params: merchantParams,
      query: mccCheckQuerySchema,
      responses: { 200: mccCheckSchema, 409: errorBodySchema },
      policy: { permission: 'change_merchant_mcc', project: record },
    },
    changeMcc: {
      method: 'PUT',
      path: '/v1/merchant/{id}/update_mcc',
      summary: 'Change the MCC of the merchant',
      params: merchantParams,
      body: mccChangeSchema,
      responses: { 200: mccCheckSchema, 409: errorBodySchema },
      policy: { permission: 'change_merchant_mcc', project: record },
    },

    // ------------------------------------------------------------ splits
    listSplits: {
      method: 'GET',
      path: '/v1/merchant/{id}/split',
      summary: 'Split entries of the merchant',
      params: merchantParams,
      responses: { 200: z.array(merchantSplitSchema) },
      policy: { permission: READ, project: record },
    },
    createSplit: {
      method: 'POST',
      path: '/v1/merchant/{id}/split',
      summary: 'Create a split entry (percentages in force on a day add up to 100 % at most)',
      params: merchantParams,
      body: merchantSplitBodySchema,
      responses: { 201: merchantSplitSchema },
      policy: { permission: 'manage_merchant_splits', project: record },
    },
    updateSplit: {
      method: 'PUT',
      path: '/v1/merchant/{id}/split/{split_id}',
      summary: 'Update a split entry',
      params: splitParams,
      body: merchantSplitBodySchema,
      responses: { 200: merchantSplitSchema },
      policy: { permission: 'manage_merchant_splits', project: record },
    },
    deleteSplit: {
      method: 'DELETE',
      path: '/v1/merchant/{id}/split/{split_id}',
      summary: 'Delete a split entry',
      params: splitParams,
      responses: { 204: z.null() },
      policy: { permission: 'manage_merchant_splits', project: record },
    },

    // ------------------------------------------------------------ block, unblock, settlement
    blockPreview: {
      method: 'GET',
      path: '/v1/merchant/{id}/block/preview',
      summary:
        'What blocking the merchant affects: TPV of the last 30 days, active terminals, unpaid receivables',
      params: merchantParams,
      responses: { 200: blockPreviewSchema },
      policy: { permission: 'block_merchant', project: record },
    },
    blockMerchant: {
      method: 'POST',
      path: '/v1/merchant/{id}/block',
      summary: 'Block the merchant (and its terminals when block_terminals)',
      params: merchantParams,
      body: merchantBlockSchema.extend(reasonFields),
      responses: detail,
      policy: { permission: 'block_merchant', project: record, reason: {}, personalData },
    },
    unblockMerchant: {
      method: 'POST',
      path: '/v1/merchant/{id}/unblock',
      summary: 'Unblock the merchant (and its terminals when unblock_terminals); four eyes',
      params: merchantParams,
      body: merchantUnblockSchema,
      responses: detail,
      policy: {
        permission: 'block_merchant',
        project: record,
        approval: { action: 'merchant.unblock', tableContext: 'merchant' },
        personalData,
      },
    },
    pendingFinancials: {
      method: 'GET',
      path: '/v1/merchant/{id}/has_pending_financials',
      summary: 'Whether the merchant has receivables not yet paid',
      params: merchantParams,
      responses: { 200: pendingFinancialsSchema },
      policy: { permission: READ, project: record },
    },
    changeSettlementDestination: {
      method: 'PUT',
      path: '/v1/merchant/{id}/settlement_destination',
      summary: 'Change where the merchant is paid; refused while financials are pending; four eyes',
      params: merchantParams,
      body: settlementDestinationBodySchema,
      responses: { 200: settlementDestinationSchema, 409: errorBodySchema },
      policy: {
        permission: 'change_settlement_destination',
        project: record,
        otp: true,
        approval: {
          action: 'merchant.settlement_destination',
          tableContext: 'merchant_settlement_destination',
        },
        personalData,
      },
    },

    // ------------------------------------------------------------ merchant groups
    listGroups: {
      method: 'GET',
      path: '/v1/merchantgroup',
      summary: 'Merchant groups',
      query: merchantGroupListQuerySchema,
      responses: { 200: pagedResponseSchema(merchantGroupSchema) },
      policy: { permission: GROUP_READ, project: projectList },
    },
    createGroup: {
      method: 'POST',
      path: '/v1/merchantgroup',
      summary: 'Create a merchant group',
      body: merchantGroupBodySchema,
      responses: { 201: merchantGroupDetailSchema, 409: errorBodySchema },
      policy: { permission: GROUP_WRITE, project: record, personalData: groupPersonalData },
    },
    readGroup: {
      method: 'GET',
      path: '/v1/merchantgroup/{id}',
      summary: 'Merchant group with its merchants',
      params: groupParams,
      responses: groupDetail,
      policy: { permission: GROUP_READ, project: record, personalData: groupPersonalData },
    },
    updateGroup: {
      method: 'PUT',
      path: '/v1/merchantgroup/{id}',
      summary: 'Update a merchant group',
      params: groupParams,
      body: merchantGroupBodySchema,
      responses: { 200: merchantGroupDetailSchema, 409: errorBodySchema },
      policy: { permission: GROUP_WRITE, project: record, personalData: groupPersonalData },
    },
    deleteGroup: {
      method: 'DELETE',
      path: '/v1/merchantgroup/{id}',
      summary: 'Delete a merchant group',
      params: groupParams,
      responses: { 204: z.null() },
      policy: { permission: GROUP_WRITE, project: record },
    },
    associateMembers: {
      method: 'PUT',
      path: '/v1/merchantgroup/{id}/associate',
      summary: 'Add merchants to the group',
      params: groupParams,
      body: merchantGroupMembersBodySchema,
      responses: groupDetail,
      policy: { permission: GROUP_WRITE, project: record, personalData: groupPersonalData },
    },
    disassociateMembers: {
      method: 'PUT',
      path: '/v1/merchantgroup/{id}/disassociate',
      summary: 'Remove merchants from the group',
      params: groupParams,
      body: merchantGroupMembersBodySchema,
      responses: groupDetail,
      policy: { permission: GROUP_WRITE, project: record, personalData: groupPersonalData },
    },

    // ------------------------------------------------------------ CNAE and MCC
    listCnaes: {
      method: 'GET',
      path: '/v1/cnae',
      summary: 'CNAE subclasses by code (0000-0/00, prefix) or description',
      query: cnaeQuerySchema,
      responses: { 200: pagedResponseSchema(cnaeSchema) },
      policy: anyStaff,
    },
    listMccs: {
      method: 'GET',
      path: '/v1/mcc',
      summary: 'MCCs by code or name',
      query: mccQuerySchema,
      responses: { 200: pagedResponseSchema(mccSchema) },
      policy: anyStaff,
    },
    listMccsOfCnae: {
      method: 'GET',
      path: '/v1/mcc/cnae/{cnae}',
      summary: 'Usual MCCs of a CNAE subclass for an entity type (PF or PJ)',
      params: z.object({ cnae: zCnae() }),
      query: mccOfCnaeQuerySchema,
      responses: { 200: z.array(mccSchema) },
      policy: anyStaff,
    },
  },
);
