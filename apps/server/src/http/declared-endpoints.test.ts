import { operationId, servedPath } from '@mentor/contract/common/endpoint';
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

/** A registered policy without the approval hooks the server adds (functions of the database). */
function declaredPart(policy: RoutePolicy | undefined) {
  if (!policy?.approval) return policy;
  const hooks = new Set(['amount', 'before', 'applies', 'freeze', 'project']);
  const approval = Object.fromEntries(
    Object.entries(policy.approval).filter(
      ([key, value]) => !(hooks.has(key) && typeof value === 'function'),
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
});
