import { createReadStream } from 'node:fs';
import { downloadListSchema, downloadSchema } from '@mentor/contract/downloads';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { requireUser } from '../../http/project-scope.ts';
import { errorResponses, idParamSchema } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { EXPORT_QUEUE, PURGE_QUEUE } from './exports-service.ts';

/** Any signed-in staff member has a download centre; each sees only their own files. */
const policy = { policy: { permission: null } } as const;

/**
 * The download centre (the caller's exports and reports: status, progress, size, expiry,
 * file, cancel) and the jobs behind it: background exports and the hourly purge of expired files.
 */
export async function exportsRoutes(app: App, { jobs, exports }: AppDeps): Promise<void> {
  jobs.register<{ downloadId: number }>(EXPORT_QUEUE, (ctx) => exports.runExportJob(ctx), {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
  });
  jobs.register(PURGE_QUEUE, () => exports.purgeExpired(), {
    cron: '17 * * * *',
    retryLimit: 1,
    policy: 'singleton',
  });

  app.get(
    '/api/v1/downloads',
    {
      config: policy,
      schema: {
        tags: ['downloads'],
        summary: "The caller's exports and reports not yet expired, newest first",
        response: { 200: downloadListSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await exports.list(requireUser(request).username) }),
  );

  app.get(
    '/api/v1/downloads/:id',
    {
      config: policy,
      schema: {
        tags: ['downloads'],
        summary: "One of the caller's exports or reports, with its state",
        params: idParamSchema,
        response: { 200: downloadSchema, ...errorResponses },
      },
    },
    async (request) => exports.get(requireUser(request).username, request.params.id),
  );

  app.get(
    '/api/v1/downloads/:id/file',
    {
      config: policy,
      schema: {
        tags: ['downloads'],
        summary: 'The finished file (409 while it is still being produced)',
        params: idParamSchema,
        response: { 200: z.unknown().describe('The file'), 409: errorResponses[404], ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await exports.file(requireUser(request).username, request.params.id);
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.name}"`);
      return reply.send(createReadStream(file.path));
    },
  );

  app.delete(
    '/api/v1/downloads/:id',
    {
      config: policy,
      schema: {
        tags: ['downloads'],
        summary: 'Cancels a pending export (200 with it) or removes a finished one and its file (204)',
        params: idParamSchema,
        response: { 200: downloadSchema, 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await exports.cancelOrRemove(requireUser(request).username, request.params.id);
      if (result) return result;
      return reply.status(204).send(null);
    },
  );
}
