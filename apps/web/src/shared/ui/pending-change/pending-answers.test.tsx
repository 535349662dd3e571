import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DUPLICATE_PENDING_ERROR } from '@mentor/contract/approvals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ApiError, ApprovalPendingError } from '../../lib/api';
import { useConfirmedMutation } from '../form/use-confirmed-mutation';
import { duplicatePendingId } from './duplicate-pending';

const duplicate = (id: unknown) =>
  new ApiError('x', {
    status: 409,
    data: { message: 'Já existe…', error: DUPLICATE_PENDING_ERROR, detail: id, errors: null },
  });

function UnblockButton({ send, onPending }: { send: () => Promise<unknown>; onPending: () => void }) {
  const unblock = useConfirmedMutation({ mutationFn: send, onPending, success: 'Desbloqueado.' });
  return <Button onClick={() => void unblock.run({})}>Desbloquear</Button>;
}

function renderButton(
  send: () => Promise<unknown>,
  onPending: () => void,
  language: 'pt-BR' | 'en' = 'pt-BR',
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <UnblockButton send={send} onPending={onPending} />
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('answers of a governed change', () => {
  it('reads the pending change a refused repeat names, and nothing else', () => {
    expect(duplicatePendingId(duplicate('42'))).toBe(42);
    expect(duplicatePendingId(duplicate('abc'))).toBeNull();
    expect(
      duplicatePendingId(new ApiError('x', { status: 409, data: { error: 'Conflict', detail: '42' } })),
    ).toBeNull();
    expect(duplicatePendingId(new Error('x'))).toBeNull();
  });

  it('closes the form when the change was sent for approval', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const onPending = vi.fn();
    renderButton(async () => {
      throw new ApprovalPendingError({ id: 7, action: 'merchant.unblock' });
    }, onPending);
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(onPending).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Alteração enviada para aprovação. Ela será aplicada quando outra pessoa aprovar.',
      }),
    );
  });

  it('says a repeat was refused and links to the pending change, in the screen’s language', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const onPending = vi.fn();
    renderButton(
      async () => {
        throw duplicate('42');
      },
      onPending,
      'en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(onPending).toHaveBeenCalledTimes(1));
    const message = toast.mock.calls[0]?.[0].message;
    if (!isValidElement(message)) throw new Error('the refusal toast holds no element');
    renderWithProviders(message);
    expect(
      screen.getByText(
        'An identical change is already awaiting approval (request #42). Wait for its decision or withdraw it before asking again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the pending change' })).toHaveAttribute(
      'href',
      '/en/approvals?id=42',
    );
  });
});
