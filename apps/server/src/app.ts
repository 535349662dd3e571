import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { type Clock, systemClock } from './config/clock.ts';
import { type Env, issuerUrl } from './config/env.ts';
import type { Database } from './db/database.ts';
import type { DatabaseAvailability } from './db/database-availability.ts';
import { joinRequestTransactions } from './db/transaction.ts';
import type { App } from './http/app-types.ts';
import { openapiDocumentOptions } from './http/openapi-document.ts';
import { createTokenVerifier } from './http/token-verifier.ts';
import { behavioralRoutes } from './modules/behavioral/behavioral-routes.ts';
import { billetsRoutes } from './modules/billets/billets-routes.ts';
import { checkupRoutes } from './modules/checkup/checkup-routes.ts';
import { credentialsRoutes } from './modules/credentials/credentials-routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { merchantRevealSource } from './modules/merchants/merchant-reveal.ts';
import { merchantsRoutes } from './modules/merchants/merchants-routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes.ts';
import { preAccountRevealSource } from './modules/onboarding/pre-account-reveal.ts';
import { paymentsRoutes } from './modules/payments/payments-routes.ts';
import { pixRoutes } from './modules/pix/pix-routes.ts';
import { plansRoutes } from './modules/plans/plans-routes.ts';
import { projectUserRevealSource } from './modules/project-users/project-user-reveal.ts';
import { projectUsersRoutes } from './modules/project-users/project-users-routes.ts';
import { projectRevealSource } from './modules/projects/project-reveal.ts';
import { projectsRoutes } from './modules/projects/projects-routes.ts';
import { receivableRoutes } from './modules/receivables/receivable-routes.ts';
import { registryRoutes } from './modules/receivables/registry-routes.ts';
import { riskRoutes } from './modules/risk/risk-routes.ts';
import { rolesRoutes } from './modules/roles/roles-routes.ts';
import { searchRoutes } from './modules/search/search-routes.ts';
import { terminalsRoutes } from './modules/terminals/terminals-routes.ts';
import { transactionRevealSource } from './modules/transactions/transaction-reveal.ts';
import { transactionsRoutes } from './modules/transactions/transactions-routes.ts';
import { registerOidcProvider } from './oidc/register-oidc.ts';
import type { AppDeps } from './platform/app-deps.ts';
import { parseEnvRules } from './platform/approvals/approval-rules.ts';
import { approvalsRoutes } from './platform/approvals/approvals-routes.ts';
import { createExportRegistry } from './platform/exports/export-registry.ts';
import { exportsRoutes } from './platform/exports/exports-routes.ts';
import { createExportsService } from './platform/exports/exports-service.ts';
import { historyRoutes } from './platform/history/history-routes.ts';
import { createJobRunner } from './platform/jobs/job-runner.ts';
import { lookupsRoutes } from './platform/lookups/lookups-routes.ts';
import { registerMetrics } from './platform/metrics/metrics-server.ts';
import { otpRoutes } from './platform/otp/otp-routes.ts';
import { registerTotpSealing } from './platform/otp/totp-sealing.ts';
import { platformRoutes } from './platform/platform-routes.ts';
import { privacyRoutes } from './platform/privacy/privacy-routes.ts';
import { savedViewsRoutes } from './platform/saved-views/saved-views-routes.ts';
import { passwordLinkRoutes } from './platform/staff-users/password-link-routes.ts';
import { registerAccessControl } from './plugins/access-control.ts';
import { registerApprovalPolicy, registerPendingDuplicateGuard } from './plugins/approval-policy.ts';
import { registerDatabaseGate } from './plugins/database-gate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { type IdempotencyConfig, registerIdempotencyPolicy } from './plugins/idempotency-policy.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerPersonalDataPolicy } from './plugins/personal-data-policy.ts';
import { registerReasonPolicy } from './plugins/reason-policy.ts';
import { loggedError, RequestLog } from './plugins/request-log.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

/** Every business area's routes; each area adds its module here. */
const modules: ReadonlyArray<(app: App, deps: AppDeps) => Promise<void>> = [
  platformRoutes,
  passwordLinkRoutes,
  otpRoutes,
  lookupsRoutes,
  historyRoutes,
  savedViewsRoutes,
  pixRoutes,
  projectsRoutes,
  projectUsersRoutes,
  rolesRoutes,
  transactionsRoutes,
  dashboardRoutes,
  behavioralRoutes,
  exportsRoutes,
  approvalsRoutes,
  privacyRoutes([
    projectRevealSource,
    projectUserRevealSource,
    transactionRevealSource,
    merchantRevealSource,
    preAccountRevealSource,
  ]),
  merchantsRoutes,
  terminalsRoutes,
  plansRoutes,
  receivableRoutes,
  registryRoutes,
  paymentsRoutes,
  billetsRoutes,
  checkupRoutes,
  credentialsRoutes,
  riskRoutes,
  onboardingRoutes,
  searchRoutes,
];

