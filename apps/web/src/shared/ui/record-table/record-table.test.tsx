import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RecordTable } from './record-table';

type Split = { id: number; name: string };
const rows: Split[] = [
  { id: 1, name: 'Padaria Central' },
  { id: 2, name: 'Mercado Bom Preço' },
];

function renderTable(canEdit: boolean, list: Split[] = rows) {
  const remove = vi.fn();
  renderWithProviders(
    <RecordTable
      rows={list}
      rowKey={(r) => r.id}
      columns={[{ header: 'Recebedor', cell: (r) => r.name }]}
      emptyText="Nenhum split."
      canEdit={canEdit}
      newLabel="Novo split"
      editLabel="Editar"
      rowActions={[{ label: 'Excluir', color: 'red', onClick: remove }]}
      editor={(current, done) => (
        <button type="button" onClick={done}>
          {current ? `Salvar ${current.name}` : 'Criar'}
        </button>
      )}
    />,
  );
  return remove;
}

describe('RecordTable', () => {
  it('opens the form of a new record and of a chosen row, and runs the row buttons', async () => {
    const remove = renderTable(true);
    await userEvent.click(screen.getByRole('button', { name: 'Novo split' }));
    const created = await screen.findByRole('dialog', { name: 'Novo split' });
    await userEvent.click(within(created).getByRole('button', { name: 'Criar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const second = screen.getByRole('row', { name: /Mercado Bom Preço/ });
    await userEvent.click(within(second).getByRole('button', { name: 'Editar' }));
    const edited = await screen.findByRole('dialog', { name: 'Editar' });
    expect(within(edited).getByRole('button', { name: 'Salvar Mercado Bom Preço' })).toBeInTheDocument();
    await userEvent.click(within(edited).getByRole('button', { name: 'Salvar Mercado Bom Preço' }));

    await userEvent.click(within(second).getByRole('button', { name: 'Excluir' }));
    expect(remove).toHaveBeenCalledWith(rows[1]);
  });

  it('shows no buttons to staff who may not edit, and the empty text without rows', () => {
    renderTable(false, []);
    expect(screen.getByText('Nenhum split.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
