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
import type { FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import { z } from 'zod';
import type { ProjectSettingTable } from '../../db/schema-projects.ts';
import type { App, AppDeps } from '../../http/app-types.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { audit } from '../audit/audit-service.ts';
import { requireProject } from './project-access.ts';
import { PROJECT_APPROVALS } from './project-approvals.ts';
import { ensureSettingsRow, loadParameters, loadSettings } from './projects-repository.ts';
import { projectDetail } from './projects-service.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const SETTINGS = 'update_project_settings';

type SettingsPatch = Omit<Updateable<ProjectSettingTable>, 'project_id' | 'updated_at'>;

/**
 * Project settings changed one at a time (spec core §7.8), each behind a one-time code:
 * settlement account restriction, automatic terminal rent, billet e-mail, merchants'
 * centraliser account and the project's centraliser account; and the project parameters.
 */
export async function projectSettingsRoutes(app: App, { db }: AppDeps): Promise<void> {
  async function changeSettings(request: FastifyRequest, projectId: number, patch: SettingsPatch) {
    await requireProject(db, request, projectId);
    await db.transaction().execute(async (trx) => {
      await ensureSettingsRow(trx, projectId);
      const before = await loadSettings(trx, projectId);
      await trx
        .updateTable('project_setting')
        .set({ ...patch, updated_at: new Date() })
        .where('project_id', '=', projectId)
        .execute();
      const after = await loadSettings(trx, projectId);
      await audit(trx, request, {
        tableContext: 'project',
        recordId: projectId,
        action: 'UPDATE',
        before,
        after,
        projectId,
      });
    });
    return projectDetail(db, await requireProject(db, request, projectId));
  }

  const detailResponse = { 200: projectDetailSchema, ...errorResponses };

  app.put(
    '/api/v1/project/:id/merchants_settlement_bank_account_restriction',
    {
      config: { policy: { permission: SETTINGS, otp: true } },
      schema: {
        tags: ['projects'],
        summary: 'Change the settlement bank account restriction of merchants',
        params,
        body: settlementRestrictionBodySchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const projectId = request.params.id;
      const project = await requireProject(db, request, projectId);
      const value = request.body.merchants_settlement_bank_account_restriction;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('project')
          .set({ merchants_settlement_bank_account_restriction: value, updated_at: new Date() })
          .where('id', '=', projectId)
          .execute();
        await audit(trx, request, {
          tableContext: 'project',
          recordId: projectId,
          action: 'UPDATE',
          before: {
            merchants_settlement_bank_account_restriction:
              project.merchants_settlement_bank_account_restriction,
          },
          after: { merchants_settlement_bank_account_restriction: value },
          projectId,
        });
      });
      return projectDetail(db, await requireProject(db, request, projectId));
    },
  );

  app.put(
    '/api/v1/project/:id/terminal_automatic_rent',
    {
      config: { policy: { permission: SETTINGS, otp: true } },
      schema: {
        tags: ['projects'],
        summary: 'Turn automatic terminal rent on or off',
        params,
        body: terminalAutomaticRentBodySchema,
        response: detailResponse,
      },
    },
    async (request) =>
      changeSettings(request, request.params.id, {
        terminal_automatic_rent: request.body.terminal_automatic_rent,
      }),
  );

  app.put(
    '/api/v1/project/:id/send_billet_email',
    {
      config: { policy: { permission: SETTINGS, otp: true } },
      schema: {
        tags: ['projects'],
        summary: 'Turn billet e-mails on or off',
        params,
        body: sendBilletEmailBodySchema,
        response: detailResponse,
      },
    },
    async (request) =>
      changeSettings(request, request.params.id, { send_billet_email: request.body.send_billet_email }),
  );

  app.put(
    '/api/v1/project/:id/merchants_centralizer_account',
    {
      config: { policy: { permission: SETTINGS, otp: true } },
      schema: {
        tags: ['projects'],
        summary: "Settle merchants into the project's centraliser account",
        params,
        body: merchantsCentralizerAccountBodySchema,
        response: detailResponse,
      },
    },
    async (request) => {
      if (request.body.merchants_centralizer_account) {
        await requireProject(db, request, request.params.id);
        const current = await loadSettings(db, request.params.id);
        if (!current.centralizer_account) {
          throw conflict('Cadastre a conta centralizadora do projeto antes de ativá-la para os lojistas.', {
            merchants_centralizer_account: ['Conta centralizadora do projeto não cadastrada'],
          });
        }
      }
      return changeSettings(request, request.params.id, {
        merchants_centralizer_account: request.body.merchants_centralizer_account,
      });
    },
  );

  app.put(
    '/api/v1/project/:id/centralizer_account',
    {
      config: { policy: { permission: SETTINGS, otp: true, approval: PROJECT_APPROVALS.centralizerAccount } },
      schema: {
        tags: ['projects'],
        summary: "Set the project's centraliser bank account",
        params,
        body: centralizerAccountBodySchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const a = request.body.centralizer_account;
      return changeSettings(request, request.params.id, {
        centralizer_bank_code: a.bank_code,
        centralizer_agency: a.agency,
        centralizer_account_number: a.account_number,
        centralizer_account_digit: a.account_digit.toUpperCase(),
        centralizer_account_type: a.account_type,
        centralizer_holder_name: a.holder_name,
        centralizer_holder_document: a.holder_document,
      });
    },
  );

  const parameterRoute = {
    200: projectParameterSchema,
    201: projectParameterSchema,
    ...errorResponses,
    409: errorResponses[422],
  };

  app.post(
    '/api/v1/project/:id/parameter',
    {
      config: { policy: { permission: SETTINGS } },
      schema: {
        tags: ['projects'],
        summary: 'Create the project parameters',
        params,
        body: projectParameterBodySchema,
        response: parameterRoute,
      },
    },
    async (request, reply) => {
      const projectId = request.params.id;
      await requireProject(db, request, projectId);
      const body = request.body;
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('project_parameter')
          .values({ project_id: projectId, ...body })
          .onConflict((oc) => oc.column('project_id').doNothing())
          .returning('project_id')
          .executeTakeFirst();
        if (!inserted) throw conflict('Os parâmetros deste projeto já foram cadastrados.');
        await audit(trx, request, {
          tableContext: 'project_parameter',
          recordId: projectId,
          action: 'CREATE',
          after: body,
          projectId,
        });
      });
      const created = await loadParameters(db, projectId);
      if (!created) throw notFound();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/v1/project/:id/parameter',
    {
      config: { policy: { permission: SETTINGS, approval: PROJECT_APPROVALS.parameters } },
      schema: {
        tags: ['projects'],
        summary: 'Update the project parameters',
        params,
        body: projectParameterBodySchema,
        response: parameterRoute,
      },
    },
    async (request) => {
      const projectId = request.params.id;
      await requireProject(db, request, projectId);
      const body = request.body;
      await db.transaction().execute(async (trx) => {
        const before = await loadParameters(trx, projectId);
        if (!before) throw notFound('Parâmetros do projeto não cadastrados.');
        await trx
          .updateTable('project_parameter')
          .set({ ...body, updated_at: new Date() })
          .where('project_id', '=', projectId)
          .execute();
        await audit(trx, request, {
          tableContext: 'project_parameter',
          recordId: projectId,
          action: 'UPDATE',
          before,
          after: body,
          projectId,
        });
      });
      const updated = await loadParameters(db, projectId);
      if (!updated) throw notFound();
      return updated;
    },
  );
}
