import { errorView } from '../../lib/api/error-view';
import { OperatorCancelledError } from '../../lib/api/operator-cancelled';
import { type OtpDialogOptions, type OtpRequest, type OtpSubmitResult, otpStore } from './otp-store';

/** Number of digits of a one-time code (spec core §9). */
export const OTP_LENGTH = 6;
/** Rejection message when the operator closes or cancels the dialog. */
export const OTP_CANCELLED_MESSAGE = 'Código OTP cancelado';
/** Rejection message when the dialog is confirmed without a code. */
export const OTP_MISSING_MESSAGE = 'Código OTP não informado';
/** Rejection message when no `OtpDialogHost` is mounted. */
export const OTP_NO_HOST_MESSAGE = 'OtpDialogHost não está montado';

/** The rejection of a code request the operator cancelled or closed: not a failure to report. */
export class OtpCancelledError extends OperatorCancelledError {
  constructor() {
    super(OTP_CANCELLED_MESSAGE);
    this.name = 'OtpCancelledError';
  }
}

/** True when `error` is the operator cancelling the one-time-code dialog. */
export function isOtpCancelled(error: unknown): boolean {
  return error instanceof OtpCancelledError;
}

/**
 * Asks the operator for a one-time code and runs `action(code)` with it (spec core §5, §6, §8).
 *
 * - success: resolves with the action's result and closes the dialog;
 * - the action rejects with `status === 403` (wrong or expired code): the dialog stays open,
 *   shows the server's message and clears the boxes for another try;
 * - any other rejection: closes the dialog and rejects with that error;
 * - cancel/close: rejects with `Error('Código OTP cancelado')`; confirming an empty code rejects
 *   with `Error('Código OTP não informado')`.
 *
 * Needs an `OtpDialogHost` mounted; concurrent requests are shown one after another.
 */
export function confirmWithOtp<T>(
  action: (code: string) => Promise<T>,
  options: OtpDialogOptions = {},
): Promise<T> {
  if (!otpStore.hasHost()) return Promise.reject(new Error(OTP_NO_HOST_MESSAGE));
  return new Promise<T>((resolve, reject) => {
    let isSettled = false;
    const settle = () => {
      isSettled = true;
      otpStore.remove(request);
    };
    const request: OtpRequest = {
      id: otpStore.nextId(),
      options,
      async submit(code: string): Promise<OtpSubmitResult> {
        if (isSettled) return { status: 'done' };
        if (code === '') {
          settle();
          reject(new Error(OTP_MISSING_MESSAGE));
          return { status: 'done' };
        }
        try {
          const result = await action(code);
          settle();
          resolve(result);
          return { status: 'done' };
        } catch (error) {
          const view = errorView(error);
          if (view.kind === 'forbidden') return { status: 'retry', message: view.message || null };
          settle();
          reject(error);
          return { status: 'done' };
        }
      },
      cancel() {
        if (isSettled) return;
        settle();
        reject(new OtpCancelledError());
      },
    };
    otpStore.push(request);
  });
}

/** Asks the operator for a one-time code and resolves with it (no server round trip). */
export function requestOtpCode(options: OtpDialogOptions = {}): Promise<string> {
  return confirmWithOtp(async (code) => code, options);
}
