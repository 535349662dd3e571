import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';

let ctx: TestContext;
const tag = `pr${Date.now().toString(36)}`;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A pending applicant of project 1 (or of another project), with its CPF in clear. */
async function applicant(ofProject1: boolean) {
  return ctx.handle.db
    .selectFrom('pre_account')
    .innerJoin('white_label', 'white_label.uuid', 'pre_account.uuid_white_label')
    .select(['pre_account.uuid', 'pre_account.cpf'])
    .where('pre_account.status', '=', 'PENDENT')
    .where('white_label.project_id', ofProject1 ? '=' : '<>', 1)
    .orderBy('pre_account.date_register')
    .executeTakeFirstOrThrow();
}

const reveal = (username: string, uuid: string) =>
  call(ctx, username, 'POST', '/api/v1/reveal', {
    body: { table_context: 'pre_account', record_id: uuid, field: 'cpf' },
  });

describe("revealing an applicant's CPF", () => {
  it('returns it in clear within the caller’s project and logs the reveal on the pre-account', async () => {
    const username = await createOtpStaff(ctx, `${tag}.p1`, ['mentor_comercial_admin'], 1);
    const own = await applicant(true);
    const res = await reveal(username, own.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      table_context: 'pre_account',
      record_id: own.uuid,
      field: 'cpf',
      value: own.cpf,
    });
    const [last] = await auditRows(ctx, 'pre_account', own.uuid);
    expect(last).toMatchObject({ action: 'REVEAL', actor: username, project_id: 1, after: { field: 'cpf' } });
    expect(JSON.stringify(last?.after)).not.toContain(own.cpf);
  });

  it('answers 404 for an applicant of another project and logs nothing', async () => {
    const username = await createOtpStaff(ctx, `${tag}.p1b`, ['mentor_comercial_admin'], 1);
    const other = await applicant(false);
    const res = await reveal(username, other.uuid);
    expect(res.statusCode, res.body).toBe(404);
    const rows = await auditRows(ctx, 'pre_account', other.uuid);
    expect(rows.filter((r) => r.action === 'REVEAL' && r.actor === username)).toHaveLength(0);
  });
});
