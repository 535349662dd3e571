import { PRE_ACCOUNT_STATUS_GROUPS } from '@mentor/contract';
import {
  analysisBodySchema,
  approvedAccountsPageSchema,
  approvedAccountsQuerySchema,
  countByRiskBodySchema,
  countByRiskSchema,
  countByStatusBodySchema,
  countByStatusSchema,
  dynamicFieldsBodySchema,
  ONBOARDING_QUEUES,
  preAccountDetailSchema,
  preAccountListQuerySchema,
  preAccountPageSchema,
  restrictedListQuerySchema,
} from '@mentor/contract/onboarding';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { projectScope } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { countByRisk, countByStatus, listPreAccounts } from './pre-account-repository.ts';
import {
  assertStatusesVisible,
  type DecisionHooks,
  decide,
  isHighRiskApproval,
  readPreAccount,
  sendBack,
  takeNextCase,
} from './pre-account-service.ts';
import { pageOfPreAccounts } from './pre-account-view.ts';

const route = routesOf('onboarding');
const idParams = z.object({ id: z.string().uuid() });
const PERSONAL = { fields: { cpf: 'document', email: 'email', phone: 'phone' } } as const;

/** Pre-account queues, counts, the account review and its decisions (2nd doc §4, §7). */
export async function preAccountRoutes(app: App, { db }: AppDeps, hooks: DecisionHooks = {}): Promise<void> {
  app.get(
    '/gateway/spe-view-pre-account/v2/view/all/status',
    route(
      { permission: null, personalData: PERSONAL },
      {
        summary: 'Pre-accounts of a queue (status list), oldest registration first',
        querystring: preAccountListQuerySchema,
        response: { 200: preAccountPageSchema },
      },
    ),
    async (request) => {
      const q = request.query;
      assertStatusesVisible(request, q.status);
      const page = await listPreAccounts(
        db,
        { statuses: q.status, query: q, projectId: projectScope(request) },
        { page: q.page, limit: q.limit, sortBy: q.sortBy, sortOrder: q.sortOrder },
      );
      return pageOfPreAccounts(db, page, q.page, q.limit);
    },
  );

  app.get(
    '/gateway/spe-n-open-account/v1/pre-account/all/paginated',
    route(
      { permission: 'view_restricted_clients', personalData: PERSONAL },
      {
        summary: 'Applicants held back by the positive list or a location restriction',
        querystring: restrictedListQuerySchema,
        response: { 200: preAccountPageSchema },
      },
    ),
    async (request) => {
      const q = request.query;
      const page = await listPreAccounts(
        db,
        {
          restrictedOnly: true,
          restrictedBy: q.restrictedBy ?? null,
          search: q.filters,
          query: { uuidWhiteLabel: q.uuidWhiteLabel },
          projectId: projectScope(request),
        },
        { page: q.page, limit: q.limit, sortBy: q.sortBy, sortOrder: q.sortOrder },
      );
      return pageOfPreAccounts(db, page, q.page, q.limit);
    },
  );

  app.get(
    '/gateway/spe-n-onboarding/v1/approved-accounts',
    route(
      { permission: 'view_approved_records', personalData: PERSONAL },
      {
        summary: 'Approved accounts ({ data, meta.totalCount })',
        querystring: approvedAccountsQuerySchema,
        response: { 200: approvedAccountsPageSchema },
      },
    ),
    async (request) => {
      const q = request.query;
      const page = await listPreAccounts(
        db,
        { statuses: PRE_ACCOUNT_STATUS_GROUPS.approved, projectId: projectScope(request) },
        { page: q.page, limit: q.limit, sortBy: 'dateRegister', sortOrder: 'ASC' },
      );
      const { data } = await pageOfPreAccounts(db, page, q.page, q.limit);
      return { data, meta: { totalCount: page.total, page: q.page, limit: q.limit } };
    },
  );

  app.post(
    '/gateway/spe-view-pre-account/v1/view/count/status',
    route(null, {
      summary: 'How many pre-accounts per status (first item: all of them)',
      body: countByStatusBodySchema,
      response: { 200: countByStatusSchema },
    }),
    async (request) => {
      const b = request.body;
      assertStatusesVisible(request, b.status);
      const counts = await countByStatus(db, b.status, { projectId: projectScope(request), ...b });
      const total = counts.reduce((sum, c) => sum + c.amount, 0);
      const byStatus = b.status.map((status) => ({
        status,
        amount: counts.find((c) => c.status === status)?.amount ?? 0,
      }));
      return [{ status: null, amount: total }, ...byStatus];
    },
  );

  app.post(
    '/gateway/spe-view-pre-account/v1/view/count/risk',
    route(null, {
      summary: 'How many pre-accounts per risk level',
      body: countByRiskBodySchema,
      response: { 200: countByRiskSchema },
    }),
    async (request) => {
      const b = request.body;
      assertStatusesVisible(request, b.status);
      const counts = await countByRisk(db, b.status, { projectId: projectScope(request), ...b });
      return b.levelRisk.map((levelRisk) => ({ levelRisk, amount: counts.get(levelRisk) ?? 0 }));
    },
  );

  app.get(
    '/gateway/spe-n-open-account/v1/pre-account/:id',
    route(
      { permission: null, personalData: PERSONAL },
      { summary: 'Pre-account detail', params: idParams, response: { 200: preAccountDetailSchema } },
    ),
    async (request) => readPreAccount(db, request, request.params.id),
  );

  app.put(
    '/gateway/spe-n-open-account/v1/analysis/:id',
    route(
      {
        permission: null,
        approval: {
          action: 'onboarding.approve_high_risk',
          tableContext: 'pre_account',
          applies: isHighRiskApproval,
          before: (database, request) =>
            readPreAccount(database, request, (request.params as { id: string }).id),
        },
      },
      {
        summary: 'Decide on a pre-account: send to analysis, resend, approve, reprove, assign or release',
        params: idParams,
        body: analysisBodySchema,
        response: { 200: preAccountDetailSchema },
      },
    ),
    async (request) => decide(db, request, request.params.id, request.body, hooks),
  );

  app.put(
    '/gateway/spe-n-open-account/v1/pre-account/:id/dynamic-fields',
    route(null, {
      summary: 'Send the account back to the applicant with the fields to correct',
      params: idParams,
      body: dynamicFieldsBodySchema,
      response: { 200: preAccountDetailSchema },
    }),
    async (request) => sendBack(db, request, request.params.id, request.body),
  );

  app.post(
    '/api/v1/onboarding/next-case',
    route(null, {
      summary: "Take the queue's oldest case nobody holds (assigned to the caller)",
      body: z.object({ queue: z.enum(Object.keys(ONBOARDING_QUEUES) as [keyof typeof ONBOARDING_QUEUES]) }),
      response: { 200: z.object({ uuid: z.string().uuid() }) },
    }),
    async (request) => takeNextCase(db, request, request.body.queue),
  );
}
