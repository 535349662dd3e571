import type { App, AppDeps } from '../../http/app-types.ts';
import { smsSenderFromEnv } from '../pix/sms-adapter.ts';
import { accountRoutes } from './account-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { preAccountRoutes } from './pre-account-routes.ts';
import { restrictionRoutes } from './restriction-routes.ts';

/** Account onboarding: queues, review, documents, account, positive list, location restriction. */
export async function onboardingRoutes(app: App, deps: AppDeps): Promise<void> {
  await preAccountRoutes(app, deps);
  await documentRoutes(app, deps);
  await accountRoutes(app, deps, smsSenderFromEnv());
  await restrictionRoutes(app, deps);
}
