import { screen, waitFor } from '@testing-library/react';
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
