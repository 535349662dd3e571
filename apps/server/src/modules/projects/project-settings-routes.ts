import { projects } from '@mentor/contract/projects-endpoints';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { PROJECT_APPROVALS } from './project-approvals.ts';
import * as service from './project-settings-service.ts';

/**
 * Project settings changed one at a time (spec core §7.8), each behind a one-time code; and the
 * project parameters.
 */
export async function projectSettingsRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, projects.changeSettlementRestriction, ({ params, body }, request) =>
    service.changeSettlementRestriction(
      db,
      request,
      params.id,
      body.merchants_settlement_bank_account_restriction,
    ),
  );

  serve(app, projects.changeTerminalAutomaticRent, ({ params, body }, request) =>
    service.changeSettings(db, request, params.id, {
      terminal_automatic_rent: body.terminal_automatic_rent,
    }),
  );

  serve(app, projects.changeSendBilletEmail, ({ params, body }, request) =>
    service.changeSettings(db, request, params.id, { send_billet_email: body.send_billet_email }),
  );

  serve(app, projects.changeMerchantsCentralizerAccount, ({ params, body }, request) =>
    service.setMerchantsCentralizer(db, request, params.id, body.merchants_centralizer_account),
  );

  serve(
    app,
    projects.changeCentralizerAccount,
    ({ params, body }, request) =>
      service.setCentralizerAccount(db, request, params.id, body.centralizer_account),
    PROJECT_APPROVALS.centralizerAccount,
  );

  serve(
    app,
    projects.createParameters,
    ({ params, body }, request) => service.createParameters(db, request, params.id, body),
    PROJECT_APPROVALS.parametersCreate,
  );

  serve(
    app,
    projects.updateParameters,
    ({ params, body }, request) => service.updateParameters(db, request, params.id, body),
    PROJECT_APPROVALS.parameters,
  );
}
