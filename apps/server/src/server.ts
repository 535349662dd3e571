import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { listenHost, loadEnv, seedsDemo } from './config/env.ts';
import { createDatabase } from './db/database.ts';
import { type DatabaseAvailability, isDatabaseUnreachable } from './db/database-availability.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo, seedReference } from './seed/demo-seed.ts';

/**
 * `npm start`: one process serving the console, the API, the gateway and sign-in. With no
 * DATABASE_URL it runs its own PostgreSQL in DATA_DIR/pg, kept across restarts.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const root = path.resolve(process.env.INIT_CWD ?? process.cwd());
  let embedded: EmbeddedDatabase | null = null;
  let connectionString = env.DATABASE_URL;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres(path.resolve(root, env.DATA_DIR, 'pg'), env.EMBEDDED_PG_PORT);
    await embedded.ensureDatabase('mentor');
    connectionString = embedded.connectionString('mentor');
  }
  const handle = createDatabase(connectionString);
  await migrate(handle.pool);
  // Reference lists and the role matrix at every start; demo staff and data only when asked.
  if (seedsDemo(env)) await seedDemo(handle.db);
  else await seedReference(handle.db);

  const app = await buildApp({ env, db: handle.db, availability: handle.availability, pool: handle.pool });
  embedded?.supervise(app.log);
  keepRunningWithoutDatabase(app.log, handle.availability);
  let closing = false;
  // SIGTERM (an orchestrator, a rolling upgrade): not ready at once, still serving while the
  // balancer notices, then no new job, running requests and jobs finished, and exit; whatever
  // is still running at the deadline is cut off. SIGINT (Ctrl-C at a terminal) skips the grace.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const deadlineMs = env.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ deadlineMs }, 'shutdown deadline passed: exiting with work under way');
      process.exit(1);
    }, deadlineMs + 5_000);
    force.unref();
    try {
      await app.drain({ graceMs: signal === 'SIGTERM' ? env.SHUTDOWN_GRACE_SECONDS * 1000 : 0, deadlineMs });
      await app.close();
      await handle.close();
      await embedded?.stop();
      app.log.info({ signal }, 'stopped');
    } finally {
      process.exit(0);
    }
  };
  // This process owns its shutdown: the embedded PostgreSQL library's own signal hook (stop every
  // embedded database, then exit at once) would cut the requests and jobs under way.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Milliseconds since the process started, module loading, migrations and seeding included.
    await app.listen({
      port: env.PORT,
      host: listenHost(env),
      listenTextResolver: (address) => `listening on ${address} in ${Math.round(performance.now())} ms`,
    });
  } catch (error) {
    app.log.error(error);
    await handle.close();
    await embedded?.stop();
    process.exit(1);
  }
}

/**
 * A database connection that breaks outside any call (a client event nobody listens to) starts a
 * probe of the database instead of ending the process; any other uncaught failure still ends it.
 */
function keepRunningWithoutDatabase(log: FastifyBaseLogger, availability: DatabaseAvailability): void {
  const onFailure = (error: unknown) => {
    if (isDatabaseUnreachable(error)) {
      log.warn({ err: error }, 'database connection lost outside a request');
      availability.report(error);
      return;
    }
    log.fatal({ err: error }, 'uncaught failure');
    process.exit(1);
  };
  process.on('uncaughtException', onFailure);
  process.on('unhandledRejection', onFailure);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
