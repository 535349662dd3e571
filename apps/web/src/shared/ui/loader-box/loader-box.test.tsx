import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { LoaderBox } from './loader-box';

describe('LoaderBox', () => {
  it("shows 'Aguarde...' by default in a status box at most 290 px wide", () => {
    renderWithProviders(<LoaderBox />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Aguarde...');
    expect(status).toHaveStyle({ maxWidth: '290px' });
  });

  it('shows the given message', () => {
    renderWithProviders(<LoaderBox message="Carregando lojistas" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando lojistas');
  });

  it('translates the default message', () => {
    renderWithProviders(<LoaderBox />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
  });
});
