import type { AuthUser } from './auth-user.ts';

/**
 * What a route demands of its caller, declared once on the route (`config.policy`).
 * `permission: null` means any signed-in staff member with a mentor_ role.
 */
export interface RoutePolicy {
  permission: string | readonly string[] | null;
  /**
   * The call must carry a valid one-time code (spec core §6, endpoints.tsv `otp=yes`), checked
   * once the input is valid. `'in-handler'`: the handler checks it itself (via
   * `verifyRequestCode`) after checking what the schema cannot, such as uploaded files.
   */
  otp?: boolean | 'in-handler';
  /** Only an exact grant passes: `bypass_permission` and prefixes do not (developer tools). */
  explicit?: boolean;
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
