import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = async (username: string, url: string) =>
  ctx.app.inject({ url, headers: { authorization: `Bearer ${await ctx.token(username)}` } });

describe('projects for the selector', () => {
  it('lists every project to a multi-project user, sorted by trade when asked', async () => {
    const res = await get('superadmin', '/api/v1/project?sortBy=trade&perPage=1000');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    const trades: string[] = body.data.map((p: { trade: string }) => p.trade);
    expect(trades).toEqual([...trades].sort((a, b) => a.localeCompare(b)));
    expect(trades).toContain('Vila Rica Pay');
  });

  it('confines a single-project user to their project', async () => {
    const res = await get('comercial.operador', '/api/v1/project?perPage=1000');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([1]);
    expect(res.json().total).toBe(1);
  });

  it('answers 404 when a single-project user asks for another project', async () => {
    const res = await get('comercial.operador', '/api/v1/project?project_id=2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });

  it("refuses a single-project user without a project with 'Projeto não configurado'", async () => {
    const res = await get('sem.projeto', '/api/v1/project');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Projeto não configurado');
  });

  it('pages with lastPage', async () => {
    const res = await get('superadmin', '/api/v1/project?perPage=2&page=2');
    const body = res.json();
    expect(body.data).toHaveLength(Math.min(2, body.total - 2));
    expect(body.lastPage).toBe(Math.ceil(body.total / 2));
  });

  it('answers 422 with field errors for a bad page number', async () => {
    const res = await get('superadmin', '/api/v1/project?page=0');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('page');
  });
});

describe('shared lookups', () => {
  it('lists real banks with ISPB, and only SLC participants when asked', async () => {
    const all = (await get('assistente', '/api/v1/bank')).json() as Array<{
      bank_code: string;
      ispb: string | null;
    }>;
    expect(all.find((b) => b.bank_code === '341')).toMatchObject({
      bank_name: 'Itaú Unibanco S.A.',
      ispb: '60701190',
    });
    const slc = (await get('assistente', '/api/v1/bank?slc=true')).json() as Array<{ bank_code: string }>;
    expect(slc.length).toBeLessThan(all.length);
    expect(slc.map((b) => b.bank_code)).not.toContain('260');
    const withIspb = (await get('assistente', '/api/v1/bank?with_ispb=true')).json() as Array<{
      ispb: string | null;
    }>;
    expect(withIspb.every((b) => b.ispb !== null)).toBe(true);
  });

  it('lists card brands with the spec ids', async () => {
    const brands = (await get('assistente', '/api/v1/card_brand')).json();
    expect(brands).toEqual([
      { id: 1, brand_name: 'MASTERCARD' },
      { id: 2, brand_name: 'VISA' },
      { id: 3, brand_name: 'ELO' },
      { id: 4, brand_name: 'HIPERCARD' },
      { id: 5, brand_name: 'AMEX' },
    ]);
  });

  it('lists operations with the filter values (Débito 0, parcelado 2–12, Boleto 17)', async () => {
    const ops = (await get('assistente', '/api/v1/operation')).json() as Array<{
      id: number;
      operation_name: string;
    }>;
    expect(ops.find((o) => o.id === 0)?.operation_name).toBe('Débito');
    expect(ops.find((o) => o.id === 12)?.operation_name).toBe('Crédito Parcelado 12x');
    expect(ops.find((o) => o.id === 17)?.operation_name).toBe('Boleto');
  });

  it('lists channels with their acquirer, apps, opening hours, formations, block types and acquirers', async () => {
    const channels = (await get('assistente', '/api/v1/channel')).json();
    expect(channels[0]).toMatchObject({
      channel_name: 'POS',
      acquirer: { acquirer_name: 'Mentor Adquirência' },
    });
    const apps = (await get('assistente', '/api/v1/apps')).json() as Array<{ app_code: string }>;
    expect(apps.map((a) => a.app_code)).toContain('MENTOR_POS');
    for (const url of [
      '/api/v1/opening_hour',
      '/api/v1/merchant_formation',
      '/api/v1/block_type',
      '/api/v1/acquirer',
    ]) {
      const res = await get('assistente', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().length, url).toBeGreaterThan(0);
    }
  });
});
