import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { blacklistAccount } from './account-blacklist-service.ts';
import { listClosedAccounts } from './closed-account-repository.ts';

/** Closed accounts (the list the spec's closed-account screens start from) and blacklisting an account. */
export async function closedAccountRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, onboarding.listClosed, async ({ query, project }) => {
    const { rows, total } = await listClosedAccounts(db, query, project);
    return { data: rows, meta: gatewayMeta(total, query.page, query.limit) };
  });

  serve(app, onboarding.blacklistAccount, ({ params, body }, request) =>
    blacklistAccount(db, actorOf(request), params.accountId, body),
  );
}
