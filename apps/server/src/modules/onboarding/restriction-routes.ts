import {
  locationMetricsSchema,
  locationRestrictionBodySchema,
  locationRestrictionSchema,
  locationRestrictionUpdateSchema,
  positiveListEntrySchema,
  positiveListImportSchema,
  positiveListStatusSchema,
  positiveListToggleBodySchema,
} from '@mentor/contract/onboarding';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  createRestriction,
  deleteRestriction,
  listRestrictions,
  locationMetrics,
  updateRestriction,
} from './location-restriction-service.ts';
import {
  addEntry,
  exportWorkbook,
  listEntries,
  modelWorkbook,
  processImport,
  readRestriction,
  removeEntry,
  setRestriction,
  validateImport,
} from './positive-list-service.ts';

const route = routesOf('onboarding');
const wlParams = z.object({ id: z.string().uuid() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const POSITIVE = 'access_positive_list';
const LOCATION = 'restrict_by_location';

/** Positive list and location restriction of a white label (2nd doc §7; ADR 0181). */
export async function restrictionRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-j-positive-list/v1/white-label/:id',
    route(POSITIVE, {
      summary: 'Whether the white label restricts onboarding to its positive list',
      params: wlParams,
      response: { 200: positiveListStatusSchema },
    }),
    async (request) => readRestriction(db, request, request.params.id),
  );

  app.put(
    '/gateway/spe-j-positive-list/v1/white-label/:id',
    route(POSITIVE, {
      summary: 'Turn the positive-list restriction on or off',
      params: wlParams,
      body: positiveListToggleBodySchema,
      response: { 200: positiveListStatusSchema },
    }),
    async (request) => setRestriction(db, request, request.params.id, request.body.restritive),
  );

  app.get(
    '/api/v1/onboarding/positive-list/:id/entries',
    route(POSITIVE, {
      summary: 'Documents on the positive list, newest first',
      params: wlParams,
      querystring: z.object({
        page: z.coerce.number().int().min(1).max(100_000).default(1),
        limit: z.coerce.number().int().min(1).max(100).default(10),
        search: z.string().trim().max(120).optional(),
      }),
      response: {
        200: z.object({
          data: z.array(positiveListEntrySchema),
          meta: z.object({
            itemCount: z.number(),
            page: z.number(),
            limit: z.number(),
            pageCount: z.number(),
          }),
        }),
      },
    }),
    async (request) => {
      const { page, limit, search } = request.query;
      const { rows, total } = await listEntries(db, request, request.params.id, page, limit, search);
      return { data: rows, meta: gatewayMeta(total, page, limit) };
    },
  );

  app.post(
    '/api/v1/onboarding/positive-list/:id/entries',
    route(POSITIVE, {
      summary: 'Add a document to the positive list',
      params: wlParams,
      body: z.object({ document: z.string().max(40), name: z.string().max(200) }),
      response: { 200: positiveListEntrySchema },
    }),
    async (request) => addEntry(db, request, request.params.id, request.body.document, request.body.name),
  );

  app.delete(
    '/api/v1/onboarding/positive-list/:id/entries/:entry',
    route(POSITIVE, {
      summary: 'Remove a document from the positive list',
      params: wlParams.extend({ entry: z.string().uuid() }),
      response: { 200: z.object({ removed: z.boolean() }) },
    }),
    async (request) => removeEntry(db, request, request.params.id, request.params.entry),
  );

  app.get(
    '/api/v1/onboarding/positive-list/model',
    route(POSITIVE, {
      summary: 'The positive-list spreadsheet model (Baixar Modelo)',
      response: { 200: z.any() },
    }),
    async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="modelo-lista-positiva.xlsx"')
        .send(await modelWorkbook()),
  );

  app.get(
    '/api/v1/onboarding/positive-list/:id/export',
    route(POSITIVE, {
      summary: 'The positive list as a spreadsheet (Exportar)',
      params: wlParams,
      response: { 200: z.any() },
    }),
    async (request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="lista-positiva.xlsx"')
        .send(await exportWorkbook(db, request, request.params.id)),
  );

  app.post(
    '/api/v1/onboarding/positive-list/:id/imports',
    route(POSITIVE, {
      summary: 'Check an uploaded positive-list file row by row (nothing applied yet)',
      params: wlParams,
      body: z.object({
        fileName: z.string().trim().min(1).max(200),
        fileBase64: z.string().min(4).max(14_000_000),
      }),
      response: { 200: positiveListImportSchema },
    }),
    async (request) => validateImport(db, request, request.params.id, request.body),
  );

  app.post(
    '/api/v1/onboarding/positive-list/imports/:importId/process',
    route(POSITIVE, {
      summary: 'Apply the accepted rows of a checked file (Processar)',
      params: z.object({ importId: z.string().uuid() }),
      response: { 200: positiveListImportSchema },
    }),
    async (request) => processImport(db, request, request.params.importId),
  );

  app.get(
    '/gateway/spe-n-backoffice/v1/onboarding-restriction-by-location/white-label/:id',
    route(LOCATION, {
      summary: 'Location restrictions of a white label',
      params: wlParams,
      response: { 200: z.array(locationRestrictionSchema) },
    }),
    async (request) => listRestrictions(db, request, request.params.id),
  );

  app.post(
    '/gateway/spe-n-backoffice/v1/onboarding-restriction-by-location',
    route(LOCATION, {
      summary: 'Restrict onboarding in a state, or a city of a state',
      body: locationRestrictionBodySchema,
      response: { 200: locationRestrictionSchema },
    }),
    async (request) => createRestriction(db, request, request.body),
  );

  app.put(
    '/gateway/spe-n-backoffice/v1/onboarding-restriction-by-location/:uuidRestrict',
    route(LOCATION, {
      summary: 'Change a location restriction',
      params: z.object({ uuidRestrict: z.string().uuid() }),
      body: locationRestrictionUpdateSchema,
      response: { 200: locationRestrictionSchema },
    }),
    async (request) => updateRestriction(db, request, request.params.uuidRestrict, request.body),
  );

  app.delete(
    '/gateway/spe-n-backoffice/v1/onboarding-restriction-by-location/:uuidRestrict',
    route(LOCATION, {
      summary: 'Remove a location restriction',
      params: z.object({ uuidRestrict: z.string().uuid() }),
      response: { 200: z.object({ deleted: z.boolean() }) },
    }),
    async (request) => deleteRestriction(db, request, request.params.uuidRestrict),
  );

  app.get(
    '/gateway/spe-n-backoffice/v1/metrics/location/active-and-restricted-accounts/:id',
    route(LOCATION, {
      summary: 'Active and restricted accounts per state',
      params: wlParams,
      response: { 200: locationMetricsSchema },
    }),
    async (request) => locationMetrics(db, request, request.params.id),
  );
}
