import {
  accountBlacklistBodySchema,
  accountBlacklistResultSchema,
  closedAccountListQuerySchema,
  closedAccountPageSchema,
} from '@mentor/contract/onboarding';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { projectScope } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { blacklistAccount } from './account-blacklist-service.ts';
import { listClosedAccounts } from './closed-account-repository.ts';

const route = routesOf('onboarding');
const PERSONAL = { fields: { document: 'document' } } as const;

/** Closed accounts (the list the spec's closed-account screens start from) and blacklisting an account. */
export async function closedAccountRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/onboarding/closed-accounts',
    route(
      { permission: 'view_closed_records', personalData: PERSONAL },
      {
        summary: 'Closed accounts with their remaining balance, oldest registration first',
        querystring: closedAccountListQuerySchema,
        response: { 200: closedAccountPageSchema },
      },
    ),
    async (request) => {
      const q = request.query;
      const { rows, total } = await listClosedAccounts(db, q, projectScope(request));
      return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
    },
  );

  app.post(
    '/api/v1/onboarding/accounts/:accountId/blacklist',
    route('manage_restrictive_list', {
      summary: 'Block an account with a block reason and put its document on the blacklist',
      params: z.object({ accountId: z.string().uuid() }),
      body: accountBlacklistBodySchema,
      response: { 200: accountBlacklistResultSchema, 409: errorBodySchema },
    }),
    async (request) => blacklistAccount(db, request, request.params.accountId, request.body),
  );
}
