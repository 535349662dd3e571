/**
 * Account onboarding (2nd doc §1–§9): the pre-account queues and their counts, the account review
 * (decisions, documents, statement, limits, SMS check, migration), closed and blocked accounts,
 * the positive list and the location restrictions of a white label. Most calls go through the
 * gateway (`/gateway`); the console's own additions (blocked and closed lists, positive-list
 * entries and files, next case, blacklisting an account) are under `/api`.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { gatewayPagedSchema } from './common/pagination.ts';
import {
  accountBlacklistBodySchema,
  accountBlacklistResultSchema,
  accountDocumentSchema,
  accountInfoSchema,
  analysisBodySchema,
  approvedAccountsPageSchema,
  approvedAccountsQuerySchema,
  closedAccountListQuerySchema,
  closedAccountPageSchema,
  countByRiskBodySchema,
  countByRiskSchema,
  countByStatusBodySchema,
  countByStatusSchema,
  documentCommentBodySchema,
  documentStatusBodySchema,
  documentStatusResultSchema,
  documentUploadBodySchema,
  dynamicFieldsBodySchema,
  limitHistorySchema,
  locationMetricsSchema,
  locationRestrictionBodySchema,
  locationRestrictionSchema,
  locationRestrictionUpdateSchema,
  migrationResultSchema,
  ONBOARDING_QUEUES,
  positiveListEntrySchema,
  positiveListImportSchema,
  positiveListStatusSchema,
  positiveListToggleBodySchema,
  preAccountDetailSchema,
  preAccountListQuerySchema,
  preAccountPageSchema,
  remainingBalanceBodySchema,
  remainingBalanceResultSchema,
  restrictedListQuerySchema,
  statementQuerySchema,
  statementSchema,
} from './onboarding.ts';
import { smsCheckResponseSchema, smsCodeSchema, smsSendResponseSchema } from './pix.ts';

const uuid = () => z.string().uuid();
const idParams = z.object({ id: uuid() });
const wlParams = idParams;
const accountParams = z.object({ accountId: uuid() });
const closedParams = z.object({ id: uuid(), wlId: uuid() });
const wlAccountParams = z.object({ wlId: uuid(), id: uuid() });
const imageParams = z.object({ uuid: uuid(), accountID: uuid() });
const restrictionParams = z.object({ uuidRestrict: uuid() });

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};

/** A blocked account with the reason it was blocked. */
export const blockedAccountSchema = z.object({
  uuidAccountPayment: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  whiteLabelName: z.string(),
  fullName: z.string(),
  accountNumber: z.string(),
  document: z.string(),
  reason: z.string().nullable(),
  blockedAt: z.string().nullable(),
});
export type BlockedAccount = z.infer<typeof blockedAccountSchema>;

