import client from 'prom-client';

/**
 * The process's own figures, counted where things happen (requests, sign-ins, codes, reveals,
 * exports, settlements, jobs) and read by Prometheus at `GET /metrics` on the metrics port
 * (platform/metrics/metrics-server.ts). Labels hold names the product chose (operation ids, queues, reasons,
 * export kinds, payment types): never a username, a document, an address or an amount.
 */
export const processRegistry = new client.Registry();
const registers = [processRegistry];

let defaultsCollected = false;

/** Event-loop lag, heap, garbage collection, CPU and file descriptors, once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
}

export const httpRequests = new client.Counter({
  name: 'mentor_http_requests_total',
  help: 'HTTP requests answered, by declared operation id, method and status',
  labelNames: ['operation', 'method', 'status'] as const,
  registers,
});

export const httpDuration = new client.Histogram({
  name: 'mentor_http_request_duration_seconds',
  help: 'Time from a request received to its answer sent, by declared operation id and method',
  labelNames: ['operation', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

export const signInFailures = new client.Counter({
  name: 'mentor_sign_in_failures_total',
  help: 'Sign-in attempts refused: wrong credentials, a disabled account, or refused by the throttle',
  labelNames: ['reason'] as const,
  registers,
});

export const signInLockouts = new client.Counter({
  name: 'mentor_sign_in_lockouts_total',
  help: 'Failed sign-ins that locked a username for the client that tried it',
  registers,
});

export const oneTimeCodeRefusals = new client.Counter({
  name: 'mentor_one_time_code_refusals_total',
  help: 'One-time codes refused, by reason (missing, invalid, replayed, not enrolled, throttled)',
  labelNames: ['reason'] as const,
  registers,
});

export const reveals = new client.Counter({
  name: 'mentor_reveals_total',
  help: 'Personal data revealed in full to a staff member, by kind of record',
  labelNames: ['record'] as const,
  registers,
});

export const exportRows = new client.Counter({
  name: 'mentor_export_rows_total',
  help: 'Rows written into exports, by export, format and mode (stream or background)',
  labelNames: ['export', 'format', 'mode'] as const,
  registers,
});

export const exportBytes = new client.Counter({
  name: 'mentor_export_bytes_total',
  help: 'Bytes of export files written or streamed, by export, format and mode',
  labelNames: ['export', 'format', 'mode'] as const,
  registers,
});

export const settlementsSent = new client.Counter({
  name: 'mentor_settlements_sent_total',
  help: 'Payments handed to the bank for settlement, by payment type',
  labelNames: ['type'] as const,
  registers,
});

export const settlementsSentCents = new client.Counter({
  name: 'mentor_settlements_sent_cents_total',
  help: 'Amount of the payments handed to the bank for settlement, in cents, by payment type',
  labelNames: ['type'] as const,
  registers,
});

export const jobsFinished = new client.Counter({
  name: 'mentor_jobs_finished_total',
  help: 'Background job runs ended on this server, by queue and outcome',
  labelNames: ['queue', 'outcome'] as const,
  registers,
});
