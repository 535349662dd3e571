/**
 * The approvals inbox under `/api` (four eyes): pending changes of gated operations, decided by
 * someone other than their requester. Approving needs the approver's one-time code and applies
 * the change; rejecting needs a reason; loosening a rule waits for a second person too.
 */
import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  approvalCountSchema,
  approvalListSchema,
  approvalRejectBodySchema,
  approvalRequestSchema,
  approvalRuleBodySchema,
  approvalRuleSchema,
  pendingApprovalsQuerySchema,
  pendingApprovalsSchema,
} from './approvals.ts';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';

/** Who may decide a pending change (besides the permission of the change's own action). */
const APPROVE = 'approve_changes';

/** 'true'/'false'/'1'/'0' text or a boolean, as a flag arrives in a query string. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** The inbox's paged query: page, perPage (up to 1000), sortBy, sortDesc, status and `mine`. */
const approvalListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(1000).default(10),
  sortBy: z.string().max(64).optional(),
  sortDesc: flag.optional(),
  status: APPROVAL_STATUSES.schema.optional(),
  mine: flag.optional(),
});

const idParams = z.object({ id: zRecordId() });
const conflict = { 409: errorBodySchema };

/** Personal data a pending change's before and after may hold (merchant, settlement, account). */
const personalData = {
  fields: {
    cpf_cnpj: 'document',
    cpf: 'document',
    holder_document: 'document',
    account_number: 'bank_account',
    email: 'email',
    phone: 'phone',
  },
} as const;

export const approvals = defineEndpoints(
  { area: 'approvals', api: 'main' },
  {
    listApprovals: {
      method: 'GET',
      path: '/v1/approvals',
      summary: 'Changes awaiting (or given) a second approval; `mine` lists the caller’s own requests',
      query: approvalListQuerySchema,
      responses: { 200: approvalListSchema, ...conflict },
      policy: { permission: null, project: 'none' },
    },
    countPending: {
      method: 'GET',
      path: '/v1/approvals/count',
      summary: 'How many pending changes the caller could decide (top bar badge)',
      responses: { 200: approvalCountSchema, ...conflict },
      policy: { permission: null, project: 'none' },
    },
    listRules: {
      method: 'GET',
      path: '/v1/approvals/rules',
      summary: 'Which actions need approval, and above which amount',
      responses: { 200: z.array(approvalRuleSchema), ...conflict },
      policy: { permission: APPROVE, project: 'none' },
    },
    changeRule: {
      method: 'PUT',
      path: '/v1/approvals/rules/{action}',
      summary: 'Turn approval of an action on or off and set its amount threshold',
      params: z.object({ action: z.string().regex(/^[\w.-]{1,64}$/, 'Ação inválida') }),
      body: approvalRuleBodySchema,
      responses: { 200: approvalRuleSchema, ...conflict },
      policy: {
        permission: [APPROVE, 'manage_roles'],
        project: 'none',
        otp: true,
        // Loosening a rule waits for a second person, like the changes the rule governs.
        approval: { action: 'approvals.rule', tableContext: 'approval_rule', recordParam: 'action' },
      },
    },
    listPending: {
      method: 'GET',
      path: '/v1/approvals/pending',
      summary: 'Changes of one record still awaiting approval (comma-separated history contexts)',
      query: pendingApprovalsQuerySchema,
      responses: { 200: pendingApprovalsSchema, ...conflict },
      policy: { permission: null, project: 'none', personalData },
    },
    withdraw: {
      method: 'POST',
      path: '/v1/approvals/{id}/withdraw',
      summary: 'Withdraw a pending change (its requester only); nothing is applied',
      params: idParams,
      responses: { 200: approvalRequestSchema, ...conflict },
      policy: { permission: null, project: 'none' },
    },
    readApproval: {
      method: 'GET',
      path: '/v1/approvals/{id}',
      summary: 'One pending change with its before and proposed after',
      params: idParams,
      responses: { 200: approvalRequestSchema, ...conflict },
      policy: { permission: null, project: 'none' },
    },
    approve: {
      method: 'POST',
      path: '/v1/approvals/{id}/approve',
      summary: 'Approve and apply a pending change (someone other than its requester)',
      params: idParams,
      responses: { 200: approvalRequestSchema, ...conflict },
      policy: { permission: APPROVE, project: 'none', otp: true },
    },
    reject: {
      method: 'POST',
      path: '/v1/approvals/{id}/reject',
      summary: 'Reject a pending change with a reason',
      params: idParams,
      body: approvalRejectBodySchema,
      responses: { 200: approvalRequestSchema, ...conflict },
      policy: { permission: APPROVE, project: 'none' },
    },
  },
);
