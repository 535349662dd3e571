import { describe, expect, it } from 'vitest';
import { ApiError, ApprovalPendingError, DEFAULT_ERROR_MESSAGE, NO_RESPONSE_MESSAGE } from './api-error';
import { errorView } from './error-view';
import { OperatorCancelledError } from './operator-cancelled';

const apiError = (status: number, data: unknown, message = DEFAULT_ERROR_MESSAGE) =>
  new ApiError(message, { status, data });

describe('errorView', () => {
  it('names the kind of each status and which ones are worth sending again', () => {
    const cases: [number, string, boolean][] = [
      [0, 'network', true],
      [400, 'invalid', false],
      [422, 'invalid', false],
      [401, 'unauthenticated', false],
      [403, 'forbidden', false],
      [404, 'not-found', false],
      [409, 'conflict', false],
      [429, 'rate-limited', true],
      [500, 'server', true],
      [503, 'server', true],
      [418, 'unknown', false],
    ];
    for (const [status, kind, retryable] of cases) {
      expect(errorView(apiError(status, undefined))).toMatchObject({ status, kind, retryable });
    }
  });

  it('reads the message by the spec display rule and the field errors of a 422', () => {
    const view = errorView(
      apiError(422, {
        message: 'Os dados enviados são inválidos.',
        errors: { reason_comment: ['Informe o comentário.'], amount: ['deve ser positivo', 'obrigatório'] },
      }),
    );
    expect(view.message).toBe(
      'Os dados enviados são inválidos.\nreason_comment: Informe o comentário.\namount: deve ser positivo, obrigatório',
    );
    expect(view.fieldErrors).toEqual({
      reason_comment: 'Informe o comentário.',
      amount: 'deve ser positivo obrigatório',
    });
  });

  it('uses the body message, then error, then the default of a body-less answer', () => {
    expect(errorView(apiError(409, { message: 'Lojista já cadastrado' })).message).toBe(
      'Lojista já cadastrado',
    );
    expect(errorView(apiError(403, { error: 'Forbidden' })).message).toBe('Forbidden');
    expect(errorView(apiError(502, undefined)).message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorView(new ApiError(NO_RESPONSE_MESSAGE, { status: 0, data: undefined })).message).toBe(
      NO_RESPONSE_MESSAGE,
    );
  });

  it('reads any error carrying a status (a rejected one-time code from another client)', () => {
    const error = Object.assign(new Error('Forbidden'), {
      status: 403,
      data: { message: 'Código expirado' },
    });
    expect(errorView(error)).toMatchObject({ kind: 'forbidden', status: 403, message: 'Código expirado' });
  });

  it('shows nothing for a cancel and reports a pending approval apart from failures', () => {
    expect(errorView(new OperatorCancelledError('Código OTP cancelado'))).toMatchObject({
      kind: 'cancelled',
      message: '',
    });
    // A request the screen dropped (it was left, or the filters changed) is not a failure either.
    expect(errorView(new DOMException('The operation was aborted.', 'AbortError'))).toMatchObject({
      kind: 'cancelled',
      message: '',
    });
    expect(errorView(new DOMException('Timed out', 'TimeoutError')).kind).not.toBe('cancelled');
    expect(errorView(new ApprovalPendingError({ id: 7, action: 'merchant.unblock' }))).toMatchObject({
      kind: 'pending',
      status: 202,
    });
  });

  it('falls back to the message of a script error', () => {
    expect(errorView(new TypeError('x is undefined'))).toEqual({
      kind: 'unknown',
      status: null,
      message: 'x is undefined',
      fieldErrors: {},
      retryable: false,
    });
  });
});
