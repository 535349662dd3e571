import type { CheckupRun } from '@mentor/contract/checkup';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import enCheckup from '../../../locales/en/checkup.json';
import ptCheckup from '../../../locales/pt-BR/checkup.json';
import { SessionContext } from '../../../shared/lib/auth/session-context';
import { CheckupPage } from '../components/checkup-page';
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
/** The newest run when the screen opens; null: the check-up never ran (a 404). */
let latest: CheckupRun | null;
let listReads: number;
let fetchMock: ReturnType<typeof vi.fn>;
const runReads = () =>
  fetchMock.mock.calls.filter(([url]) => /\/v1\/checkup\/runs\/\d+/.test(String(url))).length;

beforeEach(() => {
  listReads = 0;
  latest = null;
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/v1/checkup/runs/latest')) {
      return latest ? json(200, latest) : json(404, { message: 'O checkup ainda não foi executado.' });
    }
    if (url.includes('/v1/checkup/transaction')) return json(200, { data: [], total: 0, lastPage: 1 });
    const id = Number(/\/v1\/checkup\/runs\/(\d+)/.exec(url)?.[1]);
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

  it('follows the newest run when the screen opens while it is PROCESSING', async () => {
    // Opened after a reload, or while another operator's re-run goes on.
    latest = run(52, 'PROCESSING');
    answers = ['PROCESSING', 'DONE'];
    const onEnd = vi.fn();
    renderScreen(onEnd);
    expect(await screen.findByText('following PROCESSING')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByText('reads 2')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ id: 52, status: 'DONE' }));
  }, 15_000);

  it('follows nothing when the newest run already ended', async () => {
    latest = run(53, 'DONE');
    const onEnd = vi.fn();
    renderScreen(onEnd);
    expect(await screen.findByText('reads 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/runs/latest'))).toBe(true),
    );
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(runReads()).toBe(0);
    expect(onEnd).not.toHaveBeenCalled();
  });
});

const financeiro = {
  userName: 'financeiro',
  fullName: 'Financeiro',
  realmRoles: ['mentor_financial'],
  permissions: ['read_checkup', 'rerun_checkup'],
  multiProject: true,
  projectId: null,
};

/** The not-imported tab as the signed-in console shows it. */
function NotImportedPage() {
  return (
    <SessionContext.Provider value={{ user: financeiro, logout: () => undefined }}>
      <CheckupPage type="NOT_IMPORTED" />
    </SessionContext.Provider>
  );
}

describe('CheckupPage', () => {
  const bundles = { 'pt-BR': { checkup: ptCheckup }, en: { checkup: enCheckup } };

  it('opened while the newest run is PROCESSING, keeps the button busy and says so until it ends', async () => {
    latest = run(61, 'PROCESSING');
    answers = ['PROCESSING', 'FAILED'];
    renderAtUrl(NotImportedPage, '/occurrences/not_imported_transactions', { bundles });
    expect(await screen.findByText('Checkup em execução…')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Executar checkup' });
    expect(button).toHaveAttribute('data-loading', 'true');
    await waitFor(() => expect(screen.queryByText('Checkup em execução…')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'Executar checkup' })).not.toHaveAttribute('data-loading');
  }, 15_000);
});
