import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import ptPlans from '../../../locales/pt-BR/plans.json';
import { SalesPlanCreateModal } from './sales-plan-create-modal';

vi.mock('../../../shared/lib/options', () => ({
  projectOptions: {},
  useOptionSource: () => [{ value: '7', label: 'Projeto Sem Canais' }],
  useEnumOptions: () => [],
}));
vi.mock('../api/project-channels', () => ({
  useProjectChannels: (projectId: number | null) => ({ data: projectId === null ? undefined : [] }),
}));
vi.mock('../api/save-sales-plan', () => ({
  useCreateSalesPlan: () => ({ run: vi.fn(), isPending: false, error: null }),
}));
vi.mock('./mdr-rate-table', () => ({
  MdrRateTable: () => null,
  rateRefusals: () => [],
  ratesOfCells: () => ({ rates: [] }),
  useMdrAxes: () => ({ brands: [], operations: [] }),
}));

describe('a new plan for a project without channels', () => {
  it('says the project has no channel and links to its channels tab', async () => {
    renderAtUrl(() => <SalesPlanCreateModal opened onClose={() => {}} />, '/plans/sales', {
      bundles: { 'pt-BR': { plans: ptPlans } },
    });
    const user = userEvent.setup();
    expect(screen.queryByTestId('no-project-channels')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /Projeto/ }));
    await user.click(await screen.findByRole('option', { name: 'Projeto Sem Canais' }));
    const alert = await screen.findByTestId('no-project-channels');
    expect(alert).toHaveTextContent(ptPlans.sales.noChannels);
    expect(screen.getByRole('link', { name: ptPlans.sales.openChannels })).toHaveAttribute(
      'href',
      '/projects/7?tab=channels',
    );
  });
});
