import type { CheckupRun } from '@mentor/contract/checkup';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeCheckupServer,
  fakeCheckupServer,
  checkupRun as run,
} from '../../../../test/checkup-server';
import { checkupKeys } from './checkup-query-keys';
import { useFollowCheckupRun } from './checkup-run';

let server: FakeCheckupServer;
let listReads: number;
const runReads = () =>
  server.fetch.mock.calls.filter(([url]) => /\/v1\/checkup\/runs\/\d+/.test(String(url))).length;

beforeEach(() => {
  listReads = 0;
  server = fakeCheckupServer();
  vi.stubGlobal('fetch', server.fetch);
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
    server.answers = ['PROCESSING', 'PROCESSING', 'DONE'];
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
    server.answers = ['PROCESSING', 'FAILED'];
    const onEnd = vi.fn();
    renderScreen(onEnd);
    expect(await screen.findByText('reads 1')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'follow' }).click());
    await waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ id: 41, status: 'FAILED' }));
    expect(await screen.findByText('reads 2')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  }, 15_000);

  it('follows the newest run when the screen opens while it is PROCESSING', async () => {
    // Opened after a reload, or while another operator's re-run goes on.
    server.latest = run(52, 'PROCESSING');
    server.answers = ['PROCESSING', 'DONE'];
    const onEnd = vi.fn();
    renderScreen(onEnd);
    expect(await screen.findByText('following PROCESSING')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByText('reads 2')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ id: 52, status: 'DONE' }));
  }, 15_000);

  it('follows nothing when the newest run already ended', async () => {
    server.latest = run(53, 'DONE');
    const onEnd = vi.fn();
    renderScreen(onEnd);
    expect(await screen.findByText('reads 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.fetch.mock.calls.some(([url]) => String(url).includes('/runs/latest'))).toBe(true),
    );
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(runReads()).toBe(0);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
