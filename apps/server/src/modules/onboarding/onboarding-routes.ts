import type { App } from '../../http/app-types.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { smsSenderFromEnv } from '../pix/sms-adapter.ts';
import { isDocumentBlacklisted } from '../risk/blacklist-service.ts';
import { accountRoutes } from './account-routes.ts';
import { closedAccountRoutes } from './closed-account-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { preAccountRoutes } from './pre-account-routes.ts';
import { restrictionRoutes } from './restriction-routes.ts';

/** Account onboarding: queues, review, documents, account, positive list, location restriction. */
export async function onboardingRoutes(app: App, deps: AppDeps): Promise<void> {
  // Approving opens an account: a document on the restrictive list is refused.
  await preAccountRoutes(app, deps, { isBlacklisted: isDocumentBlacklisted });
  await documentRoutes(app, deps);
  await accountRoutes(app, deps, smsSenderFromEnv());
  await restrictionRoutes(app, deps);
  await closedAccountRoutes(app, deps);
}
