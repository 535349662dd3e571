import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { hasMentorRole, hasPermissions, userFromClaims } from '../http/auth-user.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { requireUser } from '../http/project-scope.ts';
import { permissionsOf, type RoutePolicy } from '../http/route-policy.ts';
import { createStaffState, STAFF_STATE_TTL_MS } from '../http/staff-state.ts';
import type { TokenVerifier } from '../http/token-verifier.ts';
import { lastSpentStep, refundStep } from '../platform/otp/otp-repository.ts';
import { verifyCode } from '../platform/otp/otp-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The time step the request's one-time code spent, given back if the call is refused. */
    otpStep: number | null;
  }
}

/**
 * Answers that refuse the call without any effect (a project out of scope, record not found, a
 * state that does not allow it, input the handler refused): the code they spent is given back.
 */
const REFUSED_WITHOUT_EFFECT = new Set([403, 404, 409, 422]);

const GUARDED_PREFIXES = ['/api/v1', '/gateway'];
export const OTP_HEADER = 'x-otp';

function policyOf(request: FastifyRequest): RoutePolicy | undefined {
  return request.routeOptions.config.policy;
}

/**
 * Checks and spends the request's one-time code. Routes with `otp: 'in-handler'` call it
 * themselves once what the schema cannot see (uploaded files) has been checked.
 */
export async function verifyRequestCode(db: Database, request: FastifyRequest): Promise<void> {
  const raw = request.headers[OTP_HEADER];
  const code = Array.isArray(raw) ? raw[0] : raw;
  const { username } = requireUser(request);
  await verifyCode(db, username, code, request.server.clock.now());
  request.otpStep = await lastSpentStep(db, username);
}

/**
 * The request path of spec ARCHITECTURE "one request, end to end": token → staff still
 * enabled → mentor_ role → permission → valid input → one-time code. Every API route must
 * declare its policy; registering one without it fails at start-up, so nothing is left open
 * by omission.
 */
export function registerAccessControl(
  app: FastifyInstance,
  deps: { db: Database; verifier: TokenVerifier; localIssuer: boolean },
): void {
  const staffState = createStaffState(deps.db, STAFF_STATE_TTL_MS, () => app.clock.now());
  app.decorate('registeredRoutes', []);
  app.decorateRequest('user', null);
  app.decorateRequest('otpStep', null);
  app.decorateRequest('staffId', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const policy = route.config?.policy;
    // Outside the API only a route that declares a policy (the configuration document) is listed.
    if (!GUARDED_PREFIXES.some((p) => url.startsWith(p)) && !policy) return;
    if (!policy) throw new Error(`Route ${String(route.method)} ${url} declares no access policy`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.registeredRoutes.push({ method, url, policy });
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = policyOf(request);
    if (!policy || policy.public) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('Token de acesso não informado.');
    let claims: unknown;
    try {
      claims = await deps.verifier.verify(token);
    } catch (error) {
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'token refused');
      throw unauthorized('Token de acesso inválido ou expirado.');
    }
    const user = userFromClaims(claims);
    if (!user) throw unauthorized('Token de acesso sem as informações do usuário.');
    // With the built-in issuer every staff member has a row; an external issuer's may not.
    const iat = Reflect.get(Object(claims), 'iat');
    const issuedMs = Reflect.get(Object(claims), 'issued_at_ms');
    const precise = deps.localIssuer && typeof issuedMs === 'number';
    const issuedAtMs = precise ? Number(issuedMs) : typeof iat === 'number' ? iat * 1000 : undefined;
    const state = await staffState.check(user.username, {
      requireRow: deps.localIssuer,
      issuedAtMs,
      precise,
    });
    if (state === 'disabled') throw unauthorized('Usuário desativado.');
    if (state === 'ended') throw unauthorized('Sessão encerrada. Entre novamente.');
    request.user = user;
    const subject = Reflect.get(Object(claims), 'sub');
    request.staffId = typeof subject === 'string' ? subject : null;
    if (!hasMentorRole(user)) throw forbidden('Acesso permitido apenas à equipe Mentor.');
    const needed = permissionsOf(policy);
    const allowed = policy.explicit
      ? needed.every((wanted) => user.permissions.includes(wanted))
      : hasPermissions(user, needed);
    if (!allowed) {
      throw forbidden('Você não tem permissão para esta ação.', `Permissão necessária: ${needed.join(', ')}`);
    }
  });

  // After validation: a request with invalid input is refused without spending its code.
  app.addHook('preHandler', async (request) => {
    const policy = policyOf(request);
    if (policy?.otp !== true || !request.user) return;
    await verifyRequestCode(deps.db, request);
  });

  // A code is never spent on a call the server refuses: checks the handler makes after the code
  // (record found, state allows it) roll back with the call, and the code is given back with them.
  app.addHook('onSend', async (request, reply) => {
    if (request.otpStep === null || !request.user || !REFUSED_WITHOUT_EFFECT.has(reply.statusCode)) return;
    const step = request.otpStep;
    request.otpStep = null;
    await refundStep(deps.db, request.user.username, step);
  });
}
