import type { App } from '../../http/app-types.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { equipmentRoutes } from './equipment-routes.ts';
import { rentRoutes } from './rent-routes.ts';
import { supplierRoutes } from './supplier-routes.ts';
import { terminalRoutes } from './terminal-routes.ts';

/**
 * Equipment, terminals, suppliers and their credentials, registrar files and automatic rents
 * (spec core §7.4, §7.5; financial/Pix/onboarding §3). Rents register before the terminal
 * detail so `/terminal/automatic_rents` is not read as a terminal id.
 */
export async function terminalsRoutes(app: App, deps: AppDeps): Promise<void> {
  await equipmentRoutes(app, deps);
  await rentRoutes(app, deps);
  await terminalRoutes(app, deps);
  await supplierRoutes(app, deps);
}
