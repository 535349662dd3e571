import type { AuthUser } from './auth-user.ts';

/**
 * What a route demands of its caller, declared once on the route (`config.policy`).
 * `permission: null` means any signed-in staff member with a mentor_ role.
 */
export interface RoutePolicy {
  permission: string | readonly string[] | null;
  /** The call must carry a valid one-time code (spec core §6, endpoints.tsv `otp=yes`). */
  otp?: boolean;
  /** No token needed at all (configuration document, health). */
  public?: boolean;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  policy: RoutePolicy;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export const permissionsOf = (policy: RoutePolicy): readonly string[] =>
  policy.permission === null
    ? []
    : typeof policy.permission === 'string'
      ? [policy.permission]
      : policy.permission;
