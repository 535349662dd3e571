import { risk } from '@mentor/contract/risk-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { balanceOf, listAccountsOf, listClients } from './account-repository.ts';
import { requireAccount, requireWhiteLabel } from './risk-scope.ts';

/** Payment accounts for the banking filters and the balance check (2nd doc §7 lookups). */
export async function accountRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, risk.listWhiteLabelAccounts, async ({ params }, request) => {
    await requireWhiteLabel(db, actorOf(request), params.id);
    return listAccountsOf(db, params.id);
  });

  serve(app, risk.listClients, ({ query, project }) => listClients(db, { scope: project, ...query }));

  serve(app, risk.checkBalance, async ({ params }, request) => {
    await requireAccount(db, actorOf(request), params.id, params.uuid);
    return balanceOf(db, params.id, params.uuid);
  });
}
