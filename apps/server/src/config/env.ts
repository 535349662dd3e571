import { z } from 'zod';

/**
 * Server configuration, read once from the environment. Every value has a default that
 * makes `npm start` work on a fresh machine (embedded PostgreSQL, built-in sign-in).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address to listen on; unset: loopback while the demo staff are loaded, every interface otherwise. */
  HOST: z.string().optional(),
  /** Public base URL of this server as browsers reach it; the built-in issuer lives under it. */
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Port of the embedded PostgreSQL; unset: a free port is chosen at every start. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** An external OpenID Connect issuer (Keycloak realm URL); unset means the built-in one. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('mentor-console'),
  OIDC_AUDIENCE: z.string().default('mentor-api'),
  /** Keycloak admin API access for project-user management when OIDC_ISSUER is set. */
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().optional(),
  KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().optional(),
  IDLE_LIMIT_SECONDS: z.coerce.number().int().min(0).default(600),
  /** Public postcode service the console queries (ViaCEP-compatible). */
  POSTCODE_BASE_URL: z.string().url().default('https://viacep.com.br'),
  /**
   * Load the demo staff (known passwords and code secrets) and data at start. Unset: yes,
   * except with NODE_ENV=production, where only an explicit `true` loads them.
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /**
   * Port of `GET /metrics` (Prometheus), a listener of its own apart from PORT; unset: no
   * listener. 0 picks a free port.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Address of the metrics listener: loopback unless the scraper sits on another machine. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * Seconds a server stopped by SIGTERM keeps serving while `/healthz/ready` answers 503, so the
   * balancer takes it out of rotation before it stops taking requests.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(3),
  /** Seconds a stopping server gives its running requests and jobs before it exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Key sealing stored secrets (authenticator secrets, certificate keys); a random key kept in the database when unset. */
  SECRETS_KEY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** Days the built-in provider signs with one key before a new one takes over (0: never). */
  SIGNING_KEY_ROTATION_DAYS: z.coerce.number().min(0).default(30),
  /** How often each server checks whether the signing keys are due (a rotation elsewhere is followed within seconds). */
  SIGNING_KEY_CHECK_SECONDS: z.coerce.number().min(1).default(300),
  /**
   * Addresses (or CIDR ranges) of the reverse proxies whose X-Forwarded-For is believed,
   * comma-separated. Empty: no proxy is trusted and the client address is the socket's.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  /** Days a finished export or report stays in the download centre before it is purged. */
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Caps every export's stream limit: above this many rows an export runs in the background. */
  EXPORT_STREAM_MAX_ROWS: z.coerce.number().int().min(0).optional(),
  /** Background jobs one server process runs at once (all areas share them). */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Hours a four-eyes pending change waits for a decision before it expires. */
  APPROVAL_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(48),
  /** Overrides of the approval defaults: `action=on|off[:minCents],...` (docs/adr/0060). */
  APPROVAL_RULES: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  if (
    parsed.data.METRICS_PORT !== undefined &&
    parsed.data.METRICS_PORT !== 0 &&
    parsed.data.METRICS_PORT === parsed.data.PORT
  ) {
    throw new Error(
      'Invalid configuration: METRICS_PORT must differ from PORT (metrics are never served on the public port)',
    );
  }
  return parsed.data;
}

/** Whether the demo staff and data are loaded at start (never by default in production). */
export function seedsDemo(env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO'>): boolean {
  return env.SEED_DEMO === undefined ? env.NODE_ENV !== 'production' : env.SEED_DEMO === 'true';
}

/**
 * Where the server listens: `HOST` when given; otherwise loopback (IPv4 and IPv6) while the demo
 * staff, whose passwords and code secrets are public, are loaded, and every interface when not.
 */
export function listenHost(env: Pick<Env, 'HOST' | 'NODE_ENV' | 'SEED_DEMO'>): string {
  return env.HOST ?? (seedsDemo(env) ? 'localhost' : '0.0.0.0');
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

export function issuerUrl(env: Env): string {
  return env.OIDC_ISSUER ?? `${publicUrl(env)}/auth`;
}
