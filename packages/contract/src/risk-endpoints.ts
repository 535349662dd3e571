/**
 * Risk and banking operations under `/gateway` (2nd doc §3, §5, §7; core §7.11): the older
 * blacklist and the blacklist manager with their history, the transaction analysis queue,
 * declined and scheduled transactions, payment accounts and fee baskets.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { gatewayPagedSchema } from './common/pagination.ts';
import {
  analysisDecisionSchema,
  analysisQuerySchema,
  balanceSchema,
  basketAccountBodySchema,
  basketAccountHistorySchema,
  basketDetailsSchema,
  basketOperationSchema,
  basketOperationUpdateSchema,
  basketResumeSchema,
  basketSchema,
  blacklistCreateSchema,
  blacklistDeleteSchema,
  blacklistEntrySchema,
  blacklistHistoryQuerySchema,
  blacklistHistorySchema,
  blacklistManagementBodySchema,
  blacklistManagementDeleteSchema,
  blacklistManagementQuerySchema,
  blacklistManagementSchema,
  blacklistQuerySchema,
  clientSchema,
  clientsQuerySchema,
  declinedMetricsQuerySchema,
  declinedMetricsSchema,
  declinedParamsSchema,
  declinedTransactionSchema,
  riskAccountSchema,
  scheduledMetricsQuerySchema,
  scheduledMetricsSchema,
  scheduledQuerySchema,
  scheduledTransactionSchema,
  transactionAnalysisSchema,
  transactionTypeOptionSchema,
} from './risk.ts';

const uuidParams = z.object({ uuid: z.string().uuid() });
const idParams = z.object({ id: z.string().uuid() });
const savedEntry = z.object({ message: z.string(), data: blacklistManagementSchema });
const saved = { 200: savedEntry, 409: errorBodySchema };

/** Both blacklists are one list for the whole platform. */
const BLACKLIST = { permission: 'manage_restrictive_list', project: 'none' } as const;
/** The manager demands the exact permission (no prefix, no bypass), as its menu entry does. */
const MANAGER = { ...BLACKLIST, explicit: true } as const;
const ANALYSIS = 'access_transaction_management';
const DECLINED = 'access_rejected_transactions';
const SCHEDULED = 'access_scheduled_transactions';
const FEES = 'manage_fees_and_rates';
/**
 * The calls of an account's Baskets tab are open to whoever reads the account (any onboarding
 * queue) besides fee managers (ADR 261): the handler checks one of those grants.
 */
const BASKET_READERS = { permission: null, project: 'record' } as const;

const MANAGER_PATH = '/spe-n-blacklist/v1/blacklist/management';

/** A restrictive list's documents. */
const listedDocument = { fields: { document: 'document' } } as const;
/** A managed list entry's document. */
const managedDocument = { fields: { documentNumber: 'document' } } as const;
/** The counterpart of an analysed transaction. */
const counterpartData = { fields: { counterpartDocument: 'document' } } as const;
/** A white-label account's holder document and account number. */
const accountData = { fields: { document: 'document', accountNumber: 'bank_account' } } as const;

