import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { exportJobSchema } from '@mentor/contract/transactions';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/project-scope.ts';
import { errorResponses, idParamSchema } from '../../http/schemas.ts';
import { findJob, listJobs, toExportJob } from './export-jobs-repository.ts';
import { startExportWorker } from './export-worker.ts';
import { EXPORT_CONTENT_TYPES } from './transaction-export-format.ts';

const policy = { policy: { permission: 'read_transactions' } } as const;

/**
 * The download centre: the caller's background exports with their progress, and the finished
 * files. Also runs the in-process worker that produces them.
 */
export async function exportsRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  let worker: ReturnType<typeof startExportWorker> | null = null;
  app.addHook('onReady', async () => {
    worker = startExportWorker({ db, dataDir: env.DATA_DIR, log: app.log });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });

  const ownJob = async (owner: string, id: number) => {
    const job = await findJob(db, id);
    if (!job || job.owner !== owner) throw notFound('Exportação não encontrada.');
    return job;
  };

  app.get(
    '/api/v1/export',
    {
      config: policy,
      schema: {
        tags: ['exports'],
        summary: "The caller's background exports, newest first",
        response: { 200: z.object({ data: z.array(exportJobSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: (await listJobs(db, user.username)).map(toExportJob) };
    },
  );

  app.get(
    '/api/v1/export/:id',
    {
      config: policy,
      schema: {
        tags: ['exports'],
        params: idParamSchema,
        response: { 200: exportJobSchema, ...errorResponses },
      },
    },
    async (request) => toExportJob(await ownJob(requireUser(request).username, request.params.id)),
  );

  app.get(
    '/api/v1/export/:id/download',
    {
      config: policy,
      schema: {
        tags: ['exports'],
        params: idParamSchema,
        response: { 200: z.unknown().describe('The file'), 409: errorResponses[404], ...errorResponses },
      },
    },
    async (request, reply) => {
      const job = await ownJob(requireUser(request).username, request.params.id);
      if (job.status !== 'COMPLETED' || !job.file_path)
        throw conflict('A exportação ainda não foi concluída.');
      const size = await stat(job.file_path).catch(() => null);
      if (!size) throw notFound('Arquivo da exportação não encontrado.');
      reply
        .header('content-type', EXPORT_CONTENT_TYPES[job.file_format])
        .header('content-length', String(size.size))
        .header('content-disposition', `attachment; filename="${job.file_name ?? `exportacao-${job.id}`}"`);
      return reply.send(createReadStream(job.file_path));
    },
  );
}
