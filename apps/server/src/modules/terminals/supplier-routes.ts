import {
  REGISTRAR_FILE_TYPES,
  REGISTRARS,
  SUPPLIER_CREDENTIAL_PAGE_SIZE_OPTIONS,
  supplierCredentialBodySchema,
  supplierCredentialSchema,
  supplierCredentialSecretSchema,
  supplierSchema,
} from '@mentor/contract/terminals';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { notFound } from '../../http/errors.ts';
import { pagedResponseSchema, pageQuerySchema } from '../../http/paging.ts';
import { assertProjectAccess } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { merchantProject, registrarFile, registrarTerminals } from './registrar-file.ts';
import * as service from './supplier-service.ts';
import { listSuppliers } from './terminal-repository.ts';

const route = routesOf('terminals');
const supplierId = z.string().trim().min(1).max(40);
const credentialPage = pageQuerySchema().refine(
  (q) => (SUPPLIER_CREDENTIAL_PAGE_SIZE_OPTIONS as readonly number[]).includes(q.perPage),
  { path: ['perPage'], message: 'Credenciais por página: 10, 50 ou 100' },
);
const list = { 200: pagedResponseSchema(supplierCredentialSchema) };
const WRITE = 'manage_supplier_credentials';

/** Suppliers, their credentials per project or terminal, and registrar files (spec core §7.5). */
export async function supplierRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/suppliers',
    route(null, {
      summary: 'Terminal suppliers',
      response: { 200: z.object({ data: z.array(supplierSchema) }) },
    }),
    async () => ({ data: await listSuppliers(db) }),
  );

  app.get(
    '/api/v1/project/:id/supplier_credentials',
    route('read_terminal_list', {
      summary: 'Supplier credentials of a project (10, 50 or 100 per page)',
      params: idParams('id'),
      querystring: credentialPage,
      response: list,
    }),
    async (request) => service.projectCredentials(db, request, request.params.id, request.query),
  );

  app.get(
    '/api/v1/terminal/:id/supplier_credentials/:supplier_identifier',
    route('read_terminal_list', {
      summary: 'Supplier credentials of a terminal',
      params: idParams('id').extend({ supplier_identifier: supplierId }),
      querystring: credentialPage,
      response: list,
    }),
    async (request) =>
      service.terminalCredentials(
        db,
        request,
        request.params.id,
        request.params.supplier_identifier,
        request.query,
      ),
  );

  app.post(
    '/api/v1/project/:id/supplier_credentials/:supplier_identifier',
    route(WRITE, {
      summary: 'Create a supplier credential for a project',
      params: idParams('id').extend({ supplier_identifier: supplierId }),
      body: supplierCredentialBodySchema,
      response: { 201: supplierCredentialSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createCredential(
            db,
            request,
            env.SECRETS_KEY,
            { projectId: request.params.id },
            request.params.supplier_identifier,
            request.body,
          ),
        ),
  );

  app.post(
    '/api/v1/terminal/:id/supplier_credentials/:supplier_identifier/:type',
    route(WRITE, {
      summary: 'Create a supplier credential of a type for a terminal',
      params: idParams('id').extend({
        supplier_identifier: supplierId,
        type: z.string().trim().min(1).max(40),
      }),
      body: supplierCredentialBodySchema,
      response: { 201: supplierCredentialSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createCredential(
            db,
            request,
            env.SECRETS_KEY,
            { terminalId: request.params.id },
            request.params.supplier_identifier,
            request.body,
            request.params.type,
          ),
        ),
  );

  app.get(
    '/api/v1/supplier_credentials/:id',
    route(
      { permission: 'reveal_supplier_credential', otp: true },
      {
        summary: 'A supplier credential with its secret (one-time code; audited)',
        params: idParams('id'),
        response: { 200: supplierCredentialSecretSchema },
      },
    ),
    async (request) => service.revealCredential(db, request, env.SECRETS_KEY, request.params.id),
  );

  app.get(
    '/api/v1/registrar_file/:registrar/:type/:id',
    route('read_terminal_list', {
      summary: 'Registrar file (CSV) about the terminals of a merchant or one terminal',
      params: idParams('id').extend({ registrar: z.enum(REGISTRARS), type: z.enum(REGISTRAR_FILE_TYPES) }),
      response: { 200: z.string() },
    }),
    async (request, reply) => {
      const { registrar, type, id } = request.params;
      if (type === 'merchant') {
        const merchant = await merchantProject(db, id);
        if (!merchant) throw notFound('Lojista não encontrado.');
        assertProjectAccess(request, merchant.project_id);
      }
      const rows = await registrarTerminals(db, type, id);
      if (type === 'terminal') {
        const row = rows[0];
        if (!row) throw notFound('Terminal não encontrado.');
        assertProjectAccess(request, row.project_id);
      }
      const today = todaySaoPaulo();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${registrar.toLowerCase()}-${type}-${id}-${today}.csv"`,
        )
        .send(registrarFile(registrar, rows, today));
    },
  );
}
