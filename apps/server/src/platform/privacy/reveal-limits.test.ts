import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';
import { REVEAL_LIMIT } from './reveal-service.ts';

let ctx: TestContext;
const tag = `rv${Date.now().toString(36)}`;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const revealProject = (username: string) =>
  call(ctx, username, 'POST', '/api/v1/reveal', {
    body: { table_context: 'project', record_id: '2', field: 'document' },
  });

describe('reveals are limited per staff member', () => {
  it(`answers 429 after ${REVEAL_LIMIT.count} reveals in ${REVEAL_LIMIT.minutes} minutes, naming the limit`, async () => {
    expect(REVEAL_LIMIT).toEqual({ count: 30, minutes: 10 });
    const username = await createOtpStaff(ctx, `${tag}.one`, ['mentor_comercial_admin']);
    for (let i = 0; i < REVEAL_LIMIT.count; i += 1) {
      const res = await revealProject(username);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await revealProject(username);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Limite de 30 dados pessoais revelados em 10 minutos atingido. Tente de novo em alguns minutos.',
    );
    expect(refused.json().detail).toContain('30 personal values in 10 minutes');
    // Nothing was revealed nor logged by the refused call.
    const logged = (await auditRows(ctx, 'project', 2)).filter((r) => r.actor === username);
    expect(logged).toHaveLength(REVEAL_LIMIT.count);
    // Another member is not held by the first one's count.
    expect((await revealProject('comercial.admin')).statusCode).toBe(200);
  });

  it('counts concurrent reveals one after another', async () => {
    const username = await createOtpStaff(ctx, `${tag}.many`, ['mentor_comercial_admin']);
    await ctx.token(username);
    const answers = await Promise.all(
      Array.from({ length: REVEAL_LIMIT.count + 10 }, () => revealProject(username)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(REVEAL_LIMIT.count);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
  });
});

describe('history values are masked for everyone and revealed one at a time, logged', () => {
  it('masks a history value even for staff who may reveal, and reveals it with a REVEAL row', async () => {
    const record = `${tag}-m`;
    const inserted = await ctx.handle.db
      .insertInto('audit_log')
      .values({
        actor: 'superadmin',
        table_context: 'merchant',
        record_id: record,
        action: 'UPDATE',
        before: JSON.stringify({
          cpf_cnpj: '11222333000181',
          email: 'dono@loja.com.br',
          merchant_name: 'Loja',
        }),
        after: JSON.stringify({
          cpf_cnpj: '11222333000181',
          email: 'novo@loja.com.br',
          merchant_name: 'Loja',
        }),
        project_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const history = await call(ctx, 'comercial.admin', 'GET', `/api/v1/history/merchant?record_id=${record}`);
    expect(history.statusCode).toBe(200);
    const [entry] = history.json().data;
    expect(entry.before.email).toContain('•');
    expect(entry.after.cpf_cnpj).toContain('•');
    expect(JSON.stringify(history.json())).not.toContain('dono@loja.com.br');

    const body = {
      table_context: 'merchant',
      record_id: record,
      field: 'email',
      history_id: inserted.id,
      side: 'before',
    };
    const res = await call(ctx, 'comercial.admin', 'POST', '/api/v1/reveal', { body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      table_context: 'merchant',
      record_id: record,
      field: 'email',
      value: 'dono@loja.com.br',
    });
    const [last] = await auditRows(ctx, 'merchant', record);
    expect(last).toMatchObject({
      action: 'REVEAL',
      actor: 'comercial.admin',
      project_id: 1,
      after: { field: 'email', kind: 'email', history_id: inserted.id, side: 'before' },
    });
    expect(JSON.stringify(last?.after)).not.toContain('dono@loja.com.br');

    // Without the reveal permission, for another record, or a field that is not personal: refused.
    expect((await call(ctx, 'comercial.operador', 'POST', '/api/v1/reveal', { body })).statusCode).toBe(403);
    const other = await call(ctx, 'comercial.admin', 'POST', '/api/v1/reveal', {
      body: { ...body, record_id: `${record}-x` },
    });
    expect(other.statusCode).toBe(404);
    const plain = await call(ctx, 'comercial.admin', 'POST', '/api/v1/reveal', {
      body: { ...body, field: 'merchant_name' },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors).toEqual({ field: ['Campo sem dado pessoal'] });
    const noSide = await call(ctx, 'comercial.admin', 'POST', '/api/v1/reveal', {
      body: { ...body, side: undefined },
    });
    expect(noSide.statusCode).toBe(422);
  });

  it('keeps a history entry out of reach of staff who may not read that history', async () => {
    const inserted = await ctx.handle.db
      .insertInto('audit_log')
      .values({
        actor: 'superadmin',
        table_context: 'project_user',
        record_id: `${tag}-u`,
        action: 'UPDATE',
        after: JSON.stringify({ email: 'pessoa@empresa.com.br' }),
        project_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // financeiro may not read project users' history (nor reveal).
    const denied = await call(ctx, 'financeiro', 'POST', '/api/v1/reveal', {
      body: {
        table_context: 'project_user',
        record_id: `${tag}-u`,
        field: 'email',
        history_id: inserted.id,
        side: 'after',
      },
    });
    expect(denied.statusCode).toBe(403);
  });
});
