import { balanceSchema, clientSchema, riskAccountSchema } from '@mentor/contract/risk';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { balanceOf, listAccountsOf, listClients } from './account-repository.ts';
import { requireAccount, requireWhiteLabel, whiteLabelScope } from './risk-scope.ts';

const route = routesOf('risk');

const clientsQuery = z.object({
  uuidWhiteLabel: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.string().uuid().optional(),
  ),
  name: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(120).optional()),
});

/** Payment accounts for the banking filters and the balance check (2nd doc §7 lookups). */
export async function accountRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-view-n-backoffice/v1/accounts/white-label/:id',
    route(
      { permission: 'access_rejected_transactions' },
      {
        summary: 'Payment accounts of a white label, by name',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: z.array(riskAccountSchema) },
      },
    ),
    async (request) => {
      await requireWhiteLabel(db, request, request.params.id);
      return listAccountsOf(db, request.params.id);
    },
  );

  app.get(
    '/gateway/spe-view-n-backoffice/v1/all-clients',
    route(
      { permission: 'access_scheduled_transactions' },
      {
        summary: 'Payment accounts in scope (at most 500, by name), optionally of one white label',
        querystring: clientsQuery,
        response: { 200: z.array(clientSchema) },
      },
    ),
    async (request) => listClients(db, { scope: whiteLabelScope(request), ...request.query }),
  );

  app.get(
    '/gateway/spe-j-funds/api/check-balance/white-label/:id/account-payment/:uuid',
    route(
      { permission: 'access_transaction_management' },
      {
        summary: 'Balance of an account (settled Pix credits minus debits, in cents)',
        params: z.object({ id: z.string().uuid(), uuid: z.string().uuid() }),
        response: { 200: balanceSchema },
      },
    ),
    async (request) => {
      await requireAccount(db, request, request.params.id, request.params.uuid);
      return balanceOf(db, request.params.id, request.params.uuid);
    },
  );
}
