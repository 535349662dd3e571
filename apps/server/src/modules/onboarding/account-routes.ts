import {
  accountInfoSchema,
  limitHistorySchema,
  migrationResultSchema,
  remainingBalanceBodySchema,
  remainingBalanceResultSchema,
  statementQuerySchema,
  statementSchema,
} from '@mentor/contract/onboarding';
import { smsCheckResponseSchema, smsCodeSchema, smsSendResponseSchema } from '@mentor/contract/pix';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { forbidden } from '../../http/errors.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { requireUser } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { SmsSender } from '../pix/sms-adapter.ts';
import { checkToken, sendToken } from '../pix/sms-service.ts';
import {
  balanceOf,
  blockedAccounts,
  limitHistory,
  scheduleRemainingBalance,
  scopedAccount,
  statementOf,
  submitMigration,
  unblockAccount,
} from './account-service.ts';

const route = routesOf('onboarding');
const ONBOARDING_READ = [
  'view_approved_records',
  'view_in_analysis_records',
  'view_pending_records',
  'view_rejected_records',
  'view_onboarding_records',
  'view_closed_records',
  'view_restricted_clients',
];

/** Any onboarding queue's permission lets staff read the account under review. */
function assertOnboardingReader(request: FastifyRequest): void {
  const user = requireUser(request);
  if (!ONBOARDING_READ.some((p) => hasPermissions(user, [p]))) throw forbidden();
}

const accountParams = z.object({ accountId: z.string().uuid() });
const closedParams = z.object({ id: z.string().uuid(), wlId: z.string().uuid() });
const wlAccountParams = z.object({ wlId: z.string().uuid(), id: z.string().uuid() });
const PERSONAL = { fields: { document: 'document', phone: 'phone' } } as const;

async function accountInfo(app: AppDeps['db'], request: FastifyRequest, wl: string | null, id: string) {
  const a = await scopedAccount(app, request, wl, id);
  return {
    uuidAccountPayment: a.uuid_account_payment,
    uuidWhiteLabel: a.uuid_white_label,
    whiteLabelName: a.fantasy_name,
    fullName: a.full_name,
    accountNumber: a.account_number,
    document: a.document,
    phone: a.phone,
    accountStatus: a.account_status,
    statusReason: a.status_reason,
    statusChangedAt: a.status_changed_at ? new Date(a.status_changed_at).toISOString() : null,
    createdAt: new Date(a.created_at).toISOString(),
    state: a.state,
    city: a.city,
    balance: await balanceOf(app, a.uuid_account_payment),
  };
}