const documentResult = z.object({ statusCode: z.number().int(), message: z.string() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The types a document's file is kept in (checked by its first bytes when uploaded). */
const DOCUMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** The applicant's CPF, e-mail, phone, birthday and account are masked without reveal_personal_data. */
const applicantData = {
  fields: {
    cpf: 'document',
    email: 'email',
    phone: 'phone',
    birthday: 'birthday',
    accountNumber: 'bank_account',
  },
} as const;
/** The holder's CPF/CNPJ, phone and account are masked without reveal_personal_data. */
const holderData = {
  fields: { document: 'document', phone: 'phone', accountNumber: 'bank_account' },
} as const;
/** The documents of a positive list (customers allowed to open an account). */
const positiveData = { fields: { document: 'document' } } as const;

/**
 * The account review's reads are open to whoever reads an onboarding queue: the handler checks
 * one of the queues' permissions (the decisions check the permission of the account's queue).
 */
const REVIEW = { permission: null, project: 'record' } as const;
const QUEUE_LIST = { permission: null, project: 'caller' } as const;
const CLOSED = 'view_closed_records';
const RESTRICTED = 'view_restricted_clients';
const POSITIVE = { permission: 'access_positive_list', project: 'record' } as const;
const LOCATION = { permission: 'restrict_by_location', project: 'record' } as const;

const gateway = defineEndpoints(
  { area: 'onboarding', api: 'backoffice' },
  {
    // ------------------------------------------------------------ queues and counts
    listQueue: {
      method: 'GET',
      path: '/spe-view-pre-account/v2/view/all/status',
      summary: 'Pre-accounts of a queue (status list), oldest registration first',
      query: preAccountListQuerySchema,
      responses: { 200: preAccountPageSchema },
      policy: { ...QUEUE_LIST, personalData: applicantData },
    },
    listRestricted: {
      method: 'GET',
      path: '/spe-n-open-account/v1/pre-account/all/paginated',
      summary: 'Applicants held back by the positive list or a location restriction',
      query: restrictedListQuerySchema,
      responses: { 200: preAccountPageSchema },
      policy: { permission: RESTRICTED, project: 'caller', personalData: applicantData },
    },
    listApproved: {
      method: 'GET',
      path: '/spe-n-onboarding/v1/approved-accounts',
      summary: 'Approved accounts ({ data, meta.totalCount })',
      query: approvedAccountsQuerySchema,
      responses: { 200: approvedAccountsPageSchema },
      policy: { permission: 'view_approved_records', project: 'caller', personalData: applicantData },
    },
    countByStatus: {
      method: 'POST',
      path: '/spe-view-pre-account/v1/view/count/status',
      summary: 'How many pre-accounts per status (first item: all of them)',
      body: countByStatusBodySchema,
      responses: { 200: countByStatusSchema },
      policy: QUEUE_LIST,
    },
    countByRisk: {
      method: 'POST',
      path: '/spe-view-pre-account/v1/view/count/risk',
      summary: 'How many pre-accounts per risk level',
      body: countByRiskBodySchema,
      responses: { 200: countByRiskSchema },
      policy: QUEUE_LIST,
    },

    // ------------------------------------------------------------ the account review
    readPreAccount: {
      method: 'GET',
      path: '/spe-n-open-account/v1/pre-account/{id}',
      summary: 'Pre-account detail',
      params: idParams,
      responses: { 200: preAccountDetailSchema },
      policy: { ...REVIEW, personalData: applicantData },
    },
    decide: {
      method: 'PUT',
      path: '/spe-n-open-account/v1/analysis/{id}',
      summary: 'Decide on a pre-account: send to analysis, resend, approve, reprove, assign or release',
      params: idParams,
      body: analysisBodySchema,
      responses: { 200: preAccountDetailSchema },
      // Approving a high-risk applicant waits for a second person (rule `onboarding.approve_high_risk`).
      policy: {
        ...REVIEW,
        approval: { action: 'onboarding.approve_high_risk', tableContext: 'pre_account' },
        personalData: applicantData,
      },
    },
    sendBack: {
      method: 'PUT',
      path: '/spe-n-open-account/v1/pre-account/{id}/dynamic-fields',
      summary: 'Send the account back to the applicant with the fields to correct',
      params: idParams,
      body: dynamicFieldsBodySchema,
      responses: { 200: preAccountDetailSchema },
      policy: { ...REVIEW, personalData: applicantData },
    },

    // ------------------------------------------------------------ documents
    listDocuments: {
      method: 'GET',
      path: '/spe-view-pre-account/v1/uploads/{id}/complete',
      summary: 'Documents of a pre-account',
      params: idParams,
      responses: { 200: z.array(accountDocumentSchema) },
      policy: REVIEW,
    },
    readDocumentImage: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/image/document/{uuid}/of-pre-account/{accountID}',
      summary: 'Image of a document',
      params: imageParams,
      responses: { 200: z.unknown().describe('The image or PDF, in its own type') },
      file: { mediaTypes: DOCUMENT_IMAGE_TYPES },
      policy: REVIEW,
    },
    listDeletedDocuments: {
      method: 'GET',
      path: '/spe-view-pre-account/v1/uploads/{id}/deleted',
      summary: 'Deleted documents of a pre-account',
      params: idParams,
      responses: { 200: z.array(accountDocumentSchema) },
      policy: REVIEW,
    },
    readDeletedDocumentImage: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/image/document/{uuid}/of-pre-account/{accountID}/deleted',
      summary: 'Image of a deleted document',
      params: imageParams,
      responses: { 200: z.unknown().describe('The image or PDF, in its own type') },
      file: { mediaTypes: DOCUMENT_IMAGE_TYPES },
      policy: REVIEW,
    },
    changeDocumentStatus: {
      method: 'PUT',
      path: '/spe-n-open-account/v1/uploads/{uuidAccount}/status',
      summary: "Change a document's review status",
      params: z.object({ uuidAccount: uuid() }),
      body: documentStatusBodySchema,
      responses: { 200: documentStatusResultSchema },
      policy: REVIEW,
    },
    commentDocument: {
      method: 'POST',
      path: '/spe-n-open-account/v1/uploads/{accountID}/of-upload/{uuid}/comments/',
      summary: 'Comment on a document',
      params: imageParams,
      body: documentCommentBodySchema,
      responses: { 200: documentResult },
      policy: REVIEW,
    },
    uploadDocument: {
      method: 'PUT',
      path: '/spe-n-open-account-upload/v1/upload/{id}',
      summary: 'Upload a document of a pre-account (replaces the live one of its type)',
      params: idParams,
      body: documentUploadBodySchema,
      responses: { 200: z.object({ uuid: uuid(), statusCode: z.number().int() }) },
      policy: REVIEW,
    },
    deleteDocument: {
      method: 'PUT',
      path: '/spe-n-open-account-upload/v1/upload/{id}/deleted',
      summary: 'Delete a document (kept among the deleted ones)',
      params: idParams,
      responses: { 200: documentResult },
      policy: REVIEW,
    },

    // ------------------------------------------------------------ the payment account
    readAccount: {
      method: 'GET',
      path: '/spe-view-n-account/v1/personal-data/account-payment/{accountId}',
      summary: 'Personal data of a payment account',
      params: accountParams,
      responses: { 200: accountInfoSchema },
      policy: { ...REVIEW, personalData: holderData },
    },
    readClosedAccount: {
      method: 'GET',
      path: '/spe-n-backoffice/v1/closed-account-management/general-account-information/uac/{id}/uwl/{wlId}',
      summary: 'General information of a closed account',
      params: closedParams,
      responses: { 200: accountInfoSchema },
      policy: { permission: CLOSED, project: 'record', personalData: holderData },
    },
    readClosedStatement: {
      method: 'GET',
      path: '/spe-n-backoffice/v1/closed-account-management/account-statement/uac/{id}/uwl/{wlId}',
      summary: 'Statement of a closed account for a period',
      params: closedParams,
      query: statementQuerySchema,
      responses: { 200: statementSchema },
      policy: { permission: CLOSED, project: 'record' },
    },
    readStatement: {
      method: 'GET',
      path: '/spe-j-funds/api/statement/white-label/{wlId}/account-payment/{id}',
      summary: 'Statement of an account for a period',
      params: wlAccountParams,
      query: statementQuerySchema,
      responses: { 200: statementSchema },
      policy: REVIEW,
    },
    readLimits: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/limit-rate/white-label/{wlId}/account-payment/{id}',
      summary: 'Limits history of an account',
      params: wlAccountParams,
      responses: { 200: limitHistorySchema },
      policy: REVIEW,
    },
    sendSmsCode: {
      method: 'GET',
      path: '/spe-n-backoffice/v1/generate/sms/wl/{wlId}/ap/{accountId}',
      summary: "Send a six-digit code to the account's phone (SMS outbox locally)",
      params: z.object({ wlId: uuid(), accountId: uuid() }),
      query: z.object({ userId: z.string().max(120).optional() }),
      responses: { 200: smsSendResponseSchema },
      policy: REVIEW,
    },
    checkSmsCode: {
      method: 'GET',
      path: '/spe-n-backoffice/v1/wl/{wlId}/ap/{accountId}/code/{code}',
      summary: 'Check the code the account holder read out',
      params: z.object({ wlId: uuid(), accountId: uuid(), code: smsCodeSchema }),
      responses: { 200: smsCheckResponseSchema },
      policy: REVIEW,
    },
    migrateAccount: {
      method: 'PUT',
      path: '/spe-j-account-migration/v1/submit/uuid-account-payment/{accountId}',
      summary: 'Submit an onboarding-light account for the standard onboarding',
      params: accountParams,
      responses: { 200: migrationResultSchema },
      policy: { permission: 'view_onboarding_records', project: 'record' },
    },
    transferRemainingBalance: {
      method: 'POST',
      path: '/spe-n-backoffice/v1/transaction-schedules',
      summary: "Transfer a closed account's remaining balance to the holder's account (once per requestId)",
      body: remainingBalanceBodySchema,
      responses: { 200: remainingBalanceResultSchema },
      // Money leaves the institution: a one-time code is asked though the table does not (ADR 0210).
      policy: { permission: CLOSED, project: 'record', otp: true },
    },

    // ------------------------------------------------------------ positive list and location
    readPositiveList: {
      method: 'GET',
      path: '/spe-j-positive-list/v1/white-label/{id}',
      summary: 'Whether the white label restricts onboarding to its positive list',
      params: wlParams,
      responses: { 200: positiveListStatusSchema },
      policy: POSITIVE,
    },
    togglePositiveList: {
      method: 'PUT',
      path: '/spe-j-positive-list/v1/white-label/{id}',
      summary: 'Turn the positive-list restriction on or off',
      params: wlParams,
      body: positiveListToggleBodySchema,
      responses: { 200: positiveListStatusSchema },
      policy: POSITIVE,
    },
    listLocationRestrictions: {
      method: 'GET',
      path: '/spe-n-backoffice/v1/onboarding-restriction-by-location/white-label/{id}',
      summary: 'Location restrictions of a white label',
      params: wlParams,
      responses: { 200: z.array(locationRestrictionSchema) },
      policy: LOCATION,
    },
    createLocationRestriction: {
      method: 'POST',
      path: '/spe-n-backoffice/v1/onboarding-restriction-by-location',
      summary: 'Restrict onboarding in a state, or a city of a state',
      body: locationRestrictionBodySchema,
      responses: { 200: locationRestrictionSchema },
      policy: LOCATION,
    },
    updateLocationRestriction: {
      method: 'PUT',
      path: '/spe-n-backoffice/v1/onboarding-restriction-by-location/{uuidRestrict}',
      summary: 'Change a location restriction',
      params: restrictionParams,
      body: locationRestrictionUpdateSchema,
      responses: { 200: locationRestrictionSchema },
      policy: LOCATION,
    },
    deleteLocationRestriction: {
      method: 'DELETE',
      path: '/spe-n-backoffice/v1/onboarding-restriction-by-location/{uuidRestrict}',
      summary: 'Remove a location restriction',
      params: restrictionParams,
      responses: { 200: z.object({ deleted: z.boolean() }) },
      policy: LOCATION,
    },
    readLocationMetrics: {
      method: 'GET',
      path: '/spe-n-backoffice/v1/metrics/location/active-and-restricted-accounts/{id}',
      summary: 'Active and restricted accounts per state',
      params: wlParams,
      responses: { 200: locationMetricsSchema },
      policy: LOCATION,
    },
  },
);

