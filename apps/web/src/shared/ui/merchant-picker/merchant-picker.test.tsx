import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { merchantChoice } from './merchant-option';
import { MerchantPicker } from './merchant-picker';

const padaria = {
  id: 42,
  merchant_code: 'M42',
  merchant_name: 'Padaria Pão Quente',
  trade_name: null,
  cpf_cnpj: '12345678000195',
  person_type: 'J',
  project_id: 3,
  project_name: 'Projeto',
  sales_representative_id: null,
  sales_representative_name: null,
  mcc: null,
  cnae: null,
  blocked: false,
  deleted: false,
  use_centralized_bank_account_settlement: false,
  external_onboarding_status: null,
  created_at: '2026-01-01T00:00:00Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const urls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console'));

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console');
    if (url.pathname.endsWith('/v1/merchant')) {
      const search = url.searchParams.get('search') ?? '';
      const rows = search.toLowerCase().includes('pad') ? [padaria] : [];
      return json(200, { data: rows, total: rows.length, lastPage: 1 });
    }
    return json(404, { message: 'Lojista não encontrado' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onPick }: { onPick: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MerchantPicker
        projectId={3}
        value={value}
        onChange={(id) => {
          setValue(id);
          onPick(id);
        }}
        label="Lojista"
      />
    </QueryClientProvider>
  );
}

describe('MerchantPicker', () => {
  it('searches the project by name and picks with the keyboard', async () => {
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Lojista' });
    await userEvent.type(input, 'Pad');
    const option = await screen.findByRole('option', {
      name: 'Padaria Pão Quente — 12.•••.•••/0001-•• (42)',
    });
    expect(option).toBeInTheDocument();
    const query = urls().find((u) => u.pathname.endsWith('/v1/merchant'))?.searchParams;
    expect(query?.get('search')).toBe('Pad');
    expect(query?.get('project_id')).toBe('3');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(42);
    expect(input).toHaveValue('Padaria Pão Quente — 12.•••.•••/0001-•• (42)');
  });

  it('sends a whole CNPJ to the document filter and tries a short number as an id', async () => {
    renderWithProviders(<Harness onPick={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Lojista' });
    await userEvent.type(input, '12.345.678/0001-95');
    await waitFor(() =>
      expect(urls().some((u) => u.searchParams.get('cpf_cnpj') === '12345678000195')).toBe(true),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '42');
    await waitFor(() => expect(urls().some((u) => u.pathname.endsWith('/v1/merchant/42'))).toBe(true));
  });

  it('says when nothing matches, and asks for more text first', async () => {
    renderWithProviders(<Harness onPick={vi.fn()} />, { language: 'en' });
    const input = screen.getByRole('combobox', { name: 'Lojista' });
    await userEvent.type(input, 'x');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(input, 'yz');
    expect(await screen.findByText('No merchant found in this project')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
  });
});

describe('merchantChoice', () => {
  it('masks a full document and keeps one the server already masked', () => {
    expect(merchantChoice({ id: 7, merchant_name: 'Ana', cpf_cnpj: '123.456.789-09' }).label).toBe(
      'Ana — •••.456.789-•• (7)',
    );
    expect(merchantChoice({ id: 7, merchant_name: 'Ana', cpf_cnpj: '•••.456.789-••' }).label).toBe(
      'Ana — •••.456.789-•• (7)',
    );
  });
});
