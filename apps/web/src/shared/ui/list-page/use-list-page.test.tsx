import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { defineList, type ListDefinition, prefetchList, useListPage } from '.';

interface Row {
  id: number;
  name: string;
}
type Page = { data: Row[]; total: number };

vi.mock('../../lib/project/selected-project', () => ({
  useSelectedProject: () => ({ projectId: null, multiProject: true }),
  withSelectedProject: <V,>(values: V) => values,
}));

function makeList(onError: 'keep-rows' | 'clear', fetch: ListDefinition<Page, Row>['fetch']) {
  return defineList<Page, Row>({
    ns: 'kit',
    queryKey: ['list-test', onError],
    fetch,
    rows: (data) => data.data,
    total: (data) => data.total,
    rowKey: (row) => row.id,
    filters: [{ key: 'name', label: 'name', type: 'text' }],
    sort: { by: 'id', desc: false },
    paging: { sizes: [10] },
    onError,
  });
}

function Probe({ list }: { list: ListDefinition<Page, Row> }) {
  const model = useListPage(list);
  const rows = model.tableProps.rows;
  return (
    <div>
      <p data-testid="rows">{rows ? rows.map((row) => row.name).join(',') : 'none'}</p>
      <p data-testid="error">{model.tableProps.error ? 'error' : model.staleError ? 'stale' : 'ok'}</p>
      <button type="button" onClick={model.refresh}>
        refresh
      </button>
    </div>
  );
}

function renderList(list: ListDefinition<Page, Row>) {
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <Probe list={list} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function flakyFetch() {
  let calls = 0;
  return vi.fn(async (): Promise<Page> => {
    calls += 1;
    if (calls > 1) throw new Error('Servidor indisponível');
    return { data: [{ id: 1, name: 'Primeira' }], total: 1 };
  });
}

describe('keep-last-rows vs clear-on-error', () => {
  it('keeps the last rows under a notice when a reload fails (keep-rows)', async () => {
    const fetch = flakyFetch();
    renderList(makeList('keep-rows', fetch));
    await waitFor(() => expect(screen.getByTestId('rows')).toHaveTextContent('Primeira'));
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('stale'));
    expect(screen.getByTestId('rows')).toHaveTextContent('Primeira');
  });

  it('clears the rows and shows the error when a reload fails (clear)', async () => {
    const fetch = flakyFetch();
    renderList(makeList('clear', fetch));
    await waitFor(() => expect(screen.getByTestId('rows')).toHaveTextContent('Primeira'));
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('error'));
    expect(screen.getByTestId('rows')).toHaveTextContent('none');
  });
});

function SearchProbe({ list }: { list: ListDefinition<Page, Row> }) {
  const model = useListPage(list);
  const search = useRouterState({ select: (s) => JSON.stringify(s.location.search) });
  return (
    <div>
      <p data-testid="search">{search}</p>
      <button type="button" onClick={() => model.setFilters({ name: 'Ana' })}>
        search
      </button>
    </div>
  );
}

describe('search parameters of the screen around the list', () => {
  function renderAt(list: ListDefinition<Page, Row>, url: string) {
    const rootRoute = createRootRoute({ component: Outlet });
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => <SearchProbe list={list} />,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([route]),
      history: createMemoryHistory({ initialEntries: [url] }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  const fetch = async (): Promise<Page> => ({ data: [], total: 0 });

  it('keeps the parameters the list declares (its tab) when a search writes the URL', async () => {
    renderAt({ ...makeList('clear', fetch), keepSearch: ['tab'] }, '/?tab=payments&other=1');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('"tab":"payments"'));
    await act(async () => screen.getByRole('button', { name: 'search' }).click());
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('"name":"Ana"'));
    expect(screen.getByTestId('search')).toHaveTextContent('"tab":"payments"');
    expect(screen.getByTestId('search')).not.toHaveTextContent('other');
  });

  it('drops them when the list declares none', async () => {
    renderAt(makeList('clear', fetch), '/?tab=payments');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('"tab":"payments"'));
    await act(async () => screen.getByRole('button', { name: 'search' }).click());
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('"name":"Ana"'));
    expect(screen.getByTestId('search')).not.toHaveTextContent('tab');
  });
});

describe('prefetch from a route loader', () => {
  it("requests the page a link opens (its filters and page) under the screen's key, so the screen does not ask again", async () => {
    const fetch = vi.fn(
      async (_params: Record<string, unknown>): Promise<Page> => ({
        data: [{ id: 7, name: 'Prefetched' }],
        total: 11,
      }),
    );
    const list = makeList('clear', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    // The search as the router parses `?name=Ana&page=2` for the link's loader.
    await prefetchList(client, list, null, { name: 'Ana', page: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toMatchObject({ name: 'Ana', page: 2 });

    const rootRoute = createRootRoute({ component: Outlet });
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => <Probe list={list} />,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([route]),
      history: createMemoryHistory({ initialEntries: ['/?name=Ana&page=2'] }),
    });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('rows')).toHaveTextContent('Prefetched'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
