import { parseReason, type ReasonInput } from '@mentor/contract/privacy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unprocessable } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Reason of a sensitive action (route policy `reason`), written into its audit row. */
    reason: ReasonInput | null;
  }
}

export const REASON_CODE_HEADER = 'x-reason-code';
export const REASON_COMMENT_HEADER = 'x-reason-comment';

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Routes declaring `policy.reason` need a reason code (and a comment when the code is OTHER).
 * It is read from the body (`reason_code`, `reason_comment`) or, for calls without a body, from
 * the `x-reason-code` / `x-reason-comment` headers (the comment URI-encoded), checked before the
 * body schema (which would drop the fields) and answered 422 with field errors when wrong.
 */
export function registerReasonPolicy(app: FastifyInstance): void {
  app.decorateRequest('reason', null);
  app.addHook('preValidation', async (request) => {
    const policy = request.routeOptions.config.policy?.reason;
    if (!policy || !request.user) return;
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const parsed = parseReason(
      {
        reason_code: body.reason_code ?? header(request, REASON_CODE_HEADER),
        reason_comment: body.reason_comment ?? header(request, REASON_COMMENT_HEADER),
      },
      policy.codes,
    );
    if (!parsed.ok) throw unprocessable('Informe o motivo da operação.', parsed.errors);
    request.reason = parsed.value;
  });
}