const main = defineEndpoints(
  { area: 'onboarding', api: 'main' },
  {
    takeNextCase: {
      method: 'POST',
      path: '/v1/onboarding/next-case',
      summary: "Take the queue's oldest case nobody holds (assigned to the caller)",
      body: z.object({ queue: z.enum(Object.keys(ONBOARDING_QUEUES) as [keyof typeof ONBOARDING_QUEUES]) }),
      responses: { 200: z.object({ uuid: uuid() }) },
      policy: QUEUE_LIST,
    },
    listBlocked: {
      method: 'GET',
      path: '/v1/onboarding/blocked-accounts',
      summary: 'Blocked accounts, most recently blocked first',
      query: z.object(pageQuery),
      responses: { 200: gatewayPagedSchema(blockedAccountSchema) },
      policy: { permission: RESTRICTED, project: 'caller', personalData: holderData },
    },
    unblockAccount: {
      method: 'PUT',
      path: '/v1/onboarding/blocked-accounts/{accountId}/unblock',
      summary: 'Unblock an account, with the reason',
      params: accountParams,
      body: z.object({ reason: z.string().trim().min(1, 'Informe o motivo.').max(500) }),
      responses: { 200: z.object({ unblocked: z.boolean() }) },
      policy: { permission: RESTRICTED, project: 'record' },
    },
    listClosed: {
      method: 'GET',
      path: '/v1/onboarding/closed-accounts',
      summary: 'Closed accounts with their remaining balance, oldest registration first',
      query: closedAccountListQuerySchema,
      responses: { 200: closedAccountPageSchema },
      policy: { permission: CLOSED, project: 'caller', personalData: holderData },
    },
    blacklistAccount: {
      method: 'POST',
      path: '/v1/onboarding/accounts/{accountId}/blacklist',
      summary: 'Block an account with a block reason and put its document on the blacklist',
      params: accountParams,
      body: accountBlacklistBodySchema,
      responses: { 200: accountBlacklistResultSchema, 409: errorBodySchema },
      policy: { permission: 'manage_restrictive_list', project: 'record' },
    },
    listPositiveEntries: {
      method: 'GET',
      path: '/v1/onboarding/positive-list/{id}/entries',
      summary: 'Documents on the positive list, newest first',
      params: wlParams,
      query: z.object({ ...pageQuery, search: z.string().trim().max(120).optional() }),
      responses: { 200: gatewayPagedSchema(positiveListEntrySchema) },
      policy: { ...POSITIVE, personalData: positiveData },
    },
    addPositiveEntry: {
      method: 'POST',
      path: '/v1/onboarding/positive-list/{id}/entries',
      summary: 'Add a document to the positive list',
      params: wlParams,
      body: z.object({ document: z.string().max(40), name: z.string().max(200) }),
      responses: { 200: positiveListEntrySchema },
      policy: { ...POSITIVE, personalData: positiveData },
    },
    removePositiveEntry: {
      method: 'DELETE',
      path: '/v1/onboarding/positive-list/{id}/entries/{entry}',
      summary: 'Remove a document from the positive list',
      params: wlParams.extend({ entry: uuid() }),
      responses: { 200: z.object({ removed: z.boolean() }) },
      policy: POSITIVE,
    },
    positiveListModel: {
      method: 'GET',
      path: '/v1/onboarding/positive-list/model',
      summary: 'The positive-list spreadsheet model (Baixar Modelo)',
      responses: { 200: z.unknown().describe('XLSX file') },
      file: { contentType: XLSX },
      policy: { ...POSITIVE, project: 'none' },
    },
    exportPositiveList: {
      method: 'GET',
      path: '/v1/onboarding/positive-list/{id}/export',
      summary: 'The positive list as a spreadsheet (Exportar)',
      params: wlParams,
      responses: { 200: z.unknown().describe('XLSX file') },
      file: { contentType: XLSX },
      policy: POSITIVE,
    },
    checkPositiveFile: {
      method: 'POST',
      path: '/v1/onboarding/positive-list/{id}/imports',
      summary: 'Check an uploaded positive-list file row by row (nothing applied yet)',
      params: wlParams,
      body: z.object({
        fileName: z.string().trim().min(1).max(200),
        fileBase64: z.string().min(4).max(14_000_000),
      }),
      responses: { 200: positiveListImportSchema },
      policy: { ...POSITIVE, personalData: positiveData },
    },
    processPositiveFile: {
      method: 'POST',
      path: '/v1/onboarding/positive-list/imports/{importId}/process',
      summary: 'Apply the accepted rows of a checked file (Processar)',
      params: z.object({ importId: uuid() }),
      responses: { 200: positiveListImportSchema },
      policy: { ...POSITIVE, personalData: positiveData },
    },
  },
);

/** Every onboarding operation by name, whichever API serves it (`onboarding.decide`). */
export const onboarding = Object.freeze({ ...gateway, ...main });
