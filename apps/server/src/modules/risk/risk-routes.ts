import type { App } from '../../http/app-types.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { accountRoutes } from './account-routes.ts';
import { analysisRoutes } from './analysis-routes.ts';
import { basketRoutes } from './basket-routes.ts';
import { blacklistRoutes } from './blacklist-routes.ts';
import { purgeExpiredEntries } from './blacklist-service.ts';
import { declinedRoutes } from './declined-routes.ts';
import { scheduledRoutes } from './scheduled-routes.ts';

export const BLACKLIST_EXPIRY_QUEUE = 'blacklist_expiry';

/**
 * Risk and banking operations under `/gateway` (2nd doc §7): blacklists, transaction analysis,
 * declined and scheduled transactions, payment accounts and fee baskets.
 */
export async function riskRoutes(app: App, deps: AppDeps): Promise<void> {
  deps.jobs.register(BLACKLIST_EXPIRY_QUEUE, () => purgeExpiredEntries(deps.db), {
    cron: '7 3 * * *',
    retryLimit: 1,
    policy: 'singleton',
  });
  await blacklistRoutes(app, deps);
  await analysisRoutes(app, deps);
  await declinedRoutes(app, deps);
  await scheduledRoutes(app, deps);
  await accountRoutes(app, deps);
  await basketRoutes(app, deps);
}
