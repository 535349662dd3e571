import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { hasMentorRole, hasPermissions, userFromClaims } from '../http/auth-user.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { permissionsOf, type RoutePolicy } from '../http/route-policy.ts';
import type { TokenVerifier } from '../http/token-verifier.ts';
import { checkCode, spendCode } from '../modules/otp/otp-service.ts';

const GUARDED_PREFIXES = ['/api/v1', '/gateway'];
export const OTP_HEADER = 'x-otp';

declare module 'fastify' {
  interface FastifyRequest {
    otpStep: number | null;
  }
}

function policyOf(request: FastifyRequest): RoutePolicy | undefined {
  return request.routeOptions.config.policy;
}

/**
 * The request path of spec ARCHITECTURE "one request, end to end": token → mentor_ role →
 * permission → one-time code. Every API route must declare its policy; registering one without
 * it fails at start-up, so nothing is left open by omission.
 */
export function registerAccessControl(
  app: FastifyInstance,
  deps: { db: Database; verifier: TokenVerifier },
): void {
  app.decorate('registeredRoutes', []);
  app.decorateRequest('user', null);
  app.decorateRequest('otpStep', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!GUARDED_PREFIXES.some((p) => url.startsWith(p))) return;
    const policy = route.config?.policy;
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
    request.user = user;
    if (!hasMentorRole(user)) throw forbidden('Acesso permitido apenas à equipe Mentor.');
    const needed = permissionsOf(policy);
    if (!hasPermissions(user, needed)) {
      throw forbidden('Você não tem permissão para esta ação.', `Permissão necessária: ${needed.join(', ')}`);
    }
  });

  // The code is checked before the body is validated (so a missing or wrong code is a 403
  // whatever the body) and spent only once the request is known to be valid.
  app.addHook('preValidation', async (request) => {
    const policy = policyOf(request);
    if (!policy?.otp || !request.user) return;
    const raw = request.headers[OTP_HEADER];
    request.otpStep = await checkCode(deps.db, request.user.username, Array.isArray(raw) ? raw[0] : raw);
  });

  app.addHook('preHandler', async (request) => {
    const policy = policyOf(request);
    if (!policy?.otp || !request.user || request.otpStep === null) return;
    await spendCode(deps.db, request.user.username, request.otpStep);
  });
}
