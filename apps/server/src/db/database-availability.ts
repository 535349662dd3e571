import pg from 'pg';

/** Socket errors of a database that is gone, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL answers of a server that is shutting down, crashed or still starting (class 57P),
 * and the connection exceptions (class 08).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57P05']);

/** What node-postgres says when the connection drops under a query or a checkout times out. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
];

/** True when `error` says the database cannot be reached, as opposed to a refused statement. */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = Reflect.get(error, 'code');
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  }
  // A connection refused on every address of a host name arrives as an AggregateError.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnreachable)) return true;
  const message = Reflect.get(error, 'message');
  return typeof message === 'string' && CLIENT_MESSAGES.some((m) => message.includes(m));
}

export interface AvailabilityLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DatabaseAvailability {
  /** False from a failed probe until a probe reaches the database again. */
  readonly available: boolean;
  /** Reports a failure: one that says the database may be unreachable starts a probe. */
  report(error: unknown): void;
  /** Checks now (a connection of its own, SELECT 1); marks the database away or back accordingly. */
  check(): Promise<boolean>;
  setLog(log: AvailabilityLog): void;
  stop(): void;
}

/**
 * Whether the database answers, asked of the database itself: a call that fails as if the
 * database were unreachable starts a probe on a connection of its own (a pool that is merely
 * busy is no outage); when the probe fails, every API call answers 503 at once (no call waits on
 * a dead socket) and a probe runs every `probeMs` until the database answers again. The pool
 * opens new connections by itself, so nothing else has to be restarted.
 */
export function createDatabaseAvailability(
  connectionString: string,
  options: { probeMs?: number; probeTimeoutMs?: number } = {},
): DatabaseAvailability {
  const probeMs = options.probeMs ?? 1000;
  const probeTimeoutMs = options.probeTimeoutMs ?? 3000;
  let available = true;
  let stopped = false;
  let probing: NodeJS.Timeout | null = null;
  let checking: Promise<boolean> | null = null;
  let log: AvailabilityLog | null = null;
  let awaySince = 0;

  function markAway(error: unknown): void {
    if (available) {
      available = false;
      awaySince = Date.now();
      log?.warn({ err: error }, 'database unavailable: answering 503 until it is back');
    }
    if (!probing && !stopped) {
      probing = setInterval(() => void check(), probeMs);
      probing.unref();
    }
  }

  function markBack(): void {
    if (probing) clearInterval(probing);
    probing = null;
    if (!available) {
      available = true;
      log?.info({ awayMs: Date.now() - awaySince }, 'database available again');
    }
  }

  async function probe(): Promise<boolean> {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: probeTimeoutMs,
      query_timeout: probeTimeoutMs,
      application_name: 'mentor-server-probe',
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      markBack();
      return true;
    } catch (error) {
      if (isDatabaseUnreachable(error)) markAway(error);
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }

  function check(): Promise<boolean> {
    checking ??= probe().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    get available() {
      return available;
    },
    report(error) {
      if (isDatabaseUnreachable(error) && !stopped) void check();
    },
    check,
    setLog(next) {
      log = next;
    },
    stop() {
      stopped = true;
      if (probing) clearInterval(probing);
      probing = null;
    },
  };
}
