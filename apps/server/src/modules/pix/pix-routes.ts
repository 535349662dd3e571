import type { App } from '../../http/app-types.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { deviceRoutes } from './device-routes.ts';
import { infractionRoutes } from './infraction-routes.ts';
import { movementRoutes } from './movement-routes.ts';
import { refundRoutes } from './refund-routes.ts';
import { regulatoryRoutes } from './regulatory-routes.ts';
import { reportingIspbFromEnv } from './regulatory-service.ts';
import { smsSenderFromEnv } from './sms-adapter.ts';
import { smsRoutes } from './sms-routes.ts';
import { whiteLabelRoutes } from './white-label-routes.ts';

/**
 * The Pix back office under `/gateway` (2nd doc §7): white labels, infraction reports, refund
 * requests (MED), Pix movements, devices with SMS confirmation and regulatory files.
 */
export async function pixRoutes(app: App, deps: AppDeps): Promise<void> {
  await whiteLabelRoutes(app, deps);
  await infractionRoutes(app, deps);
  await refundRoutes(app, deps);
  await movementRoutes(app, deps);
  await deviceRoutes(app, deps);
  await smsRoutes(app, deps, smsSenderFromEnv());
  await regulatoryRoutes(app, deps, reportingIspbFromEnv());
}
