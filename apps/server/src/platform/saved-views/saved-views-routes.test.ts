import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const call = async (username: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await ctx.token(username)}` },
    ...(payload ? { payload } : {}),
  });

describe('saved filter views', () => {
  const screen = `/financial/transactions#${Date.now()}`;

  it('keeps a private view for its owner only, and a shared one for the team', async () => {
    const mine = await call('comercial.operador', 'POST', '/api/v1/saved-views', {
      screen,
      name: 'Minhas vendas',
      query: { status: ['CONFIRMED'] },
    });
    expect(mine.statusCode).toBe(201);
    const shared = await call('comercial.operador', 'POST', '/api/v1/saved-views', {
      screen,
      name: 'Crédito do mês',
      shared: true,
      query: { operation: [1] },
    });
    expect(shared.statusCode).toBe(201);

    // A teammate in project 1 sees only the shared view; a user of project 2 sees neither.
    const teammate = (
      await call('assistente', 'GET', `/api/v1/saved-views?screen=${encodeURIComponent(screen)}`)
    ).json();
    expect(teammate.map((v: { name: string }) => v.name)).toEqual(['Crédito do mês']);
    const other = (
      await call('parceiro', 'GET', `/api/v1/saved-views?screen=${encodeURIComponent(screen)}`)
    ).json();
    expect(other).toEqual([]);
    const owner = (
      await call('comercial.operador', 'GET', `/api/v1/saved-views?screen=${encodeURIComponent(screen)}`)
    ).json();
    expect(owner.map((v: { name: string }) => v.name).sort()).toEqual(['Crédito do mês', 'Minhas vendas']);
  });

  it('refuses an empty name with a field error and stores nothing', async () => {
    const res = await call('assistente', 'POST', '/api/v1/saved-views', { screen, name: '  ', query: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['O campo Nome é obrigatório']);
    const views = (
      await call('assistente', 'GET', `/api/v1/saved-views?screen=${encodeURIComponent(screen)}`)
    ).json();
    expect(views.every((v: { owner: string }) => v.owner !== 'assistente')).toBe(true);
  });

  it('lets only the owner delete a view, and audits it', async () => {
    const created = (
      await call('financeiro', 'POST', '/api/v1/saved-views', { screen, name: 'Temporária', query: { a: 1 } })
    ).json();
    const byOther = await call('superadmin', 'DELETE', `/api/v1/saved-views/${created.id}`);
    expect(byOther.statusCode).toBe(404);
    const byOwner = await call('financeiro', 'DELETE', `/api/v1/saved-views/${created.id}`);
    expect(byOwner.statusCode).toBe(204);
    const trail = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('table_context', '=', 'saved_filter_view')
      .where('record_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { action: 'CREATE', actor: 'financeiro' },
      { action: 'DELETE', actor: 'financeiro' },
    ]);
  });
});

describe('saved view ids', () => {
  it('answers 422 for an id beyond int4 and 404 for another user’s view', async () => {
    const huge = await call('comercial.operador', 'DELETE', '/api/v1/saved-views/99999999999');
    expect(huge.statusCode).toBe(422);
    const created = await call('comercial.operador', 'POST', '/api/v1/saved-views', {
      screen: `/ids#${Date.now()}`,
      name: 'Só minha',
      query: {},
    });
    expect(created.statusCode).toBe(201);
    const other = await call('assistente', 'DELETE', `/api/v1/saved-views/${created.json().id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Visão salva não encontrada.');
  });
});