/** How a stopping server drains (`app.drain`). */
export interface DrainOptions {
  /** How long it keeps taking requests while answering not ready (the balancer's reaction time). */
  graceMs: number;
  /** How long, from the start, running jobs may take before they are interrupted. */
  deadlineMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server drains before it stops (`/healthz/ready` answers 503). */
    draining(): boolean;
    /**
     * Starts draining: not ready at once, requests still served for `graceMs`, then no new job
     * and the running ones given until the deadline. `close()` after it ends the rest.
     */
    drain(options: DrainOptions): Promise<void>;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** The time one-time codes and approval expiry are decided on (the system clock by default). */
  clock?: Clock;
  /** Whether the database answers: while it does not, calls that need it answer 503 at once. */
  availability?: DatabaseAvailability;
  /** Idempotency-Key settings (waits, staleness) and the hook tests use to lose an answer. */
  idempotency?: IdempotencyConfig;
  /** The database's pool, whose connections `/metrics` reports. */
  pool?: pg.Pool;
}

export async function buildApp({
  env,
  db,
  logger,
  webDist,
  clock = systemClock,
  availability,
  idempotency,
  pool,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      ...((logger && typeof logger === 'object' ? logger : { level: env.LOG_LEVEL }) as { level: string }),
      serializers: { err: loggedError },
    },
    // One line per request of its own (plugins/request-log.ts), without the URL.
    logController: new RequestLog(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Only the configured proxies may set the client address (X-Forwarded-For).
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    bodyLimit: 12 * 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('clock', clock);
  // Draining: `/healthz/ready` answers 503 and every answer closes its connection, so the
  // balancer stops sending requests here while the ones under way finish (server.ts, SIGTERM).
  let draining = false;
  app.decorate('draining', () => draining);
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerMetrics(app, { db, pool, port: env.METRICS_PORT, host: env.METRICS_HOST });
  if (availability) registerDatabaseGate(app, availability);
  registerInputGuard(app);

  const issuer = issuerUrl(env);
  const issuerOrigin = new URL(issuer).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", issuerOrigin, new URL(env.POSTCODE_BASE_URL).origin],
        formAction: ["'self'", issuerOrigin],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10 } });
  await app.register(swagger, openapiDocumentOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const oidc = env.OIDC_ISSUER ? null : await registerOidcProvider(app, { db, env });
  const verifier = createTokenVerifier({
    issuer,
    audience: env.OIDC_AUDIENCE,
    ...(oidc ? { localJwks: oidc.localJwks } : {}),
  });
  // Its preHandler runs before the one-time code is checked: a repeat spends no second code.
  // A request holding a key acts in one transaction, joined by every query the areas make
  // through `requestDb` (ADR 0700); sign-in, codes and the key's claim use `db` directly.
  registerIdempotencyPolicy(app, { db, ...(idempotency ? { config: idempotency } : {}) });
  const requestDb = joinRequestTransactions(db);
  // A change already pending is refused before the one-time code is checked.
  registerPendingDuplicateGuard(app, { db });
  registerAccessControl(app, { db, verifier, localIssuer: oidc !== null });
  registerReasonPolicy(app);
  registerPersonalDataPolicy(app);
  registerApprovalPolicy(app, {
    db: requestDb,
    config: { ttlHours: env.APPROVAL_TTL_HOURS, envRules: parseEnvRules(env.APPROVAL_RULES) },
  });

  // One job runner per process, shared by every area; it starts when the server is ready
  // (after every area registered its queues) and stops, interrupting running jobs, on close.
  const jobs = createJobRunner({ db, log: app.log, concurrency: env.JOB_CONCURRENCY });
  const exports = createExportsService({
    db: requestDb,
    env,
    jobs,
    registry: createExportRegistry(),
    log: app.log,
  });
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  registerTotpSealing(app, {
    db,
    secretsKey: env.SECRETS_KEY,
    production: env.NODE_ENV === 'production',
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  app.decorate('drain', async ({ graceMs, deadlineMs }: DrainOptions) => {
    const started = Date.now();
    draining = true;
    app.log.info({ graceMs, deadlineMs }, 'draining: not ready, finishing the work under way');
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    // No job is taken from now on; the running ones have what is left of the deadline.
    const finished = await jobs.drain(deadlineMs - (Date.now() - started));
    if (!finished)
      app.log.warn({ running: jobs.runningCount() }, 'draining: jobs interrupted at the deadline');
  });

  const deps: AppDeps = { db: requestDb, env, jobs, exports };
  for (const register of modules) await register(app, deps);
  await registerStaticWeb(app, webDist ?? env.WEB_DIST);
  return app;
}