/** The account under review: personal data, statements, limits, SMS, migration, closing. */
export async function accountRoutes(app: App, { db }: AppDeps, sender: SmsSender): Promise<void> {
  app.get(
    '/gateway/spe-view-n-account/v1/personal-data/account-payment/:accountId',
    route(
      { permission: null, personalData: PERSONAL },
      {
        summary: 'Personal data of a payment account',
        params: accountParams,
        response: { 200: accountInfoSchema },
      },
    ),
    async (request) => {
      assertOnboardingReader(request);
      return accountInfo(db, request, null, request.params.accountId);
    },
  );

  app.get(
    '/gateway/spe-n-backoffice/v1/closed-account-management/general-account-information/uac/:id/uwl/:wlId',
    route(
      { permission: 'view_closed_records', personalData: PERSONAL },
      {
        summary: 'General information of a closed account',
        params: closedParams,
        response: { 200: accountInfoSchema },
      },
    ),
    async (request) => accountInfo(db, request, request.params.wlId, request.params.id),
  );

  app.get(
    '/gateway/spe-n-backoffice/v1/closed-account-management/account-statement/uac/:id/uwl/:wlId',
    route('view_closed_records', {
      summary: 'Statement of a closed account for a period',
      params: closedParams,
      querystring: statementQuerySchema,
      response: { 200: statementSchema },
    }),
    async (request) => {
      const account = await scopedAccount(db, request, request.params.wlId, request.params.id);
      return statementOf(db, account.uuid_account_payment, request.query.startDate, request.query.endDate);
    },
  );

  app.get(
    '/gateway/spe-j-funds/api/statement/white-label/:wlId/account-payment/:id',
    route(null, {
      summary: 'Statement of an account for a period',
      params: wlAccountParams,
      querystring: statementQuerySchema,
      response: { 200: statementSchema },
    }),
    async (request) => {
      assertOnboardingReader(request);
      const account = await scopedAccount(db, request, request.params.wlId, request.params.id);
      return statementOf(db, account.uuid_account_payment, request.query.startDate, request.query.endDate);
    },
  );

  app.get(
    '/gateway/spe-view-n-backoffice/v1/limit-rate/white-label/:wlId/account-payment/:id',
    route(null, {
      summary: 'Limits history of an account',
      params: wlAccountParams,
      response: { 200: limitHistorySchema },
    }),
    async (request) => {
      assertOnboardingReader(request);
      const account = await scopedAccount(db, request, request.params.wlId, request.params.id);
      return limitHistory(db, account.uuid_account_payment);
    },
  );

  app.get(
    '/gateway/spe-n-backoffice/v1/generate/sms/wl/:wlId/ap/:accountId',
    route(null, {
      summary: "Send a six-digit code to the account's phone (SMS outbox locally)",
      params: z.object({ wlId: z.string().uuid(), accountId: z.string().uuid() }),
      querystring: z.object({ userId: z.string().max(120).optional() }),
      response: { 200: smsSendResponseSchema },
    }),
    async (request) => {
      assertOnboardingReader(request);
      return sendToken(db, request, sender, request.params.wlId, request.params.accountId);
    },
  );

  app.get(
    '/gateway/spe-n-backoffice/v1/wl/:wlId/ap/:accountId/code/:code',
    route(null, {
      summary: 'Check the code the account holder read out',
      params: z.object({ wlId: z.string().uuid(), accountId: z.string().uuid(), code: smsCodeSchema }),
      response: { 200: smsCheckResponseSchema },
    }),
    async (request) => {
      assertOnboardingReader(request);
      return checkToken(db, request, request.params.wlId, request.params.accountId, request.params.code);
    },
  );

  app.put(
    '/gateway/spe-j-account-migration/v1/submit/uuid-account-payment/:accountId',
    route('view_onboarding_records', {
      summary: 'Submit an onboarding-light account for the standard onboarding',
      params: accountParams,
      response: { 200: migrationResultSchema },
    }),
    async (request) => submitMigration(db, request, request.params.accountId),
  );

  app.post(
    '/gateway/spe-n-backoffice/v1/transaction-schedules',
    // Money leaves the institution: a one-time code is asked though the table does not (ADR 0210).
    route(
      { permission: 'view_closed_records', otp: true },
      {
        summary: "Transfer a closed account's remaining balance to the holder's account (once per requestId)",
        body: remainingBalanceBodySchema,
        response: { 200: remainingBalanceResultSchema },
      },
    ),
    async (request) => scheduleRemainingBalance(db, request, request.body),
  );

  app.get(
    '/api/v1/onboarding/blocked-accounts',
    route(
      { permission: 'view_restricted_clients', personalData: PERSONAL },
      {
        summary: 'Blocked accounts, most recently blocked first',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                uuidAccountPayment: z.string().uuid(),
                uuidWhiteLabel: z.string().uuid(),
                whiteLabelName: z.string(),
                fullName: z.string(),
                accountNumber: z.string(),
                document: z.string(),
                reason: z.string().nullable(),
                blockedAt: z.string().nullable(),
              }),
            ),
            meta: z.object({
              itemCount: z.number(),
              page: z.number(),
              limit: z.number(),
              pageCount: z.number(),
            }),
          }),
        },
      },
    ),
    async (request) => {
      const { rows, total } = await blockedAccounts(db, request, request.query.page, request.query.limit);
      return { data: rows, meta: gatewayMeta(total, request.query.page, request.query.limit) };
    },
  );

  app.put(
    '/api/v1/onboarding/blocked-accounts/:accountId/unblock',
    route('view_restricted_clients', {
      summary: 'Unblock an account, with the reason',
      params: accountParams,
      body: z.object({ reason: z.string().trim().min(1, 'Informe o motivo.').max(500) }),
      response: { 200: z.object({ unblocked: z.boolean() }) },
    }),
    async (request) => unblockAccount(db, request, request.params.accountId, request.body.reason),
  );
}
