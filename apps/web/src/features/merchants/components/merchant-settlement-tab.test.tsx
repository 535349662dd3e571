import { MERCHANT_MESSAGES, type MerchantDetail } from '@mentor/contract/merchants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import ptMerchants from '../../../locales/pt-BR/merchants.json';
import { MerchantSettlementTab } from './merchant-settlement-tab';

const pending = vi.hoisted(() => ({ value: { has_pending_financials: false, count: 0, amount: 0 } }));
const run = vi.hoisted(() => vi.fn());

vi.mock('../../../shared/lib/auth/session-context', () => ({ useHasPermission: () => true }));
vi.mock('../api/use-pending-financials', () => ({
  usePendingFinancials: () => ({
    isLoading: false,
    data: {
      has_pending_financials: pending.value.has_pending_financials,
      unpaid_receivables_count: pending.value.count,
      unpaid_receivables_amount: pending.value.amount,
    },
  }),
}));
vi.mock('../api/use-change-settlement-destination', () => ({
  useChangeSettlementDestination: () => ({ run, isPending: false }),
}));

const merchant = {
  id: 5,
  deleted: false,
  settlement_destination: {
    destination_type: 'D',
    bank_code: null,
    bank_name: null,
    agency: null,
    account_number: null,
    account_type: null,
    digital_account: '123456',
    prepaid_card: null,
    holder_document: null,
    updated_at: '2026-01-01T00:00:00.000Z',
  },
} as unknown as MerchantDetail;

function renderTab() {
  const i18n = createTestI18n('pt-BR');
  i18n.addResourceBundle('pt-BR', 'merchants', ptMerchants);
  return render(
    <TestProviders i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MerchantSettlementTab merchant={merchant} />
      </QueryClientProvider>
    </TestProviders>,
  );
}

describe('settlement destination tab', () => {
  beforeEach(() => {
    run.mockReset();
  });

  it('shows why the destination cannot change while receivables are pending, and offers no change', () => {
    pending.value = { has_pending_financials: true, count: 3, amount: 12_345 };
    renderTab();
    expect(screen.getByTestId('pending-financials')).toHaveTextContent(MERCHANT_MESSAGES.pendingFinancials);
    expect(screen.getByTestId('pending-financials')).toHaveTextContent('3 recebível(is)');
    expect(screen.getByRole('button', { name: 'Alterar destino' })).toBeDisabled();
  });

  it('checks the fields before sending (and so before the one-time code)', async () => {
    pending.value = { has_pending_financials: false, count: 0, amount: 0 };
    renderTab();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Alterar destino' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo Conta digital é obrigatório')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Conta digital' }), '98765432');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(run).toHaveBeenCalledWith({ destination_type: 'D', digital_account: '98765432' });
  });
});
