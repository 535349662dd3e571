import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { type ConfirmActionOptions, confirmAction } from './confirm-action';

async function ask(options: ConfirmActionOptions) {
  renderWithProviders(<div />);
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = confirmAction(options);
  });
  const dialog = await screen.findByRole('dialog', { name: options.title });
  if (!answer) throw new Error('not asked');
  return { dialog, answer };
}

describe('confirmAction', () => {
  it('resolves true on confirm', async () => {
    const { dialog, answer } = await ask({ title: 'Excluir lojista', message: 'Deseja excluir o lojista?' });
    expect(within(dialog).getByText('Deseja excluir o lojista?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false on cancel', async () => {
    const { dialog, answer } = await ask({ title: 'Bloquear', message: 'Bloquear o terminal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when closed with Escape', async () => {
    const { answer } = await ask({ title: 'Bloquear', message: 'Bloquear o terminal?' });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('uses the given confirm label and a red button when dangerous', async () => {
    const { dialog, answer } = await ask({
      title: 'Excluir',
      message: 'Excluir o plano?',
      confirmLabel: 'Excluir plano',
      danger: true,
    });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir plano' });
    expect(confirm.getAttribute('style') ?? '').toContain('--mantine-color-red');
    await userEvent.click(confirm);
    await expect(answer).resolves.toBe(true);
  });
});
