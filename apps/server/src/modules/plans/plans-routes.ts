import type { App } from '../../http/app-types.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { acquirerRoutes } from './acquirer-routes.ts';
import { anticipationRoutes } from './anticipation-routes.ts';
import { salesPlanRoutes } from './sales-plan-routes.ts';

/** Acquirer plans, sales plans with their MDR grid, and anticipation (ARV) rates. */
export async function plansRoutes(app: App, deps: AppDeps): Promise<void> {
  await anticipationRoutes(app, deps);
  await salesPlanRoutes(app, deps);
  await acquirerRoutes(app, deps);
}
