import type { ApprovalRequest } from '@mentor/contract/approvals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import enApprovals from '../../../locales/en/approvals.json';
import ptApprovals from '../../../locales/pt-BR/approvals.json';
import { mainApi } from '../../../shared/lib/api';
import { SessionContext } from '../../../shared/lib/auth/session-context';
import { ApprovalCard } from './approval-card';

const settlement: ApprovalRequest = {
  id: 41,
  action: 'payment.settle',
  status: 'PENDING',
  method: 'POST',
  path: '/api/v1/payment/settle/TED',
  table_context: 'payment',
  record_id: 'TED',
  project_id: null,
  amount_cents: 28_799_936,
  before: null,
  after: { tab: 'TED' },
  requested_by: 'financeiro',
  requested_by_name: 'Marcos Albuquerque',
  requested_at: '2026-11-26T12:00:00.000Z',
  expires_at: '2026-11-27T12:00:00.000Z',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  rejection_reason: null,
  frozen: { count: 114, total_cents: 28_799_936 },
};

function renderCard(approval: ApprovalRequest) {
  const view = renderWithProviders(<div />);
  view.i18n.addResourceBundle('pt-BR', 'approvals', ptApprovals);
  view.i18n.addResourceBundle('en', 'approvals', enApprovals);
  view.rerender(
    <ApprovalCard approval={approval} decidable busy={false} onApprove={() => {}} onReject={() => {}} />,
  );
  return view;
}

describe('ApprovalCard', () => {
  it('shows the approver the frozen count and total of a settlement', async () => {
    renderCard(settlement);
    expect(await screen.findByTestId('approval-frozen')).toHaveTextContent(
      /^Conjunto congelado: 114 pagamentos, total R\$\s287\.999,36$/,
    );
  });

  it('tells a stale refusal apart in the reader’s language', async () => {
    const view = renderCard({
      ...settlement,
      status: 'STALE',
      decided_by: 'superadmin',
      decided_by_name: 'Helena Duarte',
      decided_at: '2026-11-26T13:00:00.000Z',
      rejection_reason: 'O conjunto mudou desde a solicitação.',
    });
    expect(await screen.findByText(/Recusada por desatualização por Helena Duarte/)).toHaveTextContent(
      ptApprovals.stale,
    );
    expect(screen.getByText('Desatualizada')).toBeInTheDocument();
    await view.i18n.changeLanguage('en');
    expect(await screen.findByText(/Refused as stale by Helena Duarte/)).toHaveTextContent(enApprovals.stale);
    expect(screen.getByTestId('approval-frozen')).toHaveTextContent(/^Frozen set: 114 payments, total/);
  });

  it('shows the proposed change by the screen’s labels, in R$, changed fields only', async () => {
    renderCard({
      ...settlement,
      action: 'project.parameters',
      table_context: 'project_parameter',
      record_id: '4',
      frozen: null,
      amount_cents: null,
      before: { max_installments: 12, daily_limit_amount: 60_000_000, updated_at: '2026-11-01T10:00:00Z' },
      after: { max_installments: 12, daily_limit_amount: 70_000_000, reason_code: 'CUSTOMER_REQUEST' },
    });
    const diff = await screen.findByRole('table', { name: ptApprovals.diff });
    expect(
      within(diff)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Campo', ptApprovals.before, ptApprovals.after]);
    expect(within(diff).getByRole('row', { name: /Limite diário/ })).toHaveTextContent(
      /^Limite diárioR\$\s600\.000,00R\$\s700\.000,00$/,
    );
    expect(within(diff).getByRole('row', { name: /Motivo/ })).toHaveTextContent('Solicitação do cliente');
    expect(diff).not.toHaveTextContent(/max_installments|Parcelas|daily_limit_amount/);
  });

  it('shows a change’s account masked and reveals it through the logged call with the change', async () => {
    const request = vi.spyOn(mainApi, 'request').mockResolvedValue({
      table_context: 'merchant_settlement_destination',
      record_id: '7',
      field: 'account_number',
      value: '7654321098',
    });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const user = {
      userName: 'ana',
      fullName: 'Ana',
      realmRoles: ['mentor_comercial_admin'],
      permissions: ['reveal_personal_data', 'approve_changes'],
      multiProject: true,
      projectId: null,
    };
    const view = renderWithProviders(<div />);
    view.i18n.addResourceBundle('pt-BR', 'approvals', ptApprovals);
    view.rerender(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={{ user, logout: () => undefined }}>
          <ApprovalCard
            approval={{
              ...settlement,
              action: 'merchant.settlement_destination',
              table_context: 'merchant_settlement_destination',
              record_id: '7',
              amount_cents: null,
              frozen: null,
              before: { destination_type: 'B', account_number: '••••••••98' },
              after: { destination_type: 'B', account_number: '•••••••••54' },
            }}
            decidable
            busy={false}
            onApprove={() => {}}
            onReject={() => {}}
          />
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const reveal = await screen.findAllByRole('button', { name: /^Mostrar / });
    expect(reveal.length).toBe(2);
    await userEvent.click(reveal[0] as HTMLElement);
    expect(await screen.findByText('7654321098')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/v1/reveal',
      expect.objectContaining({
        body: {
          table_context: 'merchant_settlement_destination',
          record_id: '7',
          field: 'account_number',
          approval_id: 41,
          side: 'before',
        },
      }),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
