/**
 * Receivables under `/api`: the financial receivables (2nd doc §3, §7: list with sum, block,
 * unblock, manual adjustment, adjustments, export) and the receivable registry (spec core §3.1,
 * §7.3: receivable units with their installments, detail and timeline, their payments, contract
 * effects, disputes and the reconciliation with the registry). A manual adjustment moves money:
 * it needs an `Idempotency-Key`.
 */
import { z } from 'zod';
import { defineEndpoints } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from './downloads.ts';
import {
  adjustDetailsQuerySchema,
  adjustDetailsSchema,
  conciliationListQuerySchema,
  conciliationListResponseSchema,
  conciliationRunSchema,
  contractEffectDetailSchema,
  contractEffectListQuerySchema,
  contractEffectListResponseSchema,
  disputeCreateSchema,
  disputeListQuerySchema,
  disputeListResponseSchema,
  disputeSchema,
  manualAdjustSchema,
  pageOnlyQuerySchema,
  receivableBlockResultSchema,
  receivableBlockSchema,
  receivableFiltersSchema,
  receivableListQuerySchema,
  receivableListResponseSchema,
  receivableSchema,
  receivableUnblockSchema,
  receivableUnitDetailSchema,
  receivableUnitListQuerySchema,
  receivableUnitListResponseSchema,
  receivableUnitSchema,
  receivableUnitUpdateSchema,
  unitInstallmentListResponseSchema,
  unitPaymentListQuerySchema,
  unitPaymentListResponseSchema,
  unitPaymentSchema,
} from './receivables.ts';

const idParams = z.object({ id: zRecordId() });
const urIdParams = z.object({ urId: zRecordId() });
const projectList = { query: 'project' } as const;
const READ = { permission: 'read_transactions', project: 'record' } as const;
const READ_LIST = { permission: 'read_transactions', project: projectList } as const;
const MANAGE = { permission: 'manage_receivable_disputes', project: 'record' } as const;
/**
 * The CPF/CNPJ of a unit's holder and final receiver, of a contract effect's beneficiary, of a
 * dispute's counterpart and of a timeline event are masked for staff without reveal_personal_data.
 */
const personalData = {
  fields: {
    holder_document: 'document',
    receiving_end_user_document: 'document',
    beneficiary_doc: 'document',
    counterpart_document: 'document',
    // The document a unit's timeline event concerns.
    document: 'document',
  },
} as const;
const READ_PERSONAL = { ...READ, personalData } as const;
const READ_LIST_PERSONAL = { ...READ_LIST, personalData } as const;
const unitInstallments = {
  summary: "A receivable unit's installments (receivables)",
  params: urIdParams,
  query: pageOnlyQuerySchema,
  responses: { 200: unitInstallmentListResponseSchema },
  policy: READ,
} as const;

