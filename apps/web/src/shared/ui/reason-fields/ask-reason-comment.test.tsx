import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { askReason } from './ask-reason';

describe('askReason with the comment already written', () => {
  it('asks for the code only and answers the written text as the comment, Outro included', async () => {
    renderWithProviders(<div />);
    let answer: Promise<unknown> | undefined;
    act(() => {
      answer = askReason({
        title: 'Bloquear lojista',
        message: 'Bloquear a Padaria?',
        confirmLabel: 'Bloquear lojista',
        danger: true,
        comment: 'Venda contestada pelo emissor',
      });
    });
    await screen.findByRole('dialog', { name: 'Bloquear lojista' });
    expect(screen.queryByRole('textbox', { name: /Comentário/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outro (descrever)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear lojista' }));
    await expect(answer).resolves.toEqual({
      reason_code: 'OTHER',
      reason_comment: 'Venda contestada pelo emissor',
    });
  }, 20_000);
});
