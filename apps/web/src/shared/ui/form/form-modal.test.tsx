import { validationMessages } from '@mentor/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../../test/render';
import { FormTextarea } from './form-fields';
import { FormModal, useFormDismiss } from './form-modal';
import { useSchemaForm } from './use-schema-form';

const reasonSchema = z.object({ reason: z.string().trim().min(1, validationMessages.required('Motivo')) });

function ReasonModal({ onSubmit, onClose }: { onSubmit: (reason: string) => void; onClose: () => void }) {
  const form = useSchemaForm(reasonSchema, { defaultValues: { reason: '' } });
  const dismiss = useFormDismiss(form, onClose);
  return (
    <FormModal
      form={form}
      opened
      title="Desbloquear conta"
      onDismiss={dismiss}
      onSubmit={(input) => onSubmit(input.reason)}
      submitLabel="Desbloquear"
      danger
      pending={false}
    >
      <FormTextarea control={form.control} name="reason" label="Motivo" />
    </FormModal>
  );
}

function AssociateModal({ ready, onSubmit }: { ready: boolean; onSubmit: () => void }) {
  const form = useSchemaForm(reasonSchema, { defaultValues: { reason: 'ok' } });
  return (
    <FormModal
      form={form}
      opened
      title="Associar lojistas"
      onDismiss={() => undefined}
      onSubmit={onSubmit}
      submitLabel="Associar"
      pending={false}
      submitDisabled={!ready}
      footer={<button type="button">Reenviar SMS</button>}
    >
      <FormTextarea control={form.control} name="reason" label="Motivo" />
    </FormModal>
  );
}

describe('FormModal', () => {
  it('checks the fields before submitting, and Cancelar clears them and closes', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ReasonModal onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Desbloquear conta' });
    expect(dialog).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('O campo Motivo é obrigatório')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const reason = screen.getByRole('textbox', { name: 'Motivo' });
    await userEvent.type(reason, 'Documentos conferidos');
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Documentos conferidos'));

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(reason).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Fechar janela' })).toBeInTheDocument();
  });

  it('keeps the submit off while told, and shows a footer action', async () => {
    const onSubmit = vi.fn();
    const view = renderWithProviders(<AssociateModal ready={false} onSubmit={onSubmit} />);
    expect(await screen.findByRole('dialog', { name: 'Associar lojistas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Associar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reenviar SMS' })).toBeInTheDocument();
    view.rerender(<AssociateModal ready onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Associar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