export const receivables = defineEndpoints(
  { area: 'receivables', api: 'main' },
  {
    // ------------------------------------------------------------ financial receivables
    listReceivables: {
      method: 'GET',
      path: '/v1/financial/receivable',
      summary:
        'Receivables (one per installment): every filter, 10 per page by transaction id, total and sum',
      query: receivableListQuerySchema,
      responses: { 200: receivableListResponseSchema },
      policy: READ_LIST,
    },
    blockReceivables: {
      method: 'POST',
      path: '/v1/financial/block',
      summary: 'Block a selection of receivables with a block type and description',
      body: receivableBlockSchema,
      responses: { 200: receivableBlockResultSchema },
      policy: { permission: 'block_receivables', project: 'record' },
    },
    unblockReceivables: {
      method: 'POST',
      path: '/v1/financial/unblock',
      summary: 'Unblock a selection of receivables, with the reason (reason_code, reason_comment)',
      body: receivableUnblockSchema,
      responses: { 200: receivableBlockResultSchema },
      // Releasing money asks for as much as holding it: a reason, kept in each audit row.
      policy: { permission: 'block_receivables', project: 'record', reason: {} },
    },
    adjustReceivable: {
      method: 'POST',
      path: '/v1/financial/manualadjust',
      summary: 'Manual adjustment of a receivable (credit or debit in cents) with a reason',
      body: manualAdjustSchema,
      responses: { 200: receivableSchema },
      policy: {
        permission: 'adjust_receivables',
        project: 'record',
        otp: true,
        idempotency: 'required',
        // Above the rule's amount (what one person adjusts in a day, debits and credits alike)
        // a second person decides (ADR 0720, 0721).
        approval: {
          action: 'receivable.adjust',
          tableContext: 'receivable',
          recordField: 'financial_id',
          amountField: 'amount',
        },
      },
    },
    readAdjustments: {
      method: 'GET',
      path: '/v1/financial/adjust/{financial_id}',
      summary: "A receivable's adjustments; paid=true: the automatic ones applied at payment",
      params: z.object({ financial_id: zRecordId() }),
      query: adjustDetailsQuerySchema,
      responses: { 200: adjustDetailsSchema },
      policy: READ,
    },
    exportReceivables: {
      method: 'GET',
      path: '/v1/financial/receivable/export/{format}',
      summary: 'Receivables as CSV or XLSX, streamed; large results become a background export job',
      params: z.object({ format: exportFormatSchema }),
      query: z.intersection(receivableFiltersSchema, exportQuerySchema),
      responses: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
      file: {},
      policy: { permission: 'export_receivables', project: projectList },
    },

    // ------------------------------------------------------------ receivable units (registry)
    listUnits: {
      method: 'GET',
      path: '/v1/receivable_unit',
      summary: 'Receivable units (UR): holder, arrangement, settlement day, sync status',
      query: receivableUnitListQuerySchema,
      responses: { 200: receivableUnitListResponseSchema },
      policy: READ_LIST_PERSONAL,
    },
    readUnitDetail: {
      method: 'GET',
      path: '/v1/receivable_unit/{id}/detailed',
      summary: 'Receivable unit with contract effects, disputes and timeline',
      params: idParams,
      responses: { 200: receivableUnitDetailSchema },
      policy: READ_PERSONAL,
    },
    listUnitInstallments: {
      method: 'GET',
      path: '/v1/receivable_unit/{urId}/installments',
      ...unitInstallments,
    },
    /** The same installments under the registry's path (with its trailing slash). */
    listRegistryUnitInstallments: {
      method: 'GET',
      path: '/v1/cerc_ur/{urId}/installments/',
      ...unitInstallments,
    },
    readRegistryUnit: {
      method: 'GET',
      path: '/v1/cerc_ur/{id}',
      summary: 'Receivable unit (registry view)',
      params: idParams,
      responses: { 200: receivableUnitSchema },
      policy: READ_PERSONAL,
    },
    resendUnit: {
      method: 'PUT',
      path: '/v1/cerc_ur/{id}/detailed',
      summary: 'Send a receivable unit to the registry again (update, write-off or re-creation)',
      params: idParams,
      body: receivableUnitUpdateSchema,
      responses: { 200: receivableUnitSchema },
      policy: { ...MANAGE, personalData },
    },

    // ------------------------------------------------------------ receivable-unit payments
    listUnitPayments: {
      method: 'GET',
      path: '/v1/cerc_ur_payment',
      summary: 'Receivable-unit payments: to the holder or to a contract-effect beneficiary',
      query: unitPaymentListQuerySchema,
      responses: { 200: unitPaymentListResponseSchema },
      policy: READ_LIST_PERSONAL,
    },
    readUnitPayment: {
      method: 'GET',
      path: '/v1/cerc_ur_payment/{id}',
      summary: 'Receivable-unit payment',
      params: idParams,
      responses: { 200: unitPaymentSchema },
      policy: READ_PERSONAL,
    },
    listUnitPaymentInstallments: {
      method: 'GET',
      path: '/v1/cerc_ur_payment/{id}/installments',
      summary: "The installments of a receivable-unit payment's unit",
      params: idParams,
      query: pageOnlyQuerySchema,
      responses: { 200: unitInstallmentListResponseSchema },
      policy: READ,
    },

    // ------------------------------------------------------------ contract effects
    listContractEffects: {
      method: 'GET',
      path: '/v1/contract_effect',
      summary: 'Contract effects (deprecated ones only when asked for)',
      query: contractEffectListQuerySchema,
      responses: { 200: contractEffectListResponseSchema },
      policy: READ_LIST_PERSONAL,
    },
    readContractEffect: {
      method: 'GET',
      path: '/v1/contract_effect/{id}',
      summary: "Contract effect with its unit's installments",
      params: idParams,
      responses: { 200: contractEffectDetailSchema },
      policy: READ_PERSONAL,
    },

    // ------------------------------------------------------------ disputes
    listReceivedDisputes: {
      method: 'GET',
      path: '/v1/cerc_dispute/received',
      summary: 'Disputes received from counterparts',
      query: disputeListQuerySchema,
      responses: { 200: disputeListResponseSchema },
      policy: READ_LIST_PERSONAL,
    },
    listOpenedDisputes: {
      method: 'GET',
      path: '/v1/cerc_dispute/opened',
      summary: 'Disputes opened by staff',
      query: disputeListQuerySchema,
      responses: { 200: disputeListResponseSchema },
      policy: READ_LIST_PERSONAL,
    },
    openDispute: {
      method: 'POST',
      path: '/v1/cerc_dispute',
      summary: 'Open a dispute on a receivable unit',
      body: disputeCreateSchema,
      responses: { 200: disputeSchema },
      policy: { ...MANAGE, personalData },
    },

    // ------------------------------------------------------------ reconciliation
    listConciliation: {
      method: 'GET',
      path: '/v1/cerc_conciliation',
      summary: 'Differences between the platform and the registry found by the latest reconciliation',
      query: conciliationListQuerySchema,
      responses: { 200: conciliationListResponseSchema },
      policy: READ_LIST,
    },
    runConciliation: {
      method: 'POST',
      path: '/v1/cerc_conciliation/run',
      summary: 'Queue a reconciliation with the registry now (it also runs every day)',
      responses: { 202: conciliationRunSchema },
      // One reconciliation of the whole registry, whichever project the caller works in.
      policy: { ...MANAGE, project: 'none' },
    },
  },
);
