import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { validationMessages } from '@mentor/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../../test/render';
import { ApiError } from '../../lib/api';
import { confirmWithOtp, OtpDialogHost } from '../otp-dialog';
import { FormSelect, FormTextInput } from './form-fields';
import { SchemaForm } from './schema-form';
import { useConfirmedMutation } from './use-confirmed-mutation';
import { useSchemaForm } from './use-schema-form';

const merchantSchema = z.object({
  name: z.string().trim().min(1, validationMessages.required('Nome')),
  email: z.string().email(validationMessages.email('E-mail')),
  kind: z.enum(['PF', 'PJ']),
});
type Merchant = z.output<typeof merchantSchema>;

/** A form like the console's: values checked by the schema, saved behind a one-time code. */
function MerchantForm({ send }: { send: (body: Merchant, code: string) => Promise<unknown> }) {
  const form = useSchemaForm(merchantSchema, {
    defaultValues: { name: '', email: '' },
    requiredLabels: { kind: 'Tipo' },
  });
  const save = useConfirmedMutation({
    form,
    success: 'Lojista salvo.',
    mutationFn: (body: Merchant) => confirmWithOtp((code) => send(body, code)),
  });
  return (
    <SchemaForm form={form} onSubmit={(body) => void save.run(body)}>
      <FormTextInput control={form.control} name="name" label="Nome" />
      <FormTextInput control={form.control} name="email" label="E-mail" />
      <FormSelect
        control={form.control}
        name="kind"
        label="Tipo"
        placeholder="Escolha o tipo"
        data={[
          { value: 'PF', label: 'Pessoa física' },
          { value: 'PJ', label: 'Pessoa jurídica' },
        ]}
      />
      <Button type="submit">Salvar</Button>
    </SchemaForm>
  );
}

function renderForm(send: (body: Merchant, code: string) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <OtpDialogHost />
      <MerchantForm send={send} />
    </QueryClientProvider>,
  );
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Nome'), 'Padaria Central');
  await userEvent.type(screen.getByLabelText('E-mail'), 'contato@padaria.com.br');
  await userEvent.click(screen.getByPlaceholderText('Escolha o tipo'));
  await userEvent.click(await screen.findByRole('option', { name: 'Pessoa jurídica' }));
}

async function typeCode(code: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Código de verificação' });
  const [first] = screen.getAllByRole('textbox', { name: /Dígito \d de 6/ });
  if (!first) throw new Error('no digit boxes');
  await userEvent.click(first);
  await userEvent.keyboard(code);
  return dialog;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('form shell', () => {
  it('shows the schema messages of an empty form and asks no code', async () => {
    const send = vi.fn(async () => ({}));
    renderForm(send);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O campo Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O campo E-mail deve ser um e-mail válido')).toBeInTheDocument();
    expect(screen.getByText('O campo Tipo é obrigatório')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Código de verificação' })).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks the code once the form is valid and sends the schema output with it', async () => {
    const send = vi.fn(async () => ({}));
    const toast = vi.spyOn(notifications, 'show');
    renderForm(send);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        { name: 'Padaria Central', email: 'contato@padaria.com.br', kind: 'PJ' },
        '123456',
      ),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Lojista salvo.' }),
    );
  });

  it('puts the field errors of a 422 under their fields and toasts the keys no field shows', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const send = vi.fn(async () => {
      throw new ApiError('Os dados enviados são inválidos.', {
        status: 422,
        data: {
          message: 'Os dados enviados são inválidos.',
          errors: { email: ['O e-mail já está em uso'], project_id: ['Projeto inativo'] },
        },
      });
    });
    renderForm(send);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('O e-mail já está em uso')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'project_id: Projeto inativo' }),
    );
  });

  it('toasts the error display text when the server names no field', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const send = vi.fn(async () => {
      throw new ApiError('Conflict', { status: 409, data: { message: 'Lojista já cadastrado' } });
    });
    renderForm(send);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Lojista já cadastrado' }),
      ),
    );
  });

  it('shows nothing when the operator cancels the code', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const send = vi.fn(async () => ({}));
    renderForm(send);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Código de verificação' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await act(async () => undefined);
    expect(send).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
