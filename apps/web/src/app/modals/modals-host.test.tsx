import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModalsHost } from './modals-host';

function renderHost() {
  render(
    <MantineProvider env="test">
      <ModalsHost />
    </MantineProvider>,
  );
}

describe('ModalsHost', () => {
  it('mounts no dialog provider until a dialog is asked for', () => {
    renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a confirmation asked for before its provider was fetched, and answers it', async () => {
    renderHost();
    let confirmed = 0;
    act(() => {
      modals.openConfirmModal({
        title: 'Excluir lojista',
        children: 'Deseja excluir o lojista?',
        labels: { confirm: 'Confirmar', cancel: 'Cancelar' },
        onConfirm: () => {
          confirmed += 1;
        },
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Excluir lojista' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(confirmed).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the order of requests made while the provider loads: a close after an open closes it', async () => {
    renderHost();
    act(() => {
      modals.open({ modalId: 'first', title: 'Primeiro', children: 'um' });
      modals.open({ modalId: 'second', title: 'Segundo', children: 'dois' });
      modals.close('second');
    });
    expect(await screen.findByRole('dialog', { name: 'Primeiro' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Segundo' })).not.toBeInTheDocument());
    act(() => modals.closeAll());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
