import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { QueryState } from './query-state';

describe('QueryState', () => {
  it('shows the loader while the query loads', () => {
    renderWithProviders(<QueryState query={{ isLoading: true, error: null, refetch: vi.fn() }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Aguarde...');
  });

  it("shows the server's message and fetches again on 'Tentar novamente'", async () => {
    const refetch = vi.fn();
    renderWithProviders(
      <QueryState query={{ isLoading: false, error: new Error('Lojista não encontrado'), refetch }} />,
    );
    expect(screen.getByText('Não foi possível carregar os dados')).toBeInTheDocument();
    expect(screen.getByText('Lojista não encontrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('renders nothing once the data is there', () => {
    const { container } = renderWithProviders(
      <QueryState query={{ isLoading: false, error: null, refetch: vi.fn() }} />,
    );
    expect(container.querySelector('[role="alert"], [role="status"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks English under /en', () => {
    renderWithProviders(
      <QueryState query={{ isLoading: false, error: new Error('x'), refetch: vi.fn() }} />,
      { language: 'en' },
    );
    expect(screen.getByText('The data could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
