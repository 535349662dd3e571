import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../config/server-root.ts';
import { HttpError } from '../http/errors.ts';

const API_PREFIXES = ['/api/', '/gateway/', '/auth/', '/healthz'];
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

/**
 * Serves the built console at `/`, falling back to index.html for the console's own routes,
 * while unknown API paths still answer with the JSON error body.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir = DEFAULT_WEB_DIST): Promise<void> {
  const hasConsole = existsSync(path.join(distDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => pathname.startsWith(p));
    if (hasConsole && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(new HttpError(404, `Rota ${request.method} ${pathname} não encontrada.`).toBody());
  });
}
