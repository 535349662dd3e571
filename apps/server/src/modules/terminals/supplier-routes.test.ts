import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';

let ctx: TestContext;
let terminal = 0;
let merchant = 0;
let revealer = '';

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.handle.db;
  merchant = (
    await db
      .insertInto('merchant')
      .values({
        merchant_code: 'SUP-M1',
        merchant_name: 'Loja Fornecedor',
        cpf_cnpj: '11.222.333/0001-81',
        project_id: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  terminal = (
    await db
      .insertInto('terminal')
      .values({ terminal_code: 'SUP-T1', project_id: 2, merchant_id: merchant, status: 'ACTIVE' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  revealer = await createOtpStaff(ctx, 'credential.reader', ['mentor_logistic_admin']);
});
afterAll(async () => {
  await ctx.close();
});

describe('supplier credentials', () => {
  let credentialId = 0;

  it('creates a project credential whose secret is sealed at rest', async () => {
    const res = await call(ctx, 'logistica.admin', 'POST', '/api/v1/project/2/supplier_credentials/PHOEBUS', {
      body: { username: 'api-user', secret: 'super-secret-value' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      project_id: 2,
      terminal_id: null,
      supplier_name: 'Phoebus',
      status: 'WAITING_SEND',
    });
    expect(res.json().secret).toBeUndefined();
    credentialId = res.json().id;
    const row = await ctx.handle.db
      .selectFrom('supplier_credential')
      .select('secret_sealed')
      .where('id', '=', credentialId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.secret_sealed)).not.toContain('super-secret-value');
    expect(row.secret_sealed).toHaveProperty('ciphertext');
  });

  it('refuses bad input, unknown suppliers and staff without the permission', async () => {
    const bad = await call(ctx, 'logistica.admin', 'POST', '/api/v1/project/2/supplier_credentials/PHOEBUS', {
      body: { username: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('username');
    const unknown = await call(
      ctx,
      'logistica.admin',
      'POST',
      '/api/v1/project/2/supplier_credentials/NOPE',
      {
        body: { username: 'a', secret: 'b' },
      },
    );
    expect(unknown.statusCode).toBe(404);
    const denied = await call(
      ctx,
      'logistica.operador',
      'POST',
      '/api/v1/project/2/supplier_credentials/PHOEBUS',
      {
        body: { username: 'a', secret: 'b' },
      },
    );
    expect(denied.statusCode).toBe(403);
  });

  it('lists a project credentials with 10, 50 or 100 per page only', async () => {
    const list = await call(
      ctx,
      'logistica.admin',
      'GET',
      '/api/v1/project/2/supplier_credentials?perPage=50',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1 });
    expect(list.json().data[0].id).toBe(credentialId);
    const wrongSize = await call(
      ctx,
      'logistica.admin',
      'GET',
      '/api/v1/project/2/supplier_credentials?perPage=20',
    );
    expect(wrongSize.statusCode).toBe(422);
    const scoped = await call(ctx, 'logistica.operador', 'GET', '/api/v1/project/1/supplier_credentials');
    expect(scoped.statusCode).toBe(404);
  });

  it('creates and lists credentials of a terminal per supplier and type', async () => {
    const res = await call(
      ctx,
      'logistica.admin',
      'POST',
      `/api/v1/terminal/${terminal}/supplier_credentials/TOTAL_SALE/POS_KEY`,
      {
        body: { username: 'pos', secret: 'k' },
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ terminal_id: terminal, project_id: 2, credential_type: 'POS_KEY' });
    const list = await call(
      ctx,
      'logistica.admin',
      'GET',
      `/api/v1/terminal/${terminal}/supplier_credentials/TOTAL_SALE`,
    );
    expect(list.json().total).toBe(1);
    const other = await call(
      ctx,
      'logistica.admin',
      'GET',
      `/api/v1/terminal/${terminal}/supplier_credentials/PHOEBUS`,
    );
    expect(other.json().total).toBe(0);
    const missing = await call(
      ctx,
      'logistica.admin',
      'GET',
      '/api/v1/terminal/99999999/supplier_credentials/PHOEBUS',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('reveals the secret only with a one-time code, and audits the reveal', async () => {
    const noCode = await call(ctx, revealer, 'GET', `/api/v1/supplier_credentials/${credentialId}`);
    expect(noCode.statusCode).toBeGreaterThanOrEqual(400);
    expect(noCode.statusCode).toBeLessThan(500);
    const operator = await call(
      ctx,
      'logistica.operador',
      'GET',
      `/api/v1/supplier_credentials/${credentialId}`,
    );
    expect(operator.statusCode).toBe(403);
    const res = await call(ctx, revealer, 'GET', `/api/v1/supplier_credentials/${credentialId}`, {
      otp: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: credentialId, secret: 'super-secret-value' });
    const audit = (await auditRows(ctx, 'supplier_credential', credentialId))[0];
    expect(audit).toMatchObject({ action: 'REVEAL', actor: revealer });
    expect(JSON.stringify(audit?.after)).not.toContain('super-secret-value');
  });
});

describe('registrar file', () => {
  it('describes the terminals of a merchant or one terminal for a registry', async () => {
    const res = await call(ctx, 'logistica.admin', 'GET', `/api/v1/registrar_file/CERC/merchant/${merchant}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'registradora;documento_lojista;codigo_lojista;codigo_terminal;numero_serie;status_terminal;bloqueado;data_geracao',
    );
    expect(lines[1]).toMatch(/^CERC;11222333000181;SUP-M1;SUP-T1;;ACTIVE;N;\d{8}$/);
    const one = await call(ctx, 'logistica.admin', 'GET', `/api/v1/registrar_file/B3/terminal/${terminal}`);
    expect(one.body).toContain('B3;11222333000181');
    expect(
      (await call(ctx, 'logistica.admin', 'GET', '/api/v1/registrar_file/XYZ/terminal/1')).statusCode,
    ).toBe(422);
    expect(
      (await call(ctx, 'logistica.admin', 'GET', '/api/v1/registrar_file/CERC/terminal/99999999')).statusCode,
    ).toBe(404);
  });
});
