import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { auditRows, call, createOtpStaff, rotation } from '../../test/test-support.ts';

/** Reason code and comment on a sensitive action: deleting a project user. */
let ctx: TestContext;
const ADMINS = ['reason.admin.a', 'reason.admin.b', 'reason.admin.c'];
const admin = rotation(ADMINS);

async function newUser(username: string): Promise<string> {
  const res = await call(ctx, admin(), 'POST', '/api/v1/project/3/user', {
    body: {
      username,
      email: `${username}@aurora.com.br`,
      full_name: `Pessoa ${username}`,
      role: 'mentor_assistant',
    },
    otp: true,
  });
  expect(res.statusCode).toBe(201);
  return String(res.json().id);
}

beforeAll(async () => {
  ctx = await startTestApp();
  for (const name of ADMINS) await createOtpStaff(ctx, name, ['mentor_comercial_admin']);
});
afterAll(async () => {
  await ctx.close();
});

describe('reason code and comment', () => {
  it('refuses a deletion without a valid reason, with field errors, and keeps the user', async () => {
    const id = await newUser('motivo.um');
    const url = `/api/v1/project/3/user/${id}`;
    const missing = await call(ctx, admin(), 'DELETE', url, { body: {}, otp: true });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason_code: ['O campo Motivo é obrigatório'] });
    const unknown = await call(ctx, admin(), 'DELETE', url, { body: { reason_code: 'BORED' }, otp: true });
    expect(unknown.json().errors).toEqual({ reason_code: ['O campo Motivo não é válido'] });
    const otherWithoutComment = await call(ctx, admin(), 'DELETE', url, {
      body: { reason_code: 'OTHER', reason_comment: '  ' },
      otp: true,
    });
    expect(otherWithoutComment.statusCode).toBe(422);
    expect(otherWithoutComment.json().errors).toEqual({
      reason_comment: ['O campo Comentário é obrigatório quando o motivo é Outro'],
    });
    const tooLong = await call(ctx, admin(), 'DELETE', url, {
      body: { reason_code: 'CUSTOMER_REQUEST', reason_comment: 'x'.repeat(501) },
      otp: true,
    });
    expect(tooLong.json().errors).toEqual({
      reason_comment: ['O campo Comentário deve ter no máximo 500 caracteres'],
    });
    expect((await call(ctx, 'comercial.admin', 'GET', url)).statusCode).toBe(200);
  }, 180_000);

  it('keeps the reason in the audit row and shows it in the history', async () => {
    const id = await newUser('motivo.dois');
    const res = await call(ctx, admin(), 'DELETE', `/api/v1/project/3/user/${id}`, {
      body: { reason_code: 'OTHER', reason_comment: 'Pedido do jurídico' },
      otp: true,
    });
    expect(res.statusCode).toBe(204);
    const [last] = await auditRows(ctx, 'project_user', id);
    expect(last).toMatchObject({
      action: 'DELETE',
      reason_code: 'OTHER',
      reason_comment: 'Pedido do jurídico',
    });
    const history = await call(ctx, 'comercial.admin', 'GET', `/api/v1/history/project_user?record_id=${id}`);
    expect(history.json().data[0]).toMatchObject({
      reason_code: 'OTHER',
      reason_comment: 'Pedido do jurídico',
    });
  }, 120_000);

  it('also reads the reason from headers (calls without a body)', async () => {
    const id = await newUser('motivo.tres');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/project/3/user/${id}`,
      headers: {
        authorization: `Bearer ${await ctx.token(ADMINS[0] as string)}`,
        'x-otp': await ctx.otp(ADMINS[0] as string),
        'x-reason-code': 'COMPLIANCE',
        'x-reason-comment': encodeURIComponent('Auditoria anual'),
      },
    });
    expect(res.statusCode).toBe(204);
    const [last] = await auditRows(ctx, 'project_user', id);
    expect(last).toMatchObject({ reason_code: 'COMPLIANCE', reason_comment: 'Auditoria anual' });
  }, 120_000);
});
