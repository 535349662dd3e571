import { notifications } from '@mantine/notifications';
import type { CheckupRun } from '@mentor/contract/checkup';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import enCheckup from '../../../locales/en/checkup.json';
import ptCheckup from '../../../locales/pt-BR/checkup.json';
import { SessionContext } from '../../../shared/lib/auth/session-context';
import { CheckupPage } from './checkup-page';

// The one-time code is typed at once (the dialog is the kit's, tested there).
vi.mock('../../../shared/ui/otp-dialog/confirm-with-otp', () => ({
  confirmWithOtp: <T,>(send: (code: string) => Promise<T>) => send('123456'),
}));

const REFUSAL = 'Já há um checkup em execução, pedido por ana às 14:05.';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const run = (id: number, status: CheckupRun['status']): CheckupRun => ({
  id,
  status,
  requested_by: 'ana',
  requested_at: '2026-01-10T17:05:00Z',
  finished_at: status === 'PROCESSING' ? null : '2026-01-10T17:05:09Z',
  not_imported_found: status === 'DONE' ? 4 : null,
  duplicated_found: status === 'DONE' ? 3 : null,
  resolved: status === 'DONE' ? 0 : null,
});

/** The newest run; null: the check-up never ran (a 404). */
let latest: CheckupRun | null;
/** What the server answers for the run: PROCESSING for the first reads, then how it ended. */
let answers: CheckupRun['status'][];
let fetchMock: ReturnType<typeof vi.fn>;
const called = (part: string) => fetchMock.mock.calls.some(([url]) => String(url).includes(part));

beforeEach(() => {
  latest = null;
  answers = ['PROCESSING'];
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/v1/checkup/runs/latest')) {
      return latest ? json(200, latest) : json(404, { message: 'O checkup ainda não foi executado.' });
    }
    if (url.includes('/v1/checkup/transactions')) return json(409, { message: REFUSAL });
    if (url.includes('/v1/checkup/transaction')) return json(200, { data: [], total: 0, lastPage: 1 });
    const id = Number(/\/v1\/checkup\/runs\/(\d+)/.exec(url)?.[1]);
    if (!id) return json(404, { message: 'not found' });
    const status = answers.length > 1 ? (answers.shift() as CheckupRun['status']) : answers[0];
    return json(200, run(id, status ?? 'PROCESSING'));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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

const bundles = { 'pt-BR': { checkup: ptCheckup }, en: { checkup: enCheckup } };

describe('CheckupPage re-run', () => {
  it('refused because another run goes on, shows why and follows the run that goes on', async () => {
    const shown = vi.spyOn(notifications, 'show');
    try {
      answers = ['PROCESSING', 'DONE'];
      renderAtUrl(NotImportedPage, '/occurrences/not_imported_transactions', { bundles });
      const button = await screen.findByRole('button', { name: 'Executar checkup' });
      await waitFor(() => expect(called('/runs/latest')).toBe(true));
      expect(button).not.toHaveAttribute('data-loading');
      // Another operator started one after the screen opened.
      latest = run(71, 'PROCESSING');
      act(() => button.click());
      await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: REFUSAL })));
      expect(await screen.findByText('Checkup em execução…')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Executar checkup' })).toHaveAttribute(
        'data-loading',
        'true',
      );
      // It ends as a run started here does: the button is free again and the end is told.
      await waitFor(() => expect(screen.queryByText('Checkup em execução…')).not.toBeInTheDocument(), {
        timeout: 5000,
      });
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'green' }));
    } finally {
      shown.mockRestore();
    }
  }, 15_000);
});
