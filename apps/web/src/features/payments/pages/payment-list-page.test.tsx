import type { Payment, PaymentCutoff } from '@mentor/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import ptPayments from '../../../locales/pt-BR/payments.json';
import { mainApi } from '../../../shared/lib/api';
import PaymentListPage from './payment-list-page';

vi.mock('../../../shared/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
  const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
  const mainApi = { ...actual.mainApi, get: vi.fn() };
  return { ...actual, mainApi, api: endpointClientOverVerbs(mainApi) };
});
vi.mock('../../../shared/lib/project/selected-project', () => ({
  useSelectedProject: () => ({ projectId: null, multiProject: false }),
  withSelectedProject: <V,>(values: V) => values,
}));
vi.mock('../../../shared/ui/saved-views', () => ({ ListSavedViews: () => null }));

const get = vi.mocked(mainApi.get);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/v1/payment')
      return { data: [], total: 0, lastPage: 1, sum_payments: 0, total_payments: 0 };
    if (path === '/v1/payment/cutoff') return [];
    throw new Error(`unexpected call ${path}`);
  });
});

const paymentTypes = () =>
  get.mock.calls
    .filter(([path]) => path === '/v1/payment')
    .map(([, options]) => (options as { query?: Record<string, unknown> }).query?.payment_type);

function renderAt(url: string) {
  return renderAtUrl(PaymentListPage, url, {
    path: '/financial/payments',
    bundles: { 'pt-BR': { payments: ptPayments } },
  }).router;
}

describe('payments tabs', () => {
  it('opens the tab the address names and lists that tab', async () => {
    renderAt('/financial/payments?tab=SLC');
    expect(await screen.findByRole('tab', { name: 'SLC' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(paymentTypes()).toContain('SLC'));
    expect(paymentTypes()).not.toContain('TED');
  });

  it('writes the chosen tab in the address, keeping the filters, and leaves the first tab clean', async () => {
    const router = renderAt('/financial/payments?merchant_id=7');
    expect(await screen.findByRole('tab', { name: 'TED' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Inválidos' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ tab: 'INVALID', merchant_id: 7 }),
    );
    expect(screen.getByRole('tab', { name: 'Inválidos' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'TED' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tab'));
  });

  it('falls back to the first tab for an unknown one', async () => {
    renderAt('/financial/payments?tab=NOPE');
    expect(await screen.findByRole('tab', { name: 'TED' })).toHaveAttribute('aria-selected', 'true');
  });
});

function payment(id: number, amount: number): Payment {
  return {
    id,
    project_id: 1,
    project_name: 'Mentor Pagamentos',
    merchant_id: 10 + id,
    merchant_name: `Lojista ${id}`,
    merchant_document: '12345678000190',
    payment_type: 'TED',
    status: 'WAITING_SEND',
    validation: 'VALIDATED',
    validation_detail: null,
    step_status: 'PENDING',
    amount,
    installments_count: 1,
    dt_payment: '2026-12-07',
    dt_created: '2026-12-07T12:00:00.000Z',
    contract_effect: false,
    centralized_bank_account_settlement: false,
    destination: {
      destination_type: 'B',
      bank_code: '341',
      agency: '0001',
      account: '12345',
      account_digit: '6',
      account_type: 'C',
      digital_account: null,
      prepaid_card: null,
      holder_name: 'Lojista',
      holder_document: '12345678000190',
    },
    settle_attempt: 0,
    bank_reference: null,
    failure_reason: null,
    paid_at: null,
  };
}

/** The TED list holds two payments; the settlement rule asks approval from R$ 50.000,00 a day. */
function withTedPayments(usedTodayCents: number) {
  const cutoff: PaymentCutoff = {
    payment_type: 'TED',
    next_cutoff: '2026-12-07T18:00:00.000Z',
    queued_payments: 0,
    queued_amount: 0,
    approval: { min_amount_cents: 5_000_000, used_today_cents: usedTodayCents },
  };
  get.mockImplementation(async (path: string) => {
    if (path === '/v1/payment')
      return {
        data: [payment(501, 3_000_000), payment(502, 2_500_000)],
        total: 2,
        lastPage: 1,
        sum_payments: 5_500_000,
        // The whole filter, not only the page shown.
        total_payments: 12_345,
      };
    if (path === '/v1/payment/cutoff') return [cutoff];
    throw new Error(`unexpected call ${path}`);
  });
}

/** The rows come in the table's deferred pass: on a busy machine, a few seconds after the answer. */
const firstBox = (id: number) =>
  screen.findByRole('checkbox', { name: `Selecionar registro ${id}` }, { timeout: 8000 });

describe('settling a selection', { timeout: 20_000 }, () => {
  it('shows the selected total, and a confirmation with count, total, the rule and that it goes to approval', async () => {
    withTedPayments(0);
    renderAt('/financial/payments');
    await userEvent.click(await firstBox(501));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar registro 502' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Total: R$ 55.000,00');
    // Counts are written with thousands separators.
    expect(screen.getByTestId('total-payments')).toHaveTextContent(/^12\.345$/);

    await userEvent.click(screen.getByRole('button', { name: 'Liquidar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liquidar' });
    const notice = within(dialog).getByTestId('settle-notice');
    expect(notice).toHaveTextContent('Liquidar 2 pagamento(s) selecionado(s), somando R$ 55.000,00?');
    expect(notice).toHaveTextContent('Precisa de aprovação acima de R$ 50.000,00 por dia');
    expect(notice).toHaveTextContent('chega a R$ 55.000,00: ela vai para aprovação de outra pessoa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Liquidar' })).toBeNull());
  });

  it('says a settlement under the rule goes straight to the bank, counting what was sent today', async () => {
    withTedPayments(1_000_000);
    renderAt('/financial/payments');
    await userEvent.click(await firstBox(502));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Total: R$ 25.000,00');
    await userEvent.click(screen.getByRole('button', { name: 'Liquidar' }));
    const notice = within(await screen.findByRole('dialog', { name: 'Liquidar' })).getByTestId(
      'settle-notice',
    );
    expect(notice).toHaveTextContent('Liquidar 1 pagamento(s) selecionado(s), somando R$ 25.000,00?');
    expect(notice).toHaveTextContent('(R$ 10.000,00)');
    expect(notice).toHaveTextContent('fica em R$ 35.000,00: ela vai direto ao banco');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Liquidar' })).toBeNull());
  });
});
