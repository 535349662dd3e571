import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import ptPix from '../../../locales/pt-BR/pix.json';
import { RecordDetailCard } from './record-detail-card';

function renderCard(status: string) {
  const actions = { setClosing: vi.fn(), askCancel: vi.fn(async () => undefined) };
  const view = renderWithProviders(<div />);
  view.i18n.addResourceBundle('pt-BR', 'pix', ptPix);
  view.rerender(
    <RecordDetailCard
      record={{ uuid: 'rec-1', status }}
      family="medStatus"
      actions={actions}
      links={<a href="/med">Criar devolução MED</a>}
      items={[{ label: 'Motivo', value: 'Fraude' }]}
    />,
  );
  return actions;
}

describe('RecordDetailCard', () => {
  it("offers 'Fechar' and 'Cancelar' on an open record, for its uuid", async () => {
    const actions = renderCard('OPEN');
    expect(screen.getByText('rec-1')).toBeInTheDocument();
    expect(screen.getByText('Fraude')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar devolução MED' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(actions.setClosing).toHaveBeenCalledWith('rec-1');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(actions.askCancel).toHaveBeenCalledWith('rec-1');
  });

  it('keeps only the links on a record that is no longer open', () => {
    renderCard('CLOSED');
    expect(screen.getByRole('link', { name: 'Criar devolução MED' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
