import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantFilterOptions } from './merchant-filter-options';

const merchant = (id: number, name: string, blocked = false) => ({
  id,
  merchant_code: `M${id}`,
  merchant_name: name,
  trade_name: null,
  cpf_cnpj: '12345678000195',
  person_type: 'J',
  project_id: 1,
  project_name: 'Projeto',
  sales_representative_id: null,
  sales_representative_name: null,
  mcc: null,
  cnae: null,
  blocked,
  deleted: false,
  use_centralized_bank_account_settlement: false,
  external_onboarding_status: null,
  created_at: '2026-01-01T00:00:00Z',
});

/** The record as `GET /v1/merchant/{id}` answers it: the list's fields and the detail's. */
const detail = (id: number, name: string, blocked = false) => ({
  ...merchant(id, name, blocked),
  email: null,
  merchant_formation_id: null,
  block_type_id: null,
  block_description: null,
  dt_block: null,
  updated_at: '2026-01-01T00:00:00Z',
  addresses: [],
  phones: [],
  opening_hour_ids: [],
  sales_plans: [],
  settlement_destination: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const urls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console'));

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console');
    if (url.pathname.endsWith('/v1/merchant/42')) return json(200, detail(42, 'Padaria Bloqueada', true));
    if (url.pathname.endsWith('/v1/merchant/7')) return json(404, { message: 'Não encontrado' });
    if (url.pathname.endsWith('/v1/merchant')) {
      const rows = (url.searchParams.get('search') ?? '').startsWith('Pad')
        ? [merchant(3, 'Padaria Centro')]
        : [];
      return json(200, { data: rows, total: rows.length, lastPage: 1 });
    }
    return json(404, { message: 'Não encontrado' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('merchantFilterOptions', () => {
  it("searches the caller's projects by name, with the document masked", async () => {
    expect(await merchantFilterOptions('Pad')).toEqual([
      { value: '3', label: 'Padaria Centro — 12.•••.•••/0001-•• (3)' },
    ]);
    const list = urls().find((u) => u.pathname.endsWith('/v1/merchant'));
    expect(list?.searchParams.get('search')).toBe('Pad');
    expect(list?.searchParams.has('project_id')).toBe(false);
  });

  it('finds a merchant by id even when blocked (its records are still looked up), and nothing for an unknown id', async () => {
    const byId = await merchantFilterOptions('42');
    expect(byId[0]).toEqual({ value: '42', label: 'Padaria Bloqueada — 12.•••.•••/0001-•• (42)' });
    expect(await merchantFilterOptions('7')).toEqual([]);
  });

  it('sends a whole CPF/CNPJ as a document filter, never a part of one', async () => {
    await merchantFilterOptions('12.345.678/0001-95');
    const list = urls().find((u) => u.pathname.endsWith('/v1/merchant'));
    expect(list?.searchParams.get('cpf_cnpj')).toBe('12345678000195');
    expect(await merchantFilterOptions('P')).toEqual([]);
  });
});
