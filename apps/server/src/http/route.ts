import type { z } from 'zod';
import type { RoutePolicy } from './route-policy.ts';
import { errorResponses } from './schemas.ts';

/** What a route declares besides its handler: zod schemas and the OpenAPI summary. */
export interface RouteSchema {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Success (and any extra) responses; 401, 403, 404 and 422 are added. */
  response: Record<number, z.ZodType>;
}

export type DeclaredRoute<S extends RouteSchema> = {
  config: { policy: RoutePolicy };
  schema: Omit<S, 'response'> & {
    tags: string[];
    response: Omit<typeof errorResponses, keyof S['response']> & S['response'];
  };
};

/**
 * Route options for one area: its OpenAPI tag, the policy (permission, one-time code) and the
 * standard error responses, so each route states only what is its own.
 *
 * ```ts
 * const route = routesOf('projects');
 * app.get('/api/v1/project/:id', route(READ, { summary: '…', params, response: { 200: schema } }), handler);
 * ```
 */
export function routesOf(tag: string) {
  return function route<const S extends RouteSchema>(
    policy: RoutePolicy | string | null,
    schema: S,
  ): DeclaredRoute<S> {
    const resolved: RoutePolicy =
      policy === null || typeof policy === 'string' ? { permission: policy } : policy;
    return {
      config: { policy: resolved },
      schema: { ...schema, tags: [tag], response: { ...errorResponses, ...schema.response } },
    } as DeclaredRoute<S>;
  };
}
