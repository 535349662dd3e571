import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ApiError } from '../../lib/api';
import { QueryError, QueryState } from './query-state';

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

describe('QueryState on a record screen', () => {
  it('says the record does not exist on a 404 or a missing id, without offering a retry', () => {
    const refetch = vi.fn();
    const gone = { isLoading: false, error: new ApiError('Not Found', { status: 404, data: null }), refetch };
    const view = renderWithProviders(<QueryState query={gone} notFound="Lojista não encontrado." />);
    expect(screen.getByText('Lojista não encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    view.unmount();

    const idle = { isLoading: false, error: null, refetch };
    renderWithProviders(<QueryState query={idle} notFound="Lojista não encontrado." missing />);
    expect(screen.getByText('Lojista não encontrado.')).toBeInTheDocument();
    expect(refetch).not.toHaveBeenCalled();
  });
});

describe('QueryError', () => {
  it("shows a failed query's message with 'Tentar novamente', and nothing before it fails", async () => {
    const refetch = vi.fn();
    const { rerender } = renderWithProviders(<QueryError query={{ error: null, refetch }} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<QueryError query={{ error: new Error('Taxas indisponíveis'), refetch }} title="Taxas MDR" />);
    expect(screen.getByText('Taxas MDR')).toBeInTheDocument();
    expect(screen.getByText('Taxas indisponíveis')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
