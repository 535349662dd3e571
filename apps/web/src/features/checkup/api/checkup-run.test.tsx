import type { CheckupRun } from '@mentor/contract/checkup';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkupKeys } from './checkup-query-keys';
import { useFollowCheckupRun } from './checkup-run';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const run = (id: number, status: CheckupRun['status']): CheckupRun => ({
  id,
  status,
  requested_by: 'financeiro',
  requested_at: '2026-01-10T12:00:00Z',
  finished_at: status === 'PROCESSING' ? null : '2026-01-10T12:00:09Z',
  not_imported_found: status === 'DONE' ? 4 : null,
  duplicated_found: status === 'DONE' ? 3 : null,
  resolved: status === 'DONE' ? 0 : null,
});

/** What the server answers for the run: PROCESSING for the first reads, then how it ended. */
let answers: CheckupRun['status'][];
let listReads: number;
let fetchMock: ReturnType<typeof vi.fn>;
const runReads = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/checkup/runs/')).length;

beforeEach(() => {
  listReads = 0;
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const id = Number(/\/v1\/checkup\/runs\/(\d+)/.exec(String(input))?.[1]);
    if (!id) return json(404, { message: 'not found' });
    const status = answers.length > 1 ? (answers.shift() as CheckupRun['status']) : answers[0];
    return json(200, run(id, status ?? 'PROCESSING'));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Screen({ onEnd }: { onEnd: (run: CheckupRun) => void }) {
  const list = useQuery({
    queryKey: checkupKeys.lists('NOT_IMPORTED'),
    queryFn: async () => {
      listReads += 1;
      return listReads;
    },
  });
  const { follow, following, running } = useFollowCheckupRun(onEnd);
  return (
    <>
      <p>reads {list.data ?? 0}</p>
      <p>{following ? `following ${running?.status ?? 'queued'}` : 'idle'}</p>
      <button type="button" onClick={() => follow(41)}>
        follow
      </button>
    </>
  );
}

function renderScreen(onEnd: (run: CheckupRun) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Screen onEnd={onEnd} />
    </QueryClientProvider>,
  );
}

describe('useFollowCheckupRun', () => {
  it('reads the run while it runs, then refreshes the tabs and reports once when it is DONE', async () => {
    answers = ['PROCESSING', 'PROCESSING', 'DONE'];
    const onEnd = vi.fn();
    renderScreen(onEnd);
    expect(await screen.findByText('reads 1')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'follow' }).click());
    expect(await screen.findByText('following PROCESSING')).toBeInTheDocument();
    // Nothing is refreshed while the run goes on.
    expect(screen.getByText('reads 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByText('reads 2')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(
      expect.objectContaining({ id: 41, status: 'DONE', not_imported_found: 4 }),
    );
    expect(runReads()).toBe(3);
    // An ended run is no longer read, and the tabs are not refreshed again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runReads()).toBe(3);
    expect(screen.getByText('reads 2')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('reports a FAILED run and refreshes the tabs all the same', async () => {
    answers = ['PROCESSING', 'FAILED'];
    const onEnd = vi.fn();
    renderScreen(onEnd);
    expect(await screen.findByText('reads 1')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'follow' }).click());
    await waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ id: 41, status: 'FAILED' }));
    expect(await screen.findByText('reads 2')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  }, 15_000);
});
