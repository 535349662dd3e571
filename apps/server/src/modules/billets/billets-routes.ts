import {
  billetCancelBodySchema,
  billetCancelResponseSchema,
  billetLayoutSchema,
  billetListQuerySchema,
  billetListResponseSchema,
  billetSchema,
  billetUpdateBodySchema,
  billetUpdateQuerySchema,
} from '@mentor/contract/billets';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from '@mentor/contract/downloads';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idSchema } from '../../http/schemas.ts';
import { billetsExport } from './billets-export.ts';
import { listLayouts } from './billets-repository.ts';
import { cancelBillets, changeBillet, listBillets } from './billets-service.ts';

const route = routesOf('billets');
/** The payer's CPF/CNPJ and e-mail are masked for staff without reveal_personal_data. */
const personalData = { fields: { billet_payer_document: 'document', billet_payer_email: 'email' } } as const;

/** Bank billets (2nd doc §3, §4, §7, §9): list, layouts, cancel, update and export. */
export async function billetsRoutes(app: App, { db, exports }: AppDeps): Promise<void> {
  const definition = exports.registry.register(billetsExport);

  app.get(
    '/api/v1/billet',
    route(
      { permission: 'read_bank_billets', personalData },
      {
        summary: 'Bank billets, by due date descending; values in cents',
        querystring: billetListQuerySchema,
        response: { 200: billetListResponseSchema },
      },
    ),
    async (request) => listBillets(db, request, request.query),
  );

  app.get(
    '/api/v1/billet/layouts',
    route('read_bank_billets', {
      summary: 'Billet layouts (nickname and id)',
      response: { 200: z.array(billetLayoutSchema) },
    }),
    async () => listLayouts(db),
  );

  app.patch(
    '/api/v1/billet/cancel',
    route(
      { permission: 'cancel_bank_billets', personalData },
      {
        summary:
          'Down (cancel) a selection of billets still waiting for registration or registered; all or none',
        body: billetCancelBodySchema,
        response: { 200: billetCancelResponseSchema, 409: errorBodySchema },
      },
    ),
    async (request) => ({ data: await cancelBillets(db, request, request.body) }),
  );

  app.put(
    '/api/v1/billet/:billet_id',
    route(
      { permission: 'update_bank_billets', personalData },
      {
        summary: 'Change the due date, fees, penalty and discount of an open billet',
        params: z.object({ billet_id: idSchema }),
        querystring: billetUpdateQuerySchema,
        body: billetUpdateBodySchema,
        response: { 200: billetSchema, 409: errorBodySchema },
      },
    ),
    async (request) =>
      changeBillet(db, request, request.params.billet_id, request.query.our_number, request.body),
  );

  app.get(
    '/api/v1/billet/export/:format',
    route('export_bank_billets', {
      summary: 'Billets as CSV or XLSX, streamed; large results become a background export job',
      params: z.object({ format: exportFormatSchema }),
      querystring: z.intersection(billetListQuerySchema, exportQuerySchema),
      response: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
    }),
    async (request, reply) => {
      const { mode, lang, page: _page, perPage: _perPage, sortBy, sortDesc, ...filters } = request.query;
      const projectId = listProjectFilter(request, filters.project_id);
      return exports.respond(request, reply, definition, {
        format: request.params.format,
        mode,
        locale: lang,
        params: { filters, projectId: projectId ?? null, sortBy, sortDesc },
      });
    },
  );
}
