import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { StatusChip } from './status-chip';

describe('StatusChip', () => {
  it('shows the label of a known status', () => {
    renderWithProviders(<StatusChip code="CONFIRMED" />);
    expect(screen.getByText('CONFIRMADA')).toBeInTheDocument();
  });

  it('reads the code within the given family', () => {
    renderWithProviders(<StatusChip code="CANCELLED" family="infractionStatus" />);
    expect(screen.getByText('Cancelado')).toBeInTheDocument();
  });

  it('shows an unknown code as it came', () => {
    renderWithProviders(<StatusChip code="SOMETHING_NEW" />);
    expect(screen.getByText('SOMETHING_NEW')).toBeInTheDocument();
  });

  it.each([null, undefined, '', '  '])('shows DESCONHECIDO for %j', (code) => {
    renderWithProviders(<StatusChip code={code} />);
    expect(screen.getByText('DESCONHECIDO')).toBeInTheDocument();
  });

  it('uses English labels in English', () => {
    renderWithProviders(<StatusChip code={null} />, { language: 'en' });
    expect(screen.getByText('UNKNOWN')).toBeInTheDocument();
  });
});
