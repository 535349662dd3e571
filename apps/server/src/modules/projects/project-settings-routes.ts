import { projects } from '@mentor/contract/projects-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
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
      actorOf(request),
      params.id,
      body.merchants_settlement_bank_account_restriction,
    ),
  );

  serve(app, projects.changeTerminalAutomaticRent, ({ params, body }, request) =>
    service.changeSettings(db, actorOf(request), params.id, {
      terminal_automatic_rent: body.terminal_automatic_rent,
    }),
  );

  serve(app, projects.changeSendBilletEmail, ({ params, body }, request) =>
    service.changeSettings(db, actorOf(request), params.id, { send_billet_email: body.send_billet_email }),
  );

  serve(app, projects.changeMerchantsCentralizerAccount, ({ params, body }, request) =>
    service.setMerchantsCentralizer(db, actorOf(request), params.id, body.merchants_centralizer_account),
  );

  serveCommand(
    app,
    db,
    projects.changeCentralizerAccount,
    (actor, { params, body }, trx) =>
      service.setCentralizerAccount(trx, actor, params.id, body.centralizer_account),
    PROJECT_APPROVALS.centralizerAccount,
  );

  serveCommand(
    app,
    db,
    projects.createParameters,
    (actor, { params, body }, trx) => service.createParameters(trx, actor, params.id, body),
    PROJECT_APPROVALS.parametersCreate,
  );

  serveCommand(
    app,
    db,
    projects.updateParameters,
    (actor, { params, body }, trx) => service.updateParameters(trx, actor, params.id, body),
    PROJECT_APPROVALS.parameters,
  );
}
