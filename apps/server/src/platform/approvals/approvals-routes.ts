import {
  APPROVAL_STATUSES,
  type ApprovalRuleBody,
  approvalCountSchema,
  approvalListSchema,
  approvalRejectBodySchema,
  approvalRequestSchema,
  approvalRuleBodySchema,
  approvalRuleSchema,
  pendingApprovalsQuerySchema,
  pendingApprovalsSchema,
} from '@mentor/contract/approvals';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { booleanish, errorResponses, idParamSchema, lastPage, pageQuerySchema } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import {
  APPROVE_PERMISSION,
  approve,
  changeRule,
  currentRule,
  detailForUser,
  listForUser,
  loosensRule,
  pendingCountForUser,
  pendingOfRecord,
  reject,
  rules,
  withdraw,
} from './approvals-service.ts';

const responses = { ...errorResponses, 409: errorResponses[422] };
/** Personal data a pending change's before and after may hold (merchant, settlement, account). */
const PERSONAL = {
  fields: {
    cpf_cnpj: 'document',
    cpf: 'document',
    holder_document: 'document',
    account_number: 'bank_account',
    email: 'email',
    phone: 'phone',
  },
} as const;

/**
 * The approvals inbox (four eyes): pending changes of gated routes, decided by someone other
 * than their requester. Approving needs the approver's one-time code and applies the change;
 * rejecting needs a reason. Expiry is lazy: every read first closes what is past its time.
 */
export async function approvalsRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/approvals',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['approvals'],
        summary: 'Changes awaiting (or given) a second approval; `mine` lists the caller’s own requests',
        querystring: pageQuerySchema.extend({
          status: APPROVAL_STATUSES.schema.optional(),
          mine: booleanish.optional(),
        }),
        response: { 200: approvalListSchema, ...responses },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await listForUser(db, request, q);
      return { ...result, lastPage: lastPage(result.total, q.perPage) };
    },
  );

  app.get(
    '/api/v1/approvals/count',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['approvals'],
        summary: 'How many pending changes the caller could decide (top bar badge)',
        response: { 200: approvalCountSchema, ...responses },
      },
    },
    async (request) => ({ pending: await pendingCountForUser(db, request) }),
  );

  app.get(
    '/api/v1/approvals/rules',
    {
      config: { policy: { permission: APPROVE_PERMISSION } },
      schema: {
        tags: ['approvals'],
        summary: 'Which actions need approval, and above which amount',
        response: { 200: z.array(approvalRuleSchema), ...responses },
      },
    },
    async () => rules(db, app.approvalsConfig),
  );

  app.put(
    '/api/v1/approvals/rules/:action',
    {
      config: {
        policy: {
          permission: [APPROVE_PERMISSION, 'manage_roles'],
          otp: true,
          // Loosening a rule waits for a second person, like the changes the rule governs.
          approval: {
            action: 'approvals.rule',
            tableContext: 'approval_rule',
            recordParam: 'action',
            applies: async (_db, request) => {
              const { action } = request.params as { action: string };
              const before = await currentRule(db, app.approvalsConfig, action);
              return loosensRule(before, request.body as ApprovalRuleBody);
            },
            before: async (_db, request) =>
              currentRule(db, app.approvalsConfig, (request.params as { action: string }).action),
          },
        },
      },
      schema: {
        tags: ['approvals'],
        summary: 'Turn approval of an action on or off and set its amount threshold',
        params: z.object({ action: z.string().regex(/^[\w.-]{1,64}$/, 'Ação inválida') }),
        body: approvalRuleBodySchema,
        response: { 200: approvalRuleSchema, ...responses },
      },
    },
    async (request) => changeRule(db, app.approvalsConfig, request, request.params.action, request.body),
  );

  app.get(
    '/api/v1/approvals/pending',
    {
      config: { policy: { permission: null, personalData: PERSONAL } },
      schema: {
        tags: ['approvals'],
        summary: 'Changes of one record still awaiting approval (comma-separated history contexts)',
        querystring: pendingApprovalsQuerySchema,
        response: { 200: pendingApprovalsSchema, ...responses },
      },
    },
    async (request) => pendingOfRecord(db, request, request.query),
  );

  app.post(
    '/api/v1/approvals/:id/withdraw',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['approvals'],
        summary: 'Withdraw a pending change (its requester only); nothing is applied',
        params: idParamSchema,
        response: { 200: approvalRequestSchema, ...responses },
      },
    },
    async (request) => withdraw(db, request, request.params.id),
  );

  app.get(
    '/api/v1/approvals/:id',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['approvals'],
        summary: 'One pending change with its before and proposed after',
        params: idParamSchema,
        response: { 200: approvalRequestSchema, ...responses },
      },
    },
    async (request) => detailForUser(db, request, request.params.id),
  );

  app.post(
    '/api/v1/approvals/:id/approve',
    {
      config: { policy: { permission: APPROVE_PERMISSION, otp: true } },
      schema: {
        tags: ['approvals'],
        summary: 'Approve and apply a pending change (someone other than its requester)',
        params: idParamSchema,
        response: { 200: approvalRequestSchema, ...responses },
      },
    },
    async (request) => approve(db, request, request.params.id, app.gatedRoutes),
  );

  app.post(
    '/api/v1/approvals/:id/reject',
    {
      config: { policy: { permission: APPROVE_PERMISSION } },
      schema: {
        tags: ['approvals'],
        summary: 'Reject a pending change with a reason',
        params: idParamSchema,
        body: approvalRejectBodySchema,
        response: { 200: approvalRequestSchema, ...responses },
      },
    },
    async (request) => reject(db, request, request.params.id, request.body.reason),
  );
}
