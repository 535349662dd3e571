import {
  gatewayPagedSchema,
  infractionCloseSchema,
  infractionListQuerySchema,
  infractionSchema,
} from '@mentor/contract/pix';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { listInfractions, toInfraction } from './infraction-repository.ts';
import { changeInfraction, readInfraction } from './infraction-service.ts';

const policy = { policy: { permission: 'report_and_handle_violations' } } as const;
const uuidParams = z.object({ uuid: z.string().uuid() });
const responses = { 200: infractionSchema, ...errorResponses, 409: errorBodySchema };

/** Pix infraction reports (2nd doc §3, §4, §7): list, detail, close and cancel. */
export async function infractionRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-n-pre-pix/v1/infraction-reports',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Infraction reports, newest first',
        querystring: infractionListQuerySchema,
        response: { 200: gatewayPagedSchema(infractionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listInfractions(db, q, listProjectFilter(request, q.project_id) ?? null);
      return { data: rows.map(toInfraction), meta: gatewayMeta(total, q.page, q.limit) };
    },
  );

  app.get(
    '/gateway/spe-n-pre-pix/v1/infraction-reports/:uuid',
    {
      config: policy,
      schema: { tags: ['pix'], summary: 'Infraction report', params: uuidParams, response: responses },
    },
    async (request) => readInfraction(db, request, request.params.uuid),
  );

  app.post(
    '/gateway/spe-n-pre-pix/v2/infraction-reports/:uuid/close',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Close an open infraction report with the analysis',
        params: uuidParams,
        body: infractionCloseSchema,
        response: responses,
      },
    },
    async (request) =>
      changeInfraction(db, request, request.params.uuid, { kind: 'close', input: request.body }),
  );

  app.post(
    '/gateway/spe-n-pre-pix/v2/infraction-reports/:uuid/cancel',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Cancel an open infraction report',
        params: uuidParams,
        response: responses,
      },
    },
    async (request) => changeInfraction(db, request, request.params.uuid, { kind: 'cancel' }),
  );
}
