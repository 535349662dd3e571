import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { salesPlanFilterOptions } from './sales-plan-filter-options';

const plan = (id: number, name: string) => ({
  id,
  sales_plan_name: name,
  project: { id: 1, trade: 'Mentor Pagamentos' },
  channel: { id: 1, channel_name: 'POS' },
  mcc: null,
  status: 1,
  automatic_anticipation: false,
  anticipation_rate: '1.99',
  merchants_count: 3,
  updated_at: '2026-01-01T00:00:00Z',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const urls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console'));

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console');
    if (url.pathname.endsWith('/v1/sales_plan/12')) return json(200, plan(12, 'Plano 12 meses'));
    if (/\/v1\/sales_plan\/\d+$/.test(url.pathname)) return json(404, { message: 'Não encontrado' });
    const named = [plan(12, 'Plano 12 meses'), plan(40, 'Plano Varejo 12')];
    return json(200, { data: named, total: named.length, lastPage: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('salesPlanFilterOptions', () => {
  it('offers plans whose name contains the text, read as "name — project (id)"', async () => {
    expect(await salesPlanFilterOptions('Varejo')).toEqual([
      { value: '12', label: 'Plano 12 meses — Mentor Pagamentos (12)' },
      { value: '40', label: 'Plano Varejo 12 — Mentor Pagamentos (40)' },
    ]);
    expect(urls()[0]?.searchParams.get('name')).toBe('Varejo');
  });

  it('puts the plan of a typed id first, once, and asks nothing for one character', async () => {
    expect((await salesPlanFilterOptions('12')).map((o) => o.value)).toEqual(['12', '40']);
    // One digit is an id only: no plan 9, no name search.
    expect((await salesPlanFilterOptions('9')).map((o) => o.value)).toEqual([]);
    expect(urls().at(-1)?.pathname).toMatch(/\/v1\/sales_plan\/9$/);
    fetchMock.mockClear();
    expect(await salesPlanFilterOptions('P')).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds the label of an id read from the address', async () => {
    expect(await salesPlanFilterOptions('12')).toContainEqual({
      value: '12',
      label: 'Plano 12 meses — Mentor Pagamentos (12)',
    });
    expect((await salesPlanFilterOptions('99')).map((o) => o.value)).toEqual(['12', '40']);
  });
});
