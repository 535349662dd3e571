import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import ptOnboarding from '../../../locales/pt-BR/onboarding.json';
import PositiveListPage from './positive-list-page';

const toggle = vi.fn();

vi.mock('../../../shared/lib/options', () => ({
  whiteLabelOptions: {},
  useOptionSource: () => [{ value: 'wl-1', label: 'Banco Aurora' }],
}));
vi.mock('../../../shared/ui/page-title', () => ({
  PageTitle: ({ title }: { title: string }) => <h1>{title}</h1>,
}));
vi.mock('../../../shared/ui/drop-zone', () => ({ DropZone: () => null }));
vi.mock('../api/positive-list', () => {
  const idle = { run: vi.fn(), isPending: false };
  return {
    downloadPositiveFile: vi.fn(),
    usePositiveListStatus: () => ({ data: { restritive: false }, isError: false }),
    usePositiveEntries: () => ({ data: { data: [], meta: { itemCount: 0 } }, isLoading: false }),
    useTogglePositiveList: () => ({ run: toggle, isPending: false }),
    useCheckPositiveFile: () => idle,
    useProcessPositiveFile: () => idle,
    useRemovePositiveEntry: () => idle,
    useAddPositiveEntry: () => idle,
  };
});

function renderPage() {
  const i18n = createTestI18n('pt-BR');
  i18n.addResourceBundle('pt-BR', 'onboarding', ptOnboarding);
  render(
    <TestProviders i18n={i18n}>
      <PositiveListPage />
    </TestProviders>,
  );
}

beforeEach(() => {
  toggle.mockReset();
});

describe('the positive-list restriction switch', () => {
  it('asks before turning the restriction on, naming the white label, and applies only when confirmed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('switch', { name: ptOnboarding.positive.restrictive }));
    const dialog = await screen.findByRole('dialog', { name: ptOnboarding.positive.confirmOnTitle });
    expect(dialog).toHaveTextContent('somente clientes da lista positiva de Banco Aurora');
    expect(toggle).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: ptOnboarding.positive.turnOn }));
    expect(toggle).toHaveBeenCalledWith({ wl: 'wl-1', restritive: true });
  });

  it('changes nothing when the operator cancels', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('switch', { name: ptOnboarding.positive.restrictive }));
    await screen.findByRole('dialog', { name: ptOnboarding.positive.confirmOnTitle });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(toggle).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: ptOnboarding.positive.restrictive })).not.toBeChecked();
  });
});
