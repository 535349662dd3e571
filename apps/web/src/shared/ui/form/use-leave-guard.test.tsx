import { Modal, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import { useLeaveGuard } from './use-leave-guard';

/** A long form in a dialog: closing it or leaving the screen with text typed asks first. */
function Wizard() {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const confirmLeave = useLeaveGuard(open && name !== '');
  return (
    <Modal
      opened={open}
      onClose={() => void confirmLeave().then((leave) => leave && setOpen(false))}
      title="Novo lojista"
    >
      <TextInput label="Razão social" value={name} onChange={(event) => setName(event.currentTarget.value)} />
    </Modal>
  );
}

const QUESTION = 'Descartar o que foi preenchido?';
const questionGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());

describe('useLeaveGuard', () => {
  it('asks before Escape discards typed work: "Continuar preenchendo" keeps it, "Descartar" closes', async () => {
    renderAtUrl(Wizard, '/merchants');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Razão social' }), 'Padaria');
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: QUESTION });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar preenchendo' }));
    await questionGone();
    expect(screen.getByRole('dialog', { name: 'Novo lojista' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Razão social' })).toHaveValue('Padaria');

    await userEvent.click(screen.getByRole('textbox', { name: 'Razão social' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo lojista' })).toBeNull());
  });

  it('closes at once when nothing was typed', async () => {
    renderAtUrl(Wizard, '/merchants');
    await screen.findByRole('textbox', { name: 'Razão social' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo lojista' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
  });

  it('asks before a navigation leaves typed work, and stays on the screen when told to', async () => {
    const { router } = renderAtUrl(Wizard, '/merchants');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Razão social' }), 'Padaria');
    void router.navigate({ to: '/terminals' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar preenchendo' }));
    await questionGone();
    expect(router.state.location.pathname).toBe('/merchants');
    expect(screen.getByRole('textbox', { name: 'Razão social' })).toHaveValue('Padaria');

    void router.navigate({ to: '/terminals' });
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terminals'));
  });
});
