import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import ptDashboard from '../../../locales/pt-BR/dashboard.json';
import { mainApi } from '../../../shared/lib/api';
import TpvReportPage from './tpv-report-page';

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
vi.mock('../../../shared/ui/page-title', () => ({
  PageTitle: ({ title }: { title: ReactNode }) => <h1>{title}</h1>,
}));
const saved = vi.hoisted(() => ({ downloadBlob: vi.fn() }));
vi.mock('../../../shared/ui/download/download-json', () => saved);

const get = vi.mocked(mainApi.get);
const file = new Blob(['Mês;Projeto'], { type: 'text/csv' });

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/v1/report/tpv') {
      return {
        data: [
          {
            period: '2026-11-01',
            key_id: 1,
            key_name: 'Mentor',
            amount: 12345,
            count: 3,
            average_ticket: 4115,
          },
        ],
        total: 1,
        lastPage: 1,
        totals: { amount: 12345, count: 3 },
      };
    }
    if (path === '/v1/report/tpv/export/csv') return file;
    throw new Error(`unexpected call ${path}`);
  });
});

describe('TPV report export', () => {
  it('exports the whole filter with the grouping and period shown, without paging', async () => {
    renderAtUrl(TpvReportPage, '/reports/tpv?group_by=merchant&period=day&page=2', {
      path: '/reports/tpv',
      bundles: { 'pt-BR': { dashboard: ptDashboard } },
    });
    // The page loads its code and data on demand: on a busy machine that takes more than the
    // default second.
    const loaded = { timeout: 10_000 };
    expect(await screen.findByText('Mentor', {}, loaded)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }, loaded));
    await waitFor(
      () =>
        expect(saved.downloadBlob).toHaveBeenCalledWith(
          file,
          expect.stringMatching(/^relatorio-tpv-.+\.csv$/),
        ),
      loaded,
    );
    const call = get.mock.calls.find(([path]) => path === '/v1/report/tpv/export/csv');
    const query = (call?.[1] as { query: Record<string, unknown> } | undefined)?.query ?? {};
    expect(query).toMatchObject({ group_by: 'merchant', period: 'day', lang: 'pt-BR' });
    expect(query.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query).not.toHaveProperty('page');
    expect(query).not.toHaveProperty('perPage');
  }, 30_000);
});
