import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeCheckupServer,
  fakeCheckupServer,
  json,
  checkupRun as run,
} from '../../../../test/checkup-server';
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

let server: FakeCheckupServer;
const called = (part: string) => server.fetch.mock.calls.some(([url]) => String(url).includes(part));

beforeEach(() => {
  server = fakeCheckupServer();
  server.rerun = () => json(409, { message: REFUSAL });
  vi.stubGlobal('fetch', server.fetch);
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
  it('keeps the button waiting until it knows whether a run goes on', async () => {
    let answer: () => void = () => undefined;
    server.latestGate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderAtUrl(NotImportedPage, '/occurrences/not_imported_transactions', { bundles });
    const button = await screen.findByRole('button', { name: 'Executar checkup' });
    expect(button).toBeDisabled();
    act(() => button.click());
    expect(called('/v1/checkup/transactions')).toBe(false);
    act(() => answer());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Executar checkup' })).toBeEnabled());
  });

  it('opened while the newest run is PROCESSING, keeps the button busy and says so until it ends', async () => {
    server.latest = run(61, 'PROCESSING');
    server.answers = ['PROCESSING', 'FAILED'];
    renderAtUrl(NotImportedPage, '/occurrences/not_imported_transactions', { bundles });
    expect(await screen.findByText('Checkup em execução…')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Executar checkup' });
    expect(button).toHaveAttribute('data-loading', 'true');
    await waitFor(() => expect(screen.queryByText('Checkup em execução…')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'Executar checkup' })).not.toHaveAttribute('data-loading');
  }, 15_000);

  it('refused because another run goes on, shows why and follows the run that goes on', async () => {
    const shown = vi.spyOn(notifications, 'show');
    try {
      server.answers = ['PROCESSING', 'DONE'];
      renderAtUrl(NotImportedPage, '/occurrences/not_imported_transactions', { bundles });
      const button = await screen.findByRole('button', { name: 'Executar checkup' });
      await waitFor(() => expect(called('/runs/latest')).toBe(true));
      expect(button).not.toHaveAttribute('data-loading');
      // Another operator started one after the screen opened.
      server.latest = run(71, 'PROCESSING');
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
