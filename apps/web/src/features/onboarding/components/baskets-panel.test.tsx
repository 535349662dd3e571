import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import ptOnboarding from '../../../locales/pt-BR/onboarding.json';
import { backofficeApi } from '../../../shared/lib/api';
import { BasketsPanel } from './baskets-panel';

vi.mock('../../../shared/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
  const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
  const backofficeApi = { ...actual.backofficeApi, get: vi.fn(), post: vi.fn() };
  return { ...actual, backofficeApi, api: endpointClientOverVerbs(actual.mainApi, backofficeApi) };
});

const WL = '6f1c1d1e-0000-4000-8000-000000000001';
const ACCOUNT = '6f1c1d1e-0000-4000-8000-000000000002';
const basket = (n: number, name: string) => ({
  uuid: `6f1c1d1e-0000-4000-8000-00000000010${n}`,
  uuidWhiteLabel: WL,
  name,
  description: '',
  active: true,
  dateRegister: '2026-01-01T12:00:00Z',
});
const business = basket(1, 'Empresas');
const essential = basket(2, 'Essencial');
const get = vi.mocked(backofficeApi.get);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path.includes('/history-basket-account/'))
      return [
        {
          id: 1,
          uuidBasket: business.uuid,
          basketName: 'Empresas',
          dateStart: '2026-10-01T12:00:00Z',
          dateEnd: null,
          changedBy: 'financeiro',
        },
      ];
    if (path.includes('/basket-details-resume/'))
      return { basket: business, operations: 5, taxes: 2, monthlyTaxAmount: 1_490 };
    if (path.includes('/basket/white-label/')) return [business, essential];
    throw new Error(`unexpected call ${path}`);
  });
});

function renderPanel(canChange: boolean) {
  const i18n = createTestI18n('pt-BR');
  i18n.addResourceBundle('pt-BR', 'onboarding', ptOnboarding);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders i18n={i18n}>
      <QueryClientProvider client={client}>
        <BasketsPanel wl={WL} account={ACCOUNT} canChange={canChange} />
      </QueryClientProvider>
    </TestProviders>,
  );
}

describe('account baskets tab', () => {
  it('shows the baskets to staff who read the account, without the change button', async () => {
    renderPanel(false);
    const table = await screen.findByRole('table', { name: 'Cestas do parceiro' });
    expect(table).toHaveTextContent('Essencial');
    expect(await screen.findByRole('table', { name: 'Histórico de cestas' })).toHaveTextContent('Empresas');
    expect(screen.queryByRole('button', { name: /Usar esta cesta/ })).not.toBeInTheDocument();
  });

  it('offers the change of basket to staff who may change it', async () => {
    renderPanel(true);
    expect(await screen.findByRole('button', { name: 'Usar esta cesta Essencial' })).toBeEnabled();
  });
});
