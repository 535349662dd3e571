import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { askReason } from './ask-reason';

function open() {
  renderWithProviders(<div />);
  let answer: Promise<unknown> | undefined;
  act(() => {
    answer = askReason({
      title: 'Excluir usuário',
      message: 'Excluir Ana?',
      confirmLabel: 'Excluir',
      danger: true,
    });
  });
  if (!answer) throw new Error('not opened');
  return answer;
}

describe('askReason', () => {
  it('asks a reason, requires a comment for Outro, then resolves with code and comment', async () => {
    const answer = open();
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O campo Motivo é obrigatório')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outro (descrever)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText('O campo Comentário é obrigatório quando o motivo é Outro'),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Comentário/ }), 'Pedido do jurídico');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await expect(answer).resolves.toEqual({ reason_code: 'OTHER', reason_comment: 'Pedido do jurídico' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  }, 20_000);

  it('resolves null when cancelled', async () => {
    const answer = open();
    await screen.findByRole('dialog', { name: 'Excluir usuário' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBeNull();
  });
});
