import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { conflict, unprocessable } from '../http/errors.ts';
import {
  claimKey,
  completeClaim,
  purgeExpiredKeys,
  releaseClaim,
  requestFingerprint,
} from './idempotency-store.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer repeated from a stored outcome instead of acting again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII, 8 to 200 characters: a UUID, or any client-made token. */
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;
const HOUR_MS = 3_600_000;

export const IDEMPOTENCY_MESSAGES = {
  required: 'Esta ação exige o cabeçalho Idempotency-Key.',
  invalid: 'O cabeçalho Idempotency-Key deve ter de 8 a 200 caracteres visíveis.',
  mismatch:
    'Esta chave de idempotência já foi usada em outra solicitação. Gere uma nova chave para uma nova solicitação.',
  inFlight: 'Esta solicitação já está em andamento. Aguarde a resposta.',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key row this request holds while it runs. */
    idempotencyClaim: number | null;
  }
}

export interface IdempotencyConfig {
  /** How long a key and its answer are kept (24 h). */
  ttlMs?: number;
  /** How long a repeat waits for the first request still running before answering 409 (10 s). */
  waitMs?: number;
  /** A claim older than this with no answer is taken as lost (a process that died): 5 min. */
  staleAfterMs?: number;
}

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(raw) ? raw[0] : raw;
}

const field = (message: string) => ({ 'Idempotency-Key': [message] });

/**
 * One rule for repeated requests (docs/adr/0360-every-action-once.md). Every POST, PUT, PATCH
 * and DELETE of the API honours an `Idempotency-Key` header; routes declaring
 * `policy.idempotency: 'required'` (money actions) refuse a call without one. The key is scoped
 * to the staff member, the method and the route:
 *
 * - the first request claims it (a unique row) before its one-time code is checked;
 * - a repeat with the same content gets the first request's stored answer (status and body),
 *   without acting and without a one-time code;
 * - a repeat while the first still runs waits for its answer (up to `waitMs`, then 409);
 * - the same key with other content is refused with 422;
 * - only successful answers (2xx, including a change sent for approval) are kept: a refused or
 *   failed request frees its key, so the corrected retry of the same intent acts.
 *
 * Multipart uploads are outside the rule (their content is read by the handler).
 */
export function registerIdempotencyPolicy(
  app: FastifyInstance,
  deps: { db: Database; config?: IdempotencyConfig },
): void {
  const ttlMs = deps.config?.ttlMs ?? 24 * HOUR_MS;
  const waitMs = deps.config?.waitMs ?? 10_000;
  const staleAfterMs = deps.config?.staleAfterMs ?? 5 * 60_000;
  app.decorateRequest('idempotencyClaim', null);

  // The OpenAPI document says which calls need a key.
  app.addHook('onRoute', (route) => {
    if (route.config?.policy?.idempotency !== 'required') return;
    const schema = route.schema as { description?: string } | undefined;
    if (!schema) return;
    const note =
      'Requires an `Idempotency-Key` header (8 to 200 visible characters, one per intent): a repeat with ' +
      'the same key and content gets the first answer without acting again; other content under the ' +
      'key is refused with 422.';
    schema.description = schema.description ? `${schema.description}\n\n${note}` : note;
  });

  // Before the one-time code is checked (access control's preHandler is registered after this).
  app.addHook('preHandler', async (request, reply) => {
    const policy = request.routeOptions.config.policy;
    if (!policy || policy.public || !request.user || !MUTATING.has(request.method)) return;
    const key = keyOf(request);
    if (key === undefined || key === '') {
      if (policy.idempotency === 'required') {
        throw unprocessable(IDEMPOTENCY_MESSAGES.required, field(IDEMPOTENCY_MESSAGES.required));
      }
      return;
    }
    if (!KEY_PATTERN.test(key))
      throw unprocessable(IDEMPOTENCY_MESSAGES.invalid, field(IDEMPOTENCY_MESSAGES.invalid));
    if (request.isMultipart()) return;
    const scope = {
      username: request.user.username,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      key,
    };
    const fingerprint = requestFingerprint({
      params: request.params ?? null,
      query: request.query ?? null,
      body: request.body ?? null,
      reason: request.reason ?? null,
    });
    const deadline = Date.now() + waitMs;
    for (;;) {
      const now = new Date(request.server.clock.now());
      const claim = await claimKey(deps.db, scope, fingerprint, { now, ttlMs, staleAfterMs });
      if (claim.kind === 'claimed') {
        request.idempotencyClaim = claim.id;
        return;
      }
      if (claim.kind === 'mismatch') {
        throw unprocessable(IDEMPOTENCY_MESSAGES.mismatch, field(IDEMPOTENCY_MESSAGES.mismatch));
      }
      if (claim.kind === 'replay') {
        const { statusCode, contentType, body } = claim.outcome;
        reply.code(statusCode).header(REPLAYED_HEADER, 'true');
        if (contentType) reply.header('content-type', contentType);
        return reply.send(body ?? undefined);
      }
      if (Date.now() >= deadline) {
        reply.header('retry-after', '1');
        throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  // The answer of the request holding a claim: kept when it succeeded, else the key is freed.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (id === null) return payload;
    request.idempotencyClaim = null;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : payload == null
            ? null
            : undefined;
    try {
      if (succeeded && body !== undefined) {
        const type = reply.getHeader('content-type');
        await completeClaim(
          deps.db,
          id,
          { statusCode: reply.statusCode, contentType: typeof type === 'string' ? type : null, body },
          new Date(request.server.clock.now()),
        );
      } else {
        // A failure, or a streamed answer that cannot be repeated.
        await releaseClaim(deps.db, id);
      }
    } catch (error) {
      request.log.error({ err: error }, 'idempotency outcome not stored');
    }
    return payload;
  });

  let purge: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge = setInterval(() => {
      purgeExpiredKeys(deps.db, new Date(app.clock.now())).catch((error: unknown) => {
        app.log.warn({ err: error }, 'expired idempotency keys not purged');
      });
    }, HOUR_MS);
    purge.unref();
  });
  app.addHook('onClose', async () => {
    if (purge) clearInterval(purge);
  });
}
