import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { beginRequestTransaction, type RequestTransaction } from '../db/transaction.ts';
import { conflict, unprocessable } from '../http/errors.ts';
import type { RequestWork } from '../http/request-work.ts';
import {
  claimKey,
  completeClaim,
  lockClaim,
  purgeExpiredKeys,
  releaseClaim,
  requestFingerprint,
  type StoredOutcome,
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
  secretWithheld:
    'Esta solicitação já foi concluída. A resposta continha um segredo, que é mostrado uma única vez; para obter outro, faça uma nova solicitação.',
  streamWithheld:
    'Esta solicitação já foi concluída, e a resposta dela não pode ser repetida. Para repeti-la, faça uma nova solicitação.',
} as const;

/** The key a running request holds, and the transaction its effect runs in once it acts. */
export interface HeldClaim {
  readonly id: number;
  readonly db: Database;
  transaction: RequestTransaction | null;
  /** Answered or freed: nothing more to do with the key. */
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key row this request holds while it runs. */
    idempotencyClaim: HeldClaim | null;
  }
}

export interface IdempotencyConfig {
  /** How long a key and its answer are kept (24 h). */
  ttlMs?: number;
  /** How long a repeat waits for the first request still running before answering 409 (10 s). */
  waitMs?: number;
  /**
   * A claim older than this with no answer and no running transaction is taken as lost (a
   * process that died before its effect committed): 5 min.
   */
  staleAfterMs?: number;
  /**
   * Called once a request's effect and its answer have committed, before the answer is sent.
   * Tests throw here to lose the answer of a request that acted (a crash between commit and
   * answer): the client gets a 500, the key keeps the committed answer.
   */
  afterCommit?: (request: FastifyRequest) => void | Promise<void>;
}

/**
 * Runs a claimed request's work (its handler, or the approval hook storing a pending change) in
 * the request's transaction, ambient for the app's database (db/transaction.ts): every write it
 * makes commits together with the key's answer, in the idempotency plugin's onSend, or not at
 * all. The transaction's first statement locks the claim's row, which tells a repeat that the
 * request is still running; a claim taken over as stale in the meantime refuses to act. A request
 * holding no claim just runs `work`.
 */
export async function inClaimTransaction<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const claim = request.idempotencyClaim;
  if (!claim || claim.settled) return work();
  if (!claim.transaction) {
    const transaction = await beginRequestTransaction(claim.db);
    let mine = false;
    try {
      mine = await lockClaim(transaction.trx, claim.id);
    } finally {
      if (!mine) await transaction.rollback();
    }
    if (!mine) {
      claim.settled = true;
      throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
    }
    claim.transaction = transaction;
  }
  return claim.transaction.run(work);
}

/** What a successful answer leaves in the key's row. */
function outcomeOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): StoredOutcome {
  const type = reply.getHeader('content-type');
  const contentType = typeof type === 'string' ? type : null;
  const body =
    typeof payload === 'string'
      ? Buffer.from(payload)
      : Buffer.isBuffer(payload)
        ? payload
        : payload == null
          ? null
          : undefined;
  const withheld = request.routeOptions.config.policy?.secretAnswer
    ? 'secret'
    : body === undefined
      ? 'stream'
      : null;
  return { statusCode: reply.statusCode, contentType, body: withheld ? null : (body ?? null), withheld };
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
 * - the request's handler (and the approval hook storing a pending change) runs in one
 *   transaction, ambient for the app's database, and its successful answer (2xx) is written to
 *   the key's row in that same transaction before it commits: an effect without its answer, or
 *   an answer without its effect, cannot be committed (docs/adr/0700-…);
 * - a refused or failed request rolls back and frees its key, so the corrected retry of the same
 *   intent acts; a key whose request committed is never freed, even when its answer is lost;
 * - an answer carrying a secret (policy `secretAnswer`) or streamed is not kept: a repeat is
 *   told the action was done (409) and acts no more.
 *
 * Multipart uploads are outside the rule (their content is read by the handler).
 */
export function registerIdempotencyPolicy(
  app: FastifyInstance,
  deps: { db: Database; config?: IdempotencyConfig },
): void {
  const afterCommit = deps.config?.afterCommit;
  const ttlMs = deps.config?.ttlMs ?? 24 * HOUR_MS;
  const waitMs = deps.config?.waitMs ?? 10_000;
  const staleAfterMs = deps.config?.staleAfterMs ?? 5 * 60_000;
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('requestWork', null);

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
        request.idempotencyClaim = { id: claim.id, db: deps.db, transaction: null, settled: false };
        // The handler's work (serve() in http/endpoint-route.ts) runs in the claim's transaction.
        const work: RequestWork = (run) => inClaimTransaction(request, run);
        request.requestWork = work;
        return;
      }
      if (claim.kind === 'mismatch') {
        throw unprocessable(IDEMPOTENCY_MESSAGES.mismatch, field(IDEMPOTENCY_MESSAGES.mismatch));
      }
      if (claim.kind === 'replay') {
        const { statusCode, contentType, body, withheld } = claim.outcome;
        if (withheld) {
          throw conflict(
            withheld === 'secret' ? IDEMPOTENCY_MESSAGES.secretWithheld : IDEMPOTENCY_MESSAGES.streamWithheld,
          );
        }
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

  // The answer of the request holding a claim: written in its transaction, which commits then;
  // a failure rolls back and frees the key. Once committed, the key is never freed.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const transaction = claim.transaction;
    const now = new Date(request.server.clock.now());
    if (reply.statusCode < 200 || reply.statusCode >= 300) {
      await transaction?.rollback();
      await releaseClaim(deps.db, claim.id).catch((error: unknown) => {
        request.log.error({ err: error }, 'idempotency key not freed');
      });
      return payload;
    }
    const outcome = outcomeOf(request, reply, payload);
    if (!transaction) {
      // Answered before any handler acted (a hook's answer): kept as sent.
      await completeClaim(deps.db, claim.id, outcome, now).catch((error: unknown) => {
        request.log.error({ err: error }, 'idempotency outcome not stored');
      });
      return payload;
    }
    try {
      await completeClaim(transaction.trx, claim.id, outcome, now);
      await transaction.commit();
    } catch (error) {
      // The effect did not commit (or nobody can tell): never answer it as done. An unanswered
      // claim is freed; one whose commit did happen has its answer and stays.
      await transaction.rollback();
      await releaseClaim(deps.db, claim.id).catch(() => {});
      throw error;
    }
    if (afterCommit) await afterCommit(request);
    return payload;
  });

  // A request that ended without reaching onSend (its connection closed first) ends its
  // transaction and frees an unanswered key.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.settled) return;
    claim.settled = true;
    await claim.transaction?.rollback();
    await releaseClaim(deps.db, claim.id).catch(() => {});
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
