import type { SearchResponse } from '@mentor/contract/search';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell, testUser } from '../testing/render-in-shell';
import CommandPalette from './command-palette';

const found: SearchResponse = {
  kinds: ['merchant', 'transaction', 'equipment'],
  data: [
    {
      kind: 'merchant',
      key: '42',
      matched: 'document',
      label: 'Padaria Pão Quente',
      holder: null,
      document: '12.•••.•••/0001-••',
      amount: null,
      project_id: 1,
      project_name: 'Mentor',
    },
    {
      kind: 'equipment',
      key: 'SN-77',
      matched: 'serial',
      label: 'PAX A910',
      holder: null,
      document: null,
      amount: null,
      project_id: 1,
      project_name: 'Mentor',
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const searches = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://console'))
    .filter((url) => url.pathname.endsWith('/v1/search'));

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console');
    if (url.pathname.endsWith('/v1/search')) {
      return url.searchParams.get('q') === '12345678000195'
        ? json(200, found)
        : json(200, { kinds: [], data: [] });
    }
    return json(404, { message: 'Não encontrado', error: 'Not Found', detail: null, errors: null });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPalette(path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInShell(
    <QueryClientProvider client={client}>
      <CommandPalette opened onClose={() => undefined} />
    </QueryClientProvider>,
    { path, user: testUser({ permissions: ['mentor_super_admin', 'bypass_permission'] }) },
  );
}

describe('CommandPalette record search', () => {
  it('finds records by a whole document and opens the detail of the one chosen with the keyboard', async () => {
    const { router } = renderPalette();
    const input = await screen.findByRole('combobox', { name: 'Buscar tela ou registro' });
    await userEvent.type(input, '12345678000195');
    const merchant = await screen.findByRole('option', { name: /Lojista 42/ });
    expect(merchant).toHaveTextContent('Padaria Pão Quente · 12.•••.•••/0001-•• · Mentor');
    expect(screen.getByRole('option', { name: /Equipamento SN-77/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Registros' })).toBeInTheDocument();
    // Typing is debounced: one request for the whole text, none per keystroke.
    expect(searches().map((u) => u.searchParams.get('q'))).toEqual(['12345678000195']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipments'));
    expect(router.state.location.search).toMatchObject({ equipment: 'SN-77' });
  });

  it('keeps English screens in English and says when nothing matches', async () => {
    const { router } = renderPalette('/en');
    const input = await screen.findByRole('combobox', { name: 'Search screen or record' });
    await userEvent.type(input, '999');
    expect(await screen.findByText(/No record with this id/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '12345678000195');
    await userEvent.click(await screen.findByRole('option', { name: /Merchant 42/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchants/42'));
  });

  it('does not ask the server for words: screen names stay local', async () => {
    renderPalette();
    const input = await screen.findByRole('combobox', { name: 'Buscar tela ou registro' });
    await userEvent.type(input, 'lojistas');
    expect(await screen.findByRole('option', { name: /^Lojistas/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Registros' })).not.toBeInTheDocument();
  });
});
