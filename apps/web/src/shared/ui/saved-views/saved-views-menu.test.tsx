import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SavedViewsMenu } from './saved-views-menu';

const api = vi.hoisted(() => ({
  listSavedViews: vi.fn(),
  createSavedView: vi.fn(),
  deleteSavedView: vi.fn(),
}));
vi.mock('./saved-views-api', () => ({
  ...api,
  savedViewKeys: { screen: (s: string) => ['saved-views', s] },
}));

const views = [
  {
    id: 1,
    screen: '/x',
    name: 'Minhas vendas',
    owner: 'ana',
    shared: false,
    query: { status: ['CONFIRMED'] },
    created_at: '',
  },
  {
    id: 2,
    screen: '/x',
    name: 'Crédito do mês',
    owner: 'bia',
    shared: true,
    query: { operation: [1] },
    created_at: '',
  },
];

function renderMenu(onApply = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <SavedViewsMenu screen="/x" username="ana" currentQuery={{ status: ['DENIED'] }} onApply={onApply} />
    </QueryClientProvider>,
  );
  return onApply;
}

beforeEach(() => {
  api.listSavedViews.mockReset().mockResolvedValue(views);
  api.createSavedView.mockReset();
  api.deleteSavedView.mockReset().mockResolvedValue(undefined);
});

describe('SavedViewsMenu', () => {
  it('applies a chosen view', async () => {
    const onApply = renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Visões salvas (2)' }));
    await user.click(await screen.findByRole('menuitem', { name: /Crédito do mês/ }));
    expect(onApply).toHaveBeenCalledWith({ operation: [1] });
  });

  it("marks a teammate's view and offers deletion only of the user's own", async () => {
    renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Visões salvas (2)' }));
    expect(await screen.findByText('de bia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir visão Minhas vendas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir visão Crédito do mês' })).not.toBeInTheDocument();
  });

  it('saves the current state under a name, shared when asked', async () => {
    api.createSavedView.mockResolvedValue({ ...views[0], id: 3, name: 'Negadas' });
    renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Visões salvas (2)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Salvar visão atual...' }));
    await user.type(await screen.findByLabelText(/Nome da visão/), 'Negadas');
    await user.click(screen.getByLabelText('Compartilhar com a equipe'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.createSavedView).toHaveBeenCalledWith({
        screen: '/x',
        name: 'Negadas',
        shared: true,
        query: { status: ['DENIED'] },
      }),
    );
  });
});
