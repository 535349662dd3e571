import { createReadStream } from 'node:fs';
import { downloads } from '@mentor/contract/downloads-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../app-deps.ts';
import { EXPORT_QUEUE, PURGE_QUEUE } from './exports-service.ts';

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

  serve(app, downloads.listDownloads, async (_input, request) => ({
    data: await exports.list(actorOf(request).user.username),
  }));

  serve(app, downloads.readDownload, ({ params }, request) =>
    exports.get(actorOf(request).user.username, params.id),
  );

  serve(app, downloads.readFile, async ({ params }, request, reply) => {
    const file = await exports.file(actorOf(request).user.username, params.id);
    reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${file.name}"`);
    return reply.send(createReadStream(file.path));
  });

  serve(app, downloads.cancelOrRemove, async ({ params }, request, reply) => {
    const result = await exports.cancelOrRemove(actorOf(request).user.username, params.id);
    if (result) return result;
    return reply.status(204).send(null);
  });
}
