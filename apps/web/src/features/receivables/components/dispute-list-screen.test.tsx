import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import ptReceivables from '../../../locales/pt-BR/receivables.json';
import { mainApi } from '../../../shared/lib/api';
import { DisputeListScreen } from './dispute-list-screen';

vi.mock('../../../shared/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
  const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
  const mainApi = { ...actual.mainApi, get: vi.fn() };
  return { ...actual, mainApi, api: endpointClientOverVerbs(mainApi) };
});
const topBar = vi.hoisted(() => ({ projectId: null as number | null }));
vi.mock('../../../shared/lib/project/selected-project', () => ({
  useSelectedProject: () => ({ projectId: topBar.projectId, multiProject: true }),
  withSelectedProject: <V,>(values: V) => values,
}));
vi.mock('../../../shared/ui/saved-views', () => ({ ListSavedViews: () => null }));

const get = vi.mocked(mainApi.get);
const dispute = (id: number, direction: 'RECEIVED' | 'OPENED', reason: string, status: string) => ({
  id,
  direction,
  receivable_unit_id: 41,
  cerc_code: `UR-${id}`,
  contract_effect_id: null,
  project_id: 1,
  merchant_id: 3,
  merchant_name: 'Padaria Central',
  counterpart_document: '19131243000197',
  reason,
  status,
  description: `Disputa ${id}`,
  created_by: direction === 'RECEIVED' ? 'registry' : 'financeiro',
  created_at: '2026-11-20T13:00:00Z',
});

beforeEach(() => {
  topBar.projectId = null;
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/v1/cerc_dispute/received') {
      return { data: [dispute(1, 'RECEIVED', '02', 'IN_ANALYSIS')], total: 1, lastPage: 1 };
    }
    if (path === '/v1/cerc_dispute/opened') {
      return { data: [dispute(2, 'OPENED', '05', 'NEW')], total: 1, lastPage: 1 };
    }
    throw new Error(`unexpected call ${path}`);
  });
});

function renderAt(url: string) {
  return renderAtUrl(DisputeListScreen, url, {
    path: '/financial/receivable_registry/ur',
    bundles: { 'pt-BR': { receivables: ptReceivables } },
  }).router;
}

describe('disputes tab', () => {
  it('lists received disputes with the reason texts and status labels, then the opened ones', async () => {
    const router = renderAt('/financial/receivable_registry/ur?tab=disputes&status=IN_ANALYSIS');
    const received = await screen.findByRole('table', { name: 'Disputas recebidas' });
    await waitFor(() => expect(received).toHaveTextContent('02 · Registro em duplicidade'));
    expect(received).toHaveTextContent('Em análise');
    expect(received).toHaveTextContent('19.131.243/0001-97');
    expect(get).toHaveBeenCalledWith(
      '/v1/cerc_dispute/received',
      expect.objectContaining({ query: expect.objectContaining({ status: ['IN_ANALYSIS'] }) }),
    );

    await userEvent.click(screen.getByText('Abertas'));
    const opened = await screen.findByRole('table', { name: 'Disputas abertas' });
    await waitFor(() => expect(opened).toHaveTextContent('05 · Divergência de valor'));
    expect(opened).toHaveTextContent('Nova');
    // Another list: the tab stays, the received list's filters do not follow.
    expect(router.state.location.search).toEqual({ tab: 'disputes', direction: 'opened' });
  });

  it('follows the project chosen in the top bar, received and opened alike', async () => {
    const projectOf = (path: string) =>
      get.mock.calls
        .filter(([p]) => p === path)
        .map(([, options]) => (options?.query as { project?: unknown })?.project);
    renderAt('/financial/receivable_registry/ur?tab=disputes');
    await screen.findByRole('table', { name: 'Disputas recebidas' });
    await waitFor(() => expect(projectOf('/v1/cerc_dispute/received')).toEqual([undefined]));
    cleanup();
    get.mockClear();

    topBar.projectId = 2;
    renderAt('/financial/receivable_registry/ur?tab=disputes');
    await screen.findByRole('table', { name: 'Disputas recebidas' });
    await waitFor(() => expect(projectOf('/v1/cerc_dispute/received')).toEqual([2]));
    await userEvent.click(screen.getByText('Abertas'));
    await screen.findByRole('table', { name: 'Disputas abertas' });
    await waitFor(() => expect(projectOf('/v1/cerc_dispute/opened')).toEqual([2]));
    // The spec's dispute filters have no project: the panel does not grow one.
    expect(screen.queryByLabelText('Projeto')).not.toBeInTheDocument();
  });
});