export const risk = defineEndpoints(
  { area: 'risk', api: 'backoffice' },
  {
    // ------------------------------------------------------------ older blacklist
    listBlacklist: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/blacklist',
      summary: 'Older blacklist, newest first (name contains, document digits prefix)',
      query: blacklistQuerySchema,
      responses: { 200: gatewayPagedSchema(blacklistEntrySchema) },
      policy: { ...BLACKLIST, personalData: listedDocument },
    },
    addBlacklistEntry: {
      method: 'POST',
      path: '/spe-n-backoffice/v1/blacklist',
      summary: 'Add a name and document to the older blacklist',
      body: blacklistCreateSchema,
      responses: { 200: blacklistEntrySchema, 409: errorBodySchema },
      policy: { ...BLACKLIST, personalData: listedDocument },
    },
    removeBlacklistEntry: {
      method: 'DELETE',
      path: '/spe-n-backoffice/v1/blacklist',
      summary: 'Remove an entry of the older blacklist by document (or id), in the query or the body',
      query: blacklistDeleteSchema,
      body: blacklistDeleteSchema.nullish(),
      responses: { 200: blacklistEntrySchema },
      policy: { ...BLACKLIST, personalData: listedDocument },
    },

    // ------------------------------------------------------------ blacklist manager
    listManagedEntries: {
      method: 'GET',
      path: MANAGER_PATH,
      summary: 'Blacklist manager entries in force, newest first',
      query: blacklistManagementQuerySchema,
      responses: { 200: gatewayPagedSchema(blacklistManagementSchema) },
      policy: { ...MANAGER, personalData: managedDocument },
    },
    createManagedEntry: {
      method: 'POST',
      path: MANAGER_PATH,
      summary: 'Add an entry (fullName, documentNumber, temporary with its expiry)',
      body: blacklistManagementBodySchema,
      responses: saved,
      policy: { ...MANAGER, personalData: managedDocument },
    },
    updateManagedEntryByBody: {
      method: 'PUT',
      path: MANAGER_PATH,
      summary: 'Update the entry named by the body uuid (without it: UUID é obrigatório para atualização)',
      body: blacklistManagementBodySchema,
      responses: saved,
      policy: { ...MANAGER, personalData: managedDocument },
    },
    removeManagedEntryByQuery: {
      method: 'DELETE',
      path: MANAGER_PATH,
      summary: 'Remove the entry named by the uuid in the query or the body',
      query: blacklistManagementDeleteSchema,
      body: blacklistManagementDeleteSchema.nullish(),
      responses: saved,
      policy: { ...MANAGER, personalData: managedDocument },
    },
    readManagedEntry: {
      method: 'GET',
      path: `${MANAGER_PATH}/{uuid}`,
      summary: 'One entry in force',
      params: uuidParams,
      responses: { 200: blacklistManagementSchema },
      policy: { ...MANAGER, personalData: managedDocument },
    },
    updateManagedEntryByPost: {
      method: 'POST',
      path: `${MANAGER_PATH}/{uuid}`,
      summary: 'Update an entry (fullName, documentNumber, temporary with its expiry)',
      params: uuidParams,
      body: blacklistManagementBodySchema,
      responses: saved,
      policy: { ...MANAGER, personalData: managedDocument },
    },
    updateManagedEntry: {
      method: 'PUT',
      path: `${MANAGER_PATH}/{uuid}`,
      summary: 'Update an entry (fullName, documentNumber, temporary with its expiry)',
      params: uuidParams,
      body: blacklistManagementBodySchema,
      responses: saved,
      policy: { ...MANAGER, personalData: managedDocument },
    },
    removeManagedEntry: {
      method: 'DELETE',
      path: `${MANAGER_PATH}/{uuid}`,
      summary: 'Remove an entry',
      params: uuidParams,
      responses: saved,
      policy: { ...MANAGER, personalData: managedDocument },
    },
    listBlacklistHistory: {
      method: 'GET',
      path: '/spe-n-backoffice/v1/history',
      summary: 'Changes of both blacklists (who, when, before and after), newest first',
      query: blacklistHistoryQuerySchema,
      responses: { 200: gatewayPagedSchema(blacklistHistorySchema) },
      policy: { ...BLACKLIST, personalData: listedDocument },
    },

    // ------------------------------------------------------------ transaction analysis
    listAnalyses: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/transaction-analysis',
      summary:
        'Transactions held for analysis, oldest first (array filters repeated; assignedTo me, none or a username)',
      query: analysisQuerySchema,
      responses: { 200: gatewayPagedSchema(transactionAnalysisSchema) },
      policy: { permission: ANALYSIS, project: 'caller', personalData: counterpartData },
    },
    takeNextAnalysis: {
      method: 'POST',
      path: '/spe-n-backoffice/v1/transaction-analysis/next',
      summary: 'Take the oldest pending, unassigned transaction',
      responses: { 200: transactionAnalysisSchema },
      policy: { permission: ANALYSIS, project: 'caller', personalData: counterpartData },
    },
    sendAnalysis: {
      method: 'POST',
      path: '/spe-n-backoffice/v1/transaction-analysis/{uuid}',
      summary: 'Send the analysis: approve or decline with a reason, or take or release the transaction',
      params: uuidParams,
      body: analysisDecisionSchema,
      responses: { 200: transactionAnalysisSchema, 409: errorBodySchema },
      policy: { permission: ANALYSIS, project: 'record', personalData: counterpartData },
    },

    // ------------------------------------------------------------ declined transactions
    listDeclined: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/transaction-refused/white-label/{wl}/account-payment/{ap}/start/{start}/end/{end}',
      summary:
        "Declined transactions of one account in a period (all four required, none 'all'), newest first",
      params: declinedParamsSchema,
      responses: { 200: z.array(declinedTransactionSchema) },
      policy: { permission: DECLINED, project: 'record' },
    },
    declinedMetrics: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/declined-transactions/metrics',
      summary: 'Count and amount of declined transactions by reason and by type',
      query: declinedMetricsQuerySchema,
      responses: { 200: declinedMetricsSchema },
      policy: { permission: DECLINED, project: 'caller' },
    },

    // ------------------------------------------------------------ scheduled transactions
    listScheduled: {
      method: 'GET',
      path: '/spe-j-transaction-scheduling/v1/all',
      summary: "Scheduled transactions by execution date ('all' or blank filters are ignored)",
      query: scheduledQuerySchema,
      responses: { 200: gatewayPagedSchema(scheduledTransactionSchema) },
      policy: { permission: SCHEDULED, project: 'caller' },
    },
    scheduledMetrics: {
      method: 'GET',
      path: '/spe-j-transaction-scheduling/v1/transaction-metrics',
      summary:
        'Count and amount of scheduled transactions by status and type (white label key uuidWhitelabel)',
      query: scheduledMetricsQuerySchema,
      responses: { 200: scheduledMetricsSchema },
      policy: { permission: SCHEDULED, project: 'caller' },
    },
    transactionTypeOptions: {
      method: 'GET',
      path: '/spe-j-transaction-scheduling/v1/transaction-types/options',
      summary: "Transaction types (the console adds the 'Todos' entry)",
      responses: { 200: z.array(transactionTypeOptionSchema) },
      policy: { permission: SCHEDULED, project: 'none' },
    },

    // ------------------------------------------------------------ payment accounts
    listWhiteLabelAccounts: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/accounts/white-label/{id}',
      summary: 'Payment accounts of a white label, by name',
      params: idParams,
      responses: { 200: z.array(riskAccountSchema) },
      policy: { permission: DECLINED, project: 'record', personalData: accountData },
    },
    listClients: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/all-clients',
      summary: 'Payment accounts in scope (at most 500, by name), optionally of one white label',
      query: clientsQuerySchema,
      responses: { 200: z.array(clientSchema) },
      policy: { permission: SCHEDULED, project: 'caller' },
    },
    checkBalance: {
      method: 'GET',
      path: '/spe-j-funds/api/check-balance/white-label/{id}/account-payment/{uuid}',
      summary: 'Balance of an account (settled Pix credits minus debits, in cents)',
      params: z.object({ id: z.string().uuid(), uuid: z.string().uuid() }),
      responses: { 200: balanceSchema },
      policy: { permission: ANALYSIS, project: 'record' },
    },

    // ------------------------------------------------------------ fee baskets
    listBaskets: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/basket/white-label/{id}',
      summary: 'Baskets of a white label',
      params: idParams,
      responses: { 200: z.array(basketSchema) },
      policy: BASKET_READERS,
    },
    listActiveBaskets: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/basket/white-label/{id}/actives',
      summary: 'Active baskets of a white label',
      params: idParams,
      responses: { 200: z.array(basketSchema) },
      policy: BASKET_READERS,
    },
    readBasketDetails: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/basket-details/basket/{id}',
      summary: 'A basket with its operations (values) and taxes (tax)',
      params: idParams,
      responses: { 200: basketDetailsSchema },
      policy: { permission: FEES, project: 'record' },
    },
    readBasketResume: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/basket-details-resume/basket/{id}',
      summary: 'Summary of a basket: operation and tax counts, monthly tax amount',
      params: idParams,
      responses: { 200: basketResumeSchema },
      policy: BASKET_READERS,
    },
    updateBasketOperation: {
      method: 'PUT',
      path: '/spe-view-n-backoffice/v1/basket-operation/{uuid}',
      summary: 'Edit a basket operation (amount in cents, free uses, frequency)',
      params: uuidParams,
      body: basketOperationUpdateSchema,
      responses: { 200: basketOperationSchema },
      policy: { permission: FEES, project: 'record' },
    },
    listAccountBasketHistory: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/history-basket-account/white-label/{wlId}/account-payment/{id}',
      summary: 'Baskets an account has held, newest first',
      params: z.object({ wlId: z.string().uuid(), id: z.string().uuid() }),
      responses: { 200: z.array(basketAccountHistorySchema) },
      policy: BASKET_READERS,
    },
    changeAccountBasket: {
      method: 'POST',
      path: '/spe-n-backoffice/v1/basket-account',
      summary: 'Put an account on an active basket of its white label (the previous one ends)',
      body: basketAccountBodySchema,
      responses: { 200: z.object({ uuidBasket: z.string().uuid(), changed: z.boolean() }) },
      policy: BASKET_READERS,
    },
  },
);
