import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
const context = `test_ctx_${Date.now()}`;

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.handle.db
    .insertInto('audit_log')
    .values([
      {
        actor: 'superadmin',
        table_context: context,
        record_id: '10',
        action: 'CREATE',
        after: '{"a":1}',
        project_id: 1,
      },
      {
        actor: 'superadmin',
        table_context: context,
        record_id: '10',
        action: 'UPDATE',
        before: '{"a":1}',
        after: '{"a":2}',
        project_id: 1,
      },
      {
        actor: 'financeiro',
        table_context: context,
        record_id: '20',
        action: 'DELETE',
        before: '{"b":1}',
        project_id: 2,
      },
    ])
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

const get = async (username: string, url: string) =>
  ctx.app.inject({ url, headers: { authorization: `Bearer ${await ctx.token(username)}` } });

describe('change history', () => {
  it('serves the trail newest first with before and after', async () => {
    const body = (await get('superadmin', `/api/v1/history/${context}`)).json();
    expect(body.total).toBe(3);
    expect(body.data.map((e: { action: string }) => e.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(body.data[1]).toMatchObject({ record_id: '10', before: { a: 1 }, after: { a: 2 } });
  });

  it('filters by record, action and actor and pages', async () => {
    expect((await get('superadmin', `/api/v1/history/${context}?record_id=10`)).json().total).toBe(2);
    expect(
      (await get('superadmin', `/api/v1/history/${context}?action=DELETE`)).json().data[0].record_id,
    ).toBe('20');
    expect((await get('superadmin', `/api/v1/history/${context}?actor=financeiro`)).json().total).toBe(1);
    const page = (await get('superadmin', `/api/v1/history/${context}?perPage=2&page=2`)).json();
    expect(page.data).toHaveLength(1);
    expect(page.lastPage).toBe(2);
  });

  it("shows single-project staff only their project's changes", async () => {
    const body = (await get('comercial.operador', `/api/v1/history/${context}`)).json();
    expect(body.total).toBe(2);
    expect(body.data.every((e: { record_id: string }) => e.record_id === '10')).toBe(true);
  });

  it('refuses a malformed context with 422', async () => {
    const res = await get('superadmin', '/api/v1/history/DROP%20TABLE');
    expect(res.statusCode).toBe(422);
  });
});
