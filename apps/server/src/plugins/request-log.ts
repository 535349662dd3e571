import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { stdSerializers } from 'pino';
import { operationOf } from '../platform/metrics/metrics-server.ts';

/** What the request's line says: never a name, an e-mail, a URL, a query or a body. */
function requestFields(request: FastifyRequest, reply: FastifyReply) {
  return {
    operation: operationOf(request),
    method: request.method,
    route: request.routeOptions.url ?? null,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    staff: request.staffId ?? null,
  };
}

/**
 * One JSON line per answered request, in place of Fastify's own two lines (which carry the URL,
 * and so any document or e-mail in its query or path): the request id (`reqId`, also in the
 * `x-request-id` header and the audit rows), the declared operation, the method, the route's
 * pattern, the status, the time in milliseconds and the staff member's id (the token's
 * subject). Fastify's other request lines (route not found, error answers) leave the URL out too.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) request.log.error({ ...requestFields(request, reply), err: error }, 'request');
    else request.log.info(requestFields(request, reply), 'request');
  }

  override routeNotFound(): void {}

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  }

  override writeHeadError(error: Error, request: FastifyRequest): void {
    request.log.warn({ err: error }, 'answer headers not written');
  }
}

/** Fields of a PostgreSQL error that repeat the values of the row it refused. */
const VALUE_FIELDS = [
  'detail',
  'hint',
  'where',
  'internalQuery',
  'position',
  'internalPosition',
  'parameters',
];

/**
 * Errors as logged: the standard serialiser, less what repeats the data a statement carried. A
 * PostgreSQL error keeps its code, constraint, table and column, not its detail (`Key (cpf)=(…)`);
 * a data exception (class 22: `invalid input syntax for type …: "…"`) not even its message.
 */
export function loggedError(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const out = stdSerializers.err(error) as unknown as {
    [key: string]: unknown;
    type: string;
    message: string;
    stack: string;
  };
  for (const field of VALUE_FIELDS) delete out[field];
  const code = (error as { code?: unknown }).code;
  const fromDatabase = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
  if (fromDatabase && code.startsWith('22')) {
    out.message = `data exception ${code}`;
    out.stack = '';
  }
  return out;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member's id (the token's subject), for the request's log line. */
    staffId: string | null;
  }
}
