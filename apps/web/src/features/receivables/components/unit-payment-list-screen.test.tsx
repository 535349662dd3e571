import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import ptReceivables from '../../../locales/pt-BR/receivables.json';
import { mainApi } from '../../../shared/lib/api';
import { UnitPaymentListScreen } from './unit-payment-list-screen';

vi.mock('../../../shared/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
  const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
  const mainApi = { ...actual.mainApi, get: vi.fn() };
  return { ...actual, mainApi, api: endpointClientOverVerbs(mainApi) };
});
vi.mock('../../../shared/lib/project/selected-project', () => ({
  useSelectedProject: () => ({ projectId: null, multiProject: true }),
  withSelectedProject: <V,>(values: V) => values,
}));
vi.mock('../../../shared/ui/saved-views', () => ({ ListSavedViews: () => null }));
vi.mock('../../../shared/lib/options', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/options')>();
  return { ...actual, projectOptions: { queryKey: ['test-projects'], load: async () => [] } };
});

const get = vi.mocked(mainApi.get);
const PAYMENT = {
  id: 5,
  receivable_unit_id: 41,
  cerc_code: 'UR-41',
  project_id: 1,
  merchant_id: 3,
  merchant_name: 'Padaria Central',
  holder_document: '11222333000181',
  // As staff without reveal_personal_data receive it.
  receiving_end_user_document: '19.•••.•••/0001-••',
  financier: 'financier',
  contract_effect_id: 2,
  amount: 12_345,
  dt_liquidation: '2026-12-01',
  paid: false,
  payment_id: null,
};
const INSTALLMENT = {
  id: 900,
  transaction_id: 77,
  installment_number: 2,
  installment_count: 3,
  dt_due: '2026-12-01',
  net_adjusted_amount: 4_115,
  blocked: false,
  block_type_description: null,
};

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/v1/cerc_ur_payment') return { data: [PAYMENT], total: 1, lastPage: 1 };
    if (path === '/v1/cerc_ur_payment/5') return PAYMENT;
    if (path === '/v1/cerc_ur_payment/5/installments') return { data: [INSTALLMENT], total: 60, lastPage: 2 };
    throw new Error(`unexpected call ${path}`);
  });
});

function renderAt(url: string) {
  return renderAtUrl(UnitPaymentListScreen, url, {
    path: '/financial/receivable_registry/ur',
    bundles: { 'pt-BR': { receivables: ptReceivables } },
  }).router;
}

describe('UR payments tab', () => {
  it('lists payments 10 per page and opens one, named in the URL, with its installments', async () => {
    const router = renderAt('/financial/receivable_registry/ur?tab=payments');
    const table = await screen.findByRole('table', { name: 'Pagamentos de UR' });
    await waitFor(() => expect(table).toHaveTextContent('Padaria Central'));
    expect(table).toHaveTextContent('11.222.333/0001-81');
    // A masked document reads as the server masked it.
    expect(table).toHaveTextContent('19.•••.•••/0001-••');
    expect(table).toHaveTextContent('Financiador');
    expect(get).toHaveBeenCalledWith(
      '/v1/cerc_ur_payment',
      expect.objectContaining({ query: expect.objectContaining({ page: 1, perPage: 10 }) }),
    );

    await userEvent.click(screen.getByRole('link', { name: '5' }));
    const drawer = await screen.findByRole('dialog', { name: 'Pagamento de UR 5' });
    expect(router.state.location.search).toMatchObject({ tab: 'payments', payment: 5 });
    const installments = await screen.findByRole('table', { name: 'Parcelas do pagamento 5' });
    await waitFor(() => expect(installments).toHaveTextContent('2/3'));
    expect(drawer).toHaveTextContent('R$ 123,45');
    expect(drawer).toHaveTextContent('Mostrando 1 de 60 parcelas.');
    expect(get).toHaveBeenCalledWith(
      '/v1/cerc_ur_payment/5/installments',
      expect.objectContaining({ query: { page: '1', perPage: '50' } }),
    );
  });

  it('opens the payment straight from the address', async () => {
    renderAt('/financial/receivable_registry/ur?tab=payments&payment=5');
    const drawer = await screen.findByRole('dialog', { name: 'Pagamento de UR 5' });
    await waitFor(() => expect(drawer).toHaveTextContent('UR-41'));
  });
});
