import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import {
  confirmWithOtp,
  OTP_CANCELLED_MESSAGE,
  OTP_MISSING_MESSAGE,
  OTP_NO_HOST_MESSAGE,
  requestOtpCode,
} from './confirm-with-otp';
import { OtpDialogHost } from './otp-dialog-host';

function digitBoxes() {
  return screen.getAllByRole('textbox', { name: /Dígito \d de 6/ });
}

async function open<T>(start: () => Promise<T>) {
  let promise: Promise<T> | undefined;
  act(() => {
    promise = start();
  });
  // The dialog's code is fetched on the first request: a cold transform can take a few seconds.
  const dialog = await screen.findByRole('dialog', { name: 'Código de verificação' }, { timeout: 5000 });
  if (!promise) throw new Error('not started');
  // Keep unhandled-rejection noise out of the run; assertions below await the same promise.
  promise.catch(() => undefined);
  return { dialog, promise };
}

async function typeCode(code: string) {
  const [first] = digitBoxes();
  if (!first) throw new Error('no digit boxes');
  await userEvent.click(first);
  await userEvent.keyboard(code);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('confirmWithOtp', () => {
  it('rejects at once when no host is mounted', async () => {
    await expect(confirmWithOtp(async () => 'ok')).rejects.toThrow(OTP_NO_HOST_MESSAGE);
  });

  it('shows six labelled digit boxes and keeps Confirmar disabled until all are filled', async () => {
    renderWithProviders(<OtpDialogHost />);
    const { dialog } = await open(() => confirmWithOtp(async () => 'ok'));
    expect(digitBoxes()).toHaveLength(6);
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();

    await typeCode('123');
    expect(within(dialog).getByText('Por favor, informe os 6 dígitos do seu código')).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await userEvent.keyboard('456');
    expect(confirm).toBeEnabled();
    expect(
      within(dialog).queryByText('Por favor, informe os 6 dígitos do seu código'),
    ).not.toBeInTheDocument();
  });

  it('focuses the first digit on open, so a code typed at once is taken whole', async () => {
    renderWithProviders(<OtpDialogHost />);
    const action = vi.fn(async (code: string) => code);
    const { dialog, promise } = await open(() => confirmWithOtp(action));
    await waitFor(() => expect(digitBoxes()[0]).toHaveFocus());
    await userEvent.keyboard('975310{Enter}');
    await expect(promise).resolves.toBe('975310');
    expect(action).toHaveBeenCalledWith('975310');
    expect(dialog).not.toBeInTheDocument();
  });

  it('keeps only the first six digits of a pasted text', async () => {
    renderWithProviders(<OtpDialogHost />);
    await open(() => confirmWithOtp(async () => 'ok'));
    const [first] = digitBoxes();
    if (!first) throw new Error('no digit boxes');
    await userEvent.click(first);
    await userEvent.paste('12a-34 5678');
    expect(digitBoxes().map((box) => (box instanceof HTMLInputElement ? box.value : ''))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('runs the action with the code, resolves with its result and closes', async () => {
    renderWithProviders(<OtpDialogHost />);
    const action = vi.fn(async (code: string) => ({ saved: code }));
    const { dialog, promise } = await open(() => confirmWithOtp(action));
    await typeCode('654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(promise).resolves.toEqual({ saved: '654321' });
    expect(action).toHaveBeenCalledWith('654321');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a 403 stays open, shows the server message, clears the boxes and accepts another code', async () => {
    renderWithProviders(<OtpDialogHost />);
    const action = vi
      .fn<(code: string) => Promise<string>>()
      .mockRejectedValueOnce(
        Object.assign(new Error('Forbidden'), { status: 403, data: { message: 'Código expirado' } }),
      )
      .mockResolvedValueOnce('done');
    const { dialog, promise } = await open(() => confirmWithOtp(action));
    await typeCode('111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await within(dialog).findByText('Código expirado')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Código de verificação' })).toBeInTheDocument();
    for (const box of digitBoxes()) expect(box).toHaveValue('');
    // Back on the first box: the next code is typed at once.
    await waitFor(() => expect(digitBoxes()[0]).toHaveFocus());

    await typeCode('222222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(promise).resolves.toBe('done');
    expect(action).toHaveBeenLastCalledWith('222222');
  });

  it('uses error.message when a 403 carries no data message', async () => {
    renderWithProviders(<OtpDialogHost />);
    const action = vi.fn(async () => {
      throw Object.assign(new Error('Código inválido informado'), { status: 403 });
    });
    const { dialog } = await open(() => confirmWithOtp(action));
    await typeCode('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Código inválido informado')).toBeInTheDocument();
  });

  it('passes other errors on and closes', async () => {
    renderWithProviders(<OtpDialogHost />);
    const failure = Object.assign(new Error('Falha no servidor'), { status: 500 });
    const { dialog, promise } = await open(() =>
      confirmWithOtp(async () => {
        throw failure;
      }),
    );
    await typeCode('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(promise).rejects.toBe(failure);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects with "Código OTP cancelado" on Cancelar', async () => {
    renderWithProviders(<OtpDialogHost />);
    const action = vi.fn(async () => 'never');
    const { dialog, promise } = await open(() => confirmWithOtp(action));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(promise).rejects.toThrow(OTP_CANCELLED_MESSAGE);
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects with "Código OTP cancelado" when closed with Escape', async () => {
    renderWithProviders(<OtpDialogHost />);
    const { promise } = await open(() => confirmWithOtp(async () => 'never'));
    await userEvent.keyboard('{Escape}');
    await expect(promise).rejects.toThrow(OTP_CANCELLED_MESSAGE);
  });

  it('rejects with "Código OTP não informado" when confirmed with no digits', async () => {
    renderWithProviders(<OtpDialogHost />);
    const action = vi.fn(async () => 'never');
    const { promise } = await open(() => confirmWithOtp(action));
    const [first] = digitBoxes();
    if (!first) throw new Error('no digit boxes');
    await userEvent.click(first);
    await userEvent.keyboard('{Enter}');
    await expect(promise).rejects.toThrow(OTP_MISSING_MESSAGE);
    expect(action).not.toHaveBeenCalled();
  });

  it('shows queued requests one after another', async () => {
    renderWithProviders(<OtpDialogHost />);
    const { dialog, promise: first } = await open(() => confirmWithOtp(async (code) => `a${code}`));
    let second: Promise<string> | undefined;
    act(() => {
      second = confirmWithOtp(async (code) => `b${code}`);
    });
    await typeCode('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(first).resolves.toBe('a123456');
    await screen.findByRole('dialog', { name: 'Código de verificação' });
    await typeCode('999999');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(second).resolves.toBe('b999999');
  });
});

describe('requestOtpCode', () => {
  it('resolves with the typed code and uses the given title', async () => {
    renderWithProviders(<OtpDialogHost />);
    let promise: Promise<string> | undefined;
    act(() => {
      promise = requestOtpCode({ title: 'Confirmar exclusão' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar exclusão' });
    await typeCode('024680');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(promise).resolves.toBe('024680');
  });
});
