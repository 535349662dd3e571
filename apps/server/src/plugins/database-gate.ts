import type { FastifyInstance } from 'fastify';
import { type DatabaseAvailability, isDatabaseUnreachable } from '../db/database-availability.ts';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '../http/database-unavailable.ts';

/** Paths that need the database: the API, the gateway, sign-in and the health checks. */
const GATED = ['/api/v1/', '/gateway/', '/auth/', '/healthz'];
/** The liveness check says the process answers, database or not: a restart would not bring it back. */
const UNGATED = ['/healthz/live'];

/**
 * While the database is away every call that needs it answers 503 at once, in the API's error
 * body with a Retry-After; the console's files and its configuration document are still served.
 * A call that finds the database unreachable reports it, which starts the probes that end the
 * outage as soon as the database answers.
 */
export function registerDatabaseGate(app: FastifyInstance, availability: DatabaseAvailability): void {
  availability.setLog(app.log);
  app.addHook('onRequest', async (request, reply) => {
    if (availability.available) return;
    const url = request.url;
    if (!GATED.some((p) => url.startsWith(p) || `${url}/` === p)) return;
    if (UNGATED.some((p) => url === p || url.startsWith(`${p}?`))) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw databaseUnavailable(request);
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDatabaseUnreachable(error)) availability.report(error);
  });
  app.addHook('onClose', async () => availability.stop());
}
