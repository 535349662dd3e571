import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

describe('four eyes attach to the change, not to one method', () => {
  it('every write of a resource whose change is governed declares the same approval', () => {
    const byUrl = new Map<string, { method: string; action: string | undefined }[]>();
    for (const route of ctx.app.registeredRoutes) {
      if (!WRITES.has(route.method)) continue;
      const list = byUrl.get(route.url) ?? [];
      list.push({ method: route.method, action: route.policy.approval?.action });
      byUrl.set(route.url, list);
    }
    const ungoverned: string[] = [];
    for (const [url, writes] of byUrl) {
      const actions = new Set(writes.map((w) => w.action).filter(Boolean));
      if (actions.size === 0) continue;
      for (const write of writes) {
        if (!write.action) ungoverned.push(`${write.method} ${url} (${[...actions].join(', ')})`);
      }
    }
    expect(ungoverned).toEqual([]);
    // The project parameters are written by POST and PUT: both are governed.
    const parameter = byUrl.get('/api/v1/project/:id/parameter') ?? [];
    expect(parameter.map((w) => `${w.method} ${w.action}`).sort()).toEqual([
      'POST project.parameters',
      'PUT project.parameters',
    ]);
  });
});
