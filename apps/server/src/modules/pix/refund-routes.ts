import {
  gatewayPagedSchema,
  refundCloseSchema,
  refundCreateSchema,
  refundListQuerySchema,
  refundSchema,
} from '@mentor/contract/pix';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { listRefunds, toRefund } from './refund-repository.ts';
import { changeRefund, createRefund, readRefund } from './refund-service.ts';

const policy = { policy: { permission: 'generate_bacen_report' } } as const;
const uuidParams = z.object({ uuid: z.string().uuid() });
const responses = { 200: refundSchema, ...errorResponses, 409: errorBodySchema };

/** Pix refund requests, MED (2nd doc §3, §4, §7): list, detail, create, close and cancel. */
export async function refundRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-view-n-pix/v1/refund',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Refund requests (MED), newest first',
        querystring: refundListQuerySchema,
        response: { 200: gatewayPagedSchema(refundSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listRefunds(db, q, listProjectFilter(request, q.project_id) ?? null);
      return { data: rows.map(toRefund), meta: gatewayMeta(total, q.page, q.limit) };
    },
  );

  app.get(
    '/gateway/spe-view-n-pix/v1/refund/:uuid',
    {
      config: policy,
      schema: { tags: ['pix'], summary: 'Refund request', params: uuidParams, response: responses },
    },
    async (request) => readRefund(db, request, request.params.uuid),
  );

  app.post(
    '/gateway/spe-n-pre-pix/v1/refund/create',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Create a refund request for a Pix movement',
        body: refundCreateSchema,
        response: { 201: refundSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createRefund(db, request, request.body)),
  );

  app.post(
    '/gateway/spe-n-pre-pix/v1/refund/:uuid/close',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Close an open refund request with the analysis',
        params: uuidParams,
        body: refundCloseSchema,
        response: responses,
      },
    },
    async (request) => changeRefund(db, request, request.params.uuid, { kind: 'close', input: request.body }),
  );

  app.post(
    '/gateway/spe-n-pre-pix/v1/refund/:uuid/cancel',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Cancel an open refund request',
        params: uuidParams,
        response: responses,
      },
    },
    async (request) => changeRefund(db, request, request.params.uuid, { kind: 'cancel' }),
  );
}
