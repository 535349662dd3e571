import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { mainApi } from '../../lib/api';
import { SessionContext } from '../../lib/auth/session-context';
import { HistoryPanel } from './history-panel';

const ENTRY = {
  id: 812,
  occurred_at: '2026-11-20T13:00:00.000Z',
  actor: 'superadmin',
  actor_name: 'Helena Duarte',
  table_context: 'merchant',
  record_id: '41',
  action: 'UPDATE',
  before: { email: 'd•••@l•••.com.br', merchant_name: 'Loja', mcc: '5812' },
  after: { email: 'n•••@l•••.com.br', merchant_name: 'Loja Nova', mcc: '5812' },
  request_id: null,
  reason_code: null,
  reason_comment: null,
  approved_by: null,
  approved_by_name: null,
};

function renderAs(permissions: string[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = {
    userName: 'ana',
    fullName: 'Ana',
    realmRoles: ['mentor_comercial_admin'],
    permissions,
    multiProject: true,
    projectId: null,
  };
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ user, logout: () => undefined }}>
        <HistoryPanel context="merchant" recordId="41" />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HistoryPanel personal data', () => {
  it('shows history values masked and reveals one through the logged call', async () => {
    const revealed = {
      table_context: 'merchant',
      record_id: '41',
      field: 'email',
      value: 'dono@loja.com.br',
    };
    const request = vi
      .spyOn(mainApi, 'request')
      .mockImplementation(async (method: string) =>
        method === 'GET' ? { data: [ENTRY], total: 1, lastPage: 1 } : revealed,
      );
    renderAs(['reveal_personal_data', 'read_merchant_list']);
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByLabelText('E-mail (Antes) oculto')).toHaveTextContent('d•••@l•••.com.br');
    expect(within(entry).getByText('Loja Nova')).toBeInTheDocument();
    // Fields by the screen's labels, changed ones only (the unchanged MCC is left out).
    expect(
      within(entry)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['E-mail', 'Razão social / Nome']);
    await userEvent.click(within(entry).getByRole('button', { name: 'Mostrar E-mail (Antes)' }));
    expect(await within(entry).findByLabelText('E-mail (Antes) exibido')).toHaveTextContent(
      'dono@loja.com.br',
    );
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/v1/reveal',
      expect.objectContaining({
        body: { table_context: 'merchant', record_id: '41', field: 'email', history_id: 812, side: 'before' },
      }),
    );
    // The other side stays masked until it is revealed too.
    expect(within(entry).getByLabelText('E-mail (Depois) oculto')).toBeInTheDocument();
  });

  it('offers no reveal without the permission', async () => {
    vi.spyOn(mainApi, 'request').mockResolvedValue({ data: [ENTRY], total: 1, lastPage: 1 });
    renderAs(['read_merchant_list']);
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByLabelText('E-mail (Antes) oculto')).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: /Mostrar/ })).toBeNull();
  });
});
