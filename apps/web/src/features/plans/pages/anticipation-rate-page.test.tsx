import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import enPlans from '../../../locales/en/plans.json';
import ptPlans from '../../../locales/pt-BR/plans.json';
import { mainApi } from '../../../shared/lib/api';
import AnticipationRatePage from './anticipation-rate-page';

vi.mock('../../../shared/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
  const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
  const mainApi = { ...actual.mainApi, get: vi.fn() };
  return { ...actual, mainApi, api: endpointClientOverVerbs(mainApi) };
});
vi.mock('../components/bulk-update-panel', () => ({ BulkUpdatePanel: () => null }));
vi.mock('../../../shared/lib/options', () => ({
  useEnumLabel: () => (def: { label: (code: unknown) => string }, code: unknown) => def.label(code),
}));
vi.mock('../../../shared/ui/page-title', () => ({
  PageTitle: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

const get = vi.mocked(mainApi.get);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/v1/sales_plan/anticipation_rate') return { data: [], total: 0, lastPage: 1 };
    if (path === '/v1/sales_plan/anticipation_rate/history')
      return {
        data: [
          {
            // 13:05 UTC is 10:05 in São Paulo.
            created_at: '2026-11-20T13:05:00.000Z',
            anticipation_rate_history: 7,
            sales_plan: { id: 3, sales_plan_name: 'Plano Padrão POS' },
            anticipation_rate: '2.1500',
            old_anticipation_rate: '1.9900',
            status: 'FINISHED',
            reason: null,
            user_id: 'u-1',
            user_name: 'Financeiro',
            user_email: 'financeiro@mentor.test',
          },
        ],
        total: 1,
        lastPage: 1,
      };
    throw new Error(`unexpected call ${path}`);
  });
});

describe('anticipation-rate history', () => {
  it('shows when each change was made as DD/MM/YYYY HH:mm in São Paulo, with its rates and user', async () => {
    const i18n = createTestI18n('pt-BR');
    i18n.addResourceBundle('pt-BR', 'plans', ptPlans);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <TestProviders i18n={i18n}>
        <QueryClientProvider client={client}>
          <AnticipationRatePage />
        </QueryClientProvider>
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    const row = (await screen.findByText('Plano Padrão POS')).closest('tr');
    if (!row) throw new Error('no history row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('20/11/2026 10:05');
    expect(cells).toEqual(
      expect.arrayContaining(['7', '1,99% → 2,15%', 'Financeiro', 'financeiro@mentor.test']),
    );
  });
});

describe('anticipation-rate pull', () => {
  const plan = {
    id: 11,
    sales_plan_name: 'Plano Varejo',
    project_id: 1,
    trade: 'Projeto Um',
    channel_name: 'POS',
    status: 1,
    automatic_anticipation: false,
    anticipation_rate: '1.9900',
    merchants_count: 4,
  };
  // One plan of three read so far: a third of the pull.
  const renderPull = (language: 'pt-BR' | 'en') => {
    get.mockImplementation(async (path: string) => {
      if (path === '/v1/sales_plan/anticipation_rate') return { data: [plan], total: 3, lastPage: 1 };
      return { data: [], total: 0, lastPage: 1 };
    });
    const i18n = createTestI18n(language);
    i18n.addResourceBundle(language, 'plans', language === 'en' ? enPlans : ptPlans);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <TestProviders i18n={i18n}>
        <QueryClientProvider client={client}>
          <AnticipationRatePage />
        </QueryClientProvider>
      </TestProviders>,
    );
  };

  it('writes the progress with two decimals in Portuguese', async () => {
    renderPull('pt-BR');
    expect(await screen.findByText('1 planos carregados (33,33%)')).toBeInTheDocument();
  });

  it('writes the progress with two decimals in English on the English console', async () => {
    renderPull('en');
    expect(await screen.findByText('1 plans loaded (33.33%)')).toBeInTheDocument();
  });
});
