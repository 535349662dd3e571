import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';

let ctx: TestContext;
const merchants: Record<string, number> = {};

beforeAll(async () => {
  ctx = await startTestApp();
  const rows = await ctx.handle.db
    .insertInto('merchant')
    .values([
      {
        merchant_code: 'SR-TEST-1',
        merchant_name: 'Padaria Estrela',
        cpf_cnpj: '11222333000181',
        project_id: 2,
      },
      {
        merchant_code: 'SR-TEST-2',
        merchant_name: 'Açougue Central',
        cpf_cnpj: '45723174000110',
        project_id: 2,
      },
      {
        merchant_code: 'SR-TEST-3',
        merchant_name: 'Loja Outro Projeto',
        cpf_cnpj: '19131243000197',
        project_id: 1,
      },
    ])
    .returning(['id', 'merchant_code'])
    .execute();
  for (const row of rows) merchants[row.merchant_code] = row.id;
});
afterAll(async () => {
  await ctx.close();
});

const m = (code: string) => {
  const id = merchants[code];
  if (id === undefined) throw new Error(`merchant ${code} not seeded`);
  return id;
};

describe('sales representatives', () => {
  let repId = 0;
  let otherRepId = 0;

  it('creates a representative with a valid CPF and lists it', async () => {
    const res = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/sales_representative', {
      body: {
        name: 'Marina Lopes',
        document: '529.982.247-25',
        email: 'marina@vilarica.com.br',
        phone: '(11) 91234-5678',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      project_id: 2,
      name: 'Marina Lopes',
      document: '52998224725',
      active: true,
      merchant_count: 0,
    });
    repId = res.json().id;
    const other = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/sales_representative', {
      body: { name: 'Otávio Reis', document: '11144477735' },
    });
    otherRepId = other.json().id;

    const list = await call(
      ctx,
      'comercial.admin',
      'GET',
      '/api/v1/project/2/sales_representative?search=marina',
    );
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: repId }] });
    const sorted = await call(
      ctx,
      'comercial.admin',
      'GET',
      '/api/v1/project/2/sales_representative?sortBy=name&sortDesc=true',
    );
    expect(sorted.json().data.map((r: { name: string }) => r.name)).toEqual(['Otávio Reis', 'Marina Lopes']);
    expect((await auditRows(ctx, 'sales_representative', repId))[0]?.action).toBe('CREATE');
  });

  it('refuses an invalid CPF/CNPJ and a duplicate document', async () => {
    const bad = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/sales_representative', {
      body: { name: 'Documento Ruim', document: '111.111.111-11' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.document).toEqual(['CPF/CNPJ não é valido']);
    const duplicate = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/sales_representative', {
      body: { name: 'Outra Marina', document: '52998224725' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.document).toHaveLength(1);
  });

  it('updates a representative and keeps the previous values in the history', async () => {
    const res = await call(ctx, 'comercial.admin', 'PUT', `/api/v1/project/2/sales_representative/${repId}`, {
      body: { name: 'Marina Lopes Souza', document: '52998224725', email: null, phone: null, active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Marina Lopes Souza', active: false, email: null });
    const [last] = await auditRows(ctx, 'sales_representative', repId);
    expect(last?.before).toMatchObject({ name: 'Marina Lopes', active: true });
  });

  it('links merchants of the same project only, one representative per merchant', async () => {
    const url = `/api/v1/project/2/sales_representative/${repId}/merchant`;
    const linked = await call(ctx, 'comercial.admin', 'POST', url, {
      body: { merchant_ids: [m('SR-TEST-1')] },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual([
      expect.objectContaining({ merchant_id: m('SR-TEST-1'), merchant_name: 'Padaria Estrela' }),
    ]);

    const foreign = await call(ctx, 'comercial.admin', 'POST', url, {
      body: { merchant_ids: [m('SR-TEST-3')] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.merchant_ids).toHaveLength(1);

    const taken = await call(
      ctx,
      'comercial.admin',
      'POST',
      `/api/v1/project/2/sales_representative/${otherRepId}/merchant`,
      {
        body: { merchant_ids: [m('SR-TEST-1')] },
      },
    );
    expect(taken.statusCode).toBe(409);

    const replaced = await call(ctx, 'comercial.admin', 'PUT', url, {
      body: { merchant_ids: [m('SR-TEST-2')] },
    });
    expect(replaced.json().map((r: { merchant_id: number }) => r.merchant_id)).toEqual([m('SR-TEST-2')]);
    const detail = await call(
      ctx,
      'comercial.admin',
      'GET',
      `/api/v1/project/2/sales_representative/${repId}`,
    );
    expect(detail.json().merchant_count).toBe(1);
    const listed = await call(ctx, 'parceiro', 'GET', url);
    expect(listed.statusCode).toBe(403);
    const [last] = await auditRows(ctx, 'sales_representative_merchant', repId);
    expect(last?.before).toEqual({ merchant_ids: [m('SR-TEST-1')] });
    expect(last?.after).toEqual({ merchant_ids: [m('SR-TEST-2')] });
  });

  it('hides another project’s representative (404) and needs the permission to write', async () => {
    expect(
      (await call(ctx, 'comercial.admin', 'GET', `/api/v1/project/1/sales_representative/${repId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, 'comercial.operador', 'GET', `/api/v1/project/2/sales_representative/${repId}`))
        .statusCode,
    ).toBe(404);
    const write = await call(ctx, 'financeiro', 'POST', '/api/v1/project/2/sales_representative', {
      body: { name: 'Sem Permissão', document: '52998224725' },
    });
    expect(write.statusCode).toBe(403);
  });
});
