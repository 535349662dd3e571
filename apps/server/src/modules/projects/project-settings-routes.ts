import {
  centralizerAccountBodySchema,
  merchantsCentralizerAccountBodySchema,
  projectDetailSchema,
  projectParameterBodySchema,
  projectParameterSchema,
  sendBilletEmailBodySchema,
  settlementRestrictionBodySchema,
  terminalAutomaticRentBodySchema,
} from '@mentor/contract/projects';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { PROJECT_APPROVALS } from './project-approvals.ts';
import * as service from './project-settings-service.ts';

const route = routesOf('projects');
const params = idParams('id');
const SETTINGS = 'update_project_settings';
const WITH_CODE = { permission: SETTINGS, otp: true } as const;
const detail = { 200: projectDetailSchema };

/**
 * Project settings changed one at a time (spec core §7.8), each behind a one-time code; and the
 * project parameters.
 */
export async function projectSettingsRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.put(
    '/api/v1/project/:id/merchants_settlement_bank_account_restriction',
    route(WITH_CODE, {
      summary: 'Change the settlement bank account restriction of merchants',
      params,
      body: settlementRestrictionBodySchema,
      response: detail,
    }),
    async (request) =>
      service.changeSettlementRestriction(
        db,
        request,
        request.params.id,
        request.body.merchants_settlement_bank_account_restriction,
      ),
  );

  app.put(
    '/api/v1/project/:id/terminal_automatic_rent',
    route(WITH_CODE, {
      summary: 'Turn automatic terminal rent on or off',
      params,
      body: terminalAutomaticRentBodySchema,
      response: detail,
    }),
    async (request) =>
      service.changeSettings(db, request, request.params.id, {
        terminal_automatic_rent: request.body.terminal_automatic_rent,
      }),
  );

  app.put(
    '/api/v1/project/:id/send_billet_email',
    route(WITH_CODE, {
      summary: 'Turn billet e-mails on or off',
      params,
      body: sendBilletEmailBodySchema,
      response: detail,
    }),
    async (request) =>
      service.changeSettings(db, request, request.params.id, {
        send_billet_email: request.body.send_billet_email,
      }),
  );

  app.put(
    '/api/v1/project/:id/merchants_centralizer_account',
    route(WITH_CODE, {
      summary: "Settle merchants into the project's centraliser account",
      params,
      body: merchantsCentralizerAccountBodySchema,
      response: { ...detail, 409: errorBodySchema },
    }),
    async (request) =>
      service.setMerchantsCentralizer(
        db,
        request,
        request.params.id,
        request.body.merchants_centralizer_account,
      ),
  );

  app.put(
    '/api/v1/project/:id/centralizer_account',
    route(
      { ...WITH_CODE, approval: PROJECT_APPROVALS.centralizerAccount },
      {
        summary: "Set the project's centraliser bank account",
        params,
        body: centralizerAccountBodySchema,
        response: detail,
      },
    ),
    async (request) =>
      service.setCentralizerAccount(db, request, request.params.id, request.body.centralizer_account),
  );

  app.post(
    '/api/v1/project/:id/parameter',
    route(
      { permission: SETTINGS, approval: PROJECT_APPROVALS.parametersCreate },
      {
        summary: 'Create the project parameters',
        params,
        body: projectParameterBodySchema,
        response: { 201: projectParameterSchema, 409: errorBodySchema },
      },
    ),
    async (request, reply) =>
      reply.status(201).send(await service.createParameters(db, request, request.params.id, request.body)),
  );

  app.put(
    '/api/v1/project/:id/parameter',
    route(
      { permission: SETTINGS, approval: PROJECT_APPROVALS.parameters },
      {
        summary: 'Update the project parameters',
        params,
        body: projectParameterBodySchema,
        response: { 200: projectParameterSchema },
      },
    ),
    async (request) => service.updateParameters(db, request, request.params.id, request.body),
  );
}
