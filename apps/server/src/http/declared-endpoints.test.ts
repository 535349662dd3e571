import { API_PREFIX, operationId, servedPath } from '@mentor/contract/common/endpoint';
import { DECLARED_AREAS, DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { routePolicyOf, routeUrl } from './endpoint-route.ts';
import type { RoutePolicy } from './route-policy.ts';

/**
 * The contract's declarations are what the server serves: each operation is registered on its
 * path with the policy it declares, and the OpenAPI document lists exactly the declared
 * operations of the declared areas (the console's client calls the same objects).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type OpenApiOperation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, unknown> };
};

/**
 * A registered policy without what the server adds to an approval: its hooks (functions of the
 * database) and the named command that applies the change.
 */
function declaredPart(policy: RoutePolicy | undefined) {
  if (!policy?.approval) return policy;
  const hooks = new Set(['amount', 'anyAmount', 'before', 'applies', 'freeze', 'project', 'permissions']);
  const approval = Object.fromEntries(
    Object.entries(policy.approval).filter(
      ([key, value]) => !(hooks.has(key) && typeof value === 'function') && key !== 'command',
    ),
  );
  return { ...policy, approval };
}

describe('declared operations', () => {
  it('registers each declared operation with the policy it declares', () => {
    expect(DECLARED_ENDPOINTS.length).toBeGreaterThan(0);
    for (const endpoint of DECLARED_ENDPOINTS) {
      const label = `${endpoint.method} ${servedPath(endpoint)}`;
      const found = ctx.app.registeredRoutes.filter(
        (r) => r.method === endpoint.method && r.url === routeUrl(endpoint),
      );
      expect(found, label).toHaveLength(1);
      const registered = found[0]?.policy;
      expect(declaredPart(registered), label).toEqual(routePolicyOf(endpoint));
      expect(registered?.permission, label).toEqual(endpoint.policy.permission);
      expect(Boolean(registered?.otp), label).toBe(Boolean(endpoint.policy.otp));
      expect(registered?.project, label).toEqual(endpoint.policy.project);
      expect(registered?.personalData, label).toEqual(endpoint.policy.personalData);
      expect(registered?.explicit, label).toEqual(endpoint.policy.explicit);
    }
  });

  it('lists in the OpenAPI document exactly the declared operations of the declared areas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths: Record<string, Record<string, OpenApiOperation>> = res.json().paths;
    const documented = Object.values(paths)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.tags?.some((tag) => DECLARED_AREAS.includes(tag)))
      .map((op) => op.operationId)
      .sort();
    expect(documented).toEqual(DECLARED_ENDPOINTS.map(operationId).sort());

    for (const endpoint of DECLARED_ENDPOINTS) {
      const op = paths[servedPath(endpoint)]?.[endpoint.method.toLowerCase()];
      expect(op?.operationId, servedPath(endpoint)).toBe(operationId(endpoint));
      expect(op?.summary).toBe(endpoint.summary);
      const pathParams = (op?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams.sort()).toEqual(
        [...servedPath(endpoint).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
      );
      if (endpoint.upload) {
        expect(Object.keys(op?.requestBody?.content ?? {}), servedPath(endpoint)).toEqual([
          'multipart/form-data',
        ]);
      }
    }
  });
  it("documents no API operation the console's typed client cannot call, and each where it calls it", async () => {
    // The console calls the API only through `api.call(<declared operation>)` (the web test
    // `api-urls.test.ts` refuses any other URL), so the document and the client must list the
    // same operations: every documented operation under the API prefixes is a declared one,
    // at the method and path the client builds from its declaration.
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    const paths: Record<string, Record<string, OpenApiOperation>> = res.json().paths;
    const prefixes = Object.values(API_PREFIX).map((prefix) => `${prefix}/`);
    const documented = Object.entries(paths)
      .filter(([path]) => prefixes.some((prefix) => path.startsWith(prefix)))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
      )
      .sort();
    const called = DECLARED_ENDPOINTS.map(
      (endpoint) => `${endpoint.method} ${servedPath(endpoint)} ${operationId(endpoint)}`,
    ).sort();
    expect(documented).toEqual(called);
  });
});
