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
      fieldMessages: {},
      code: null,
      detail: null,
      retryable: false,
    });
  });

  it("shows the screen's own text for a failure that is not the server's answer", () => {
    expect(errorView(new TypeError('x is undefined'), 'Erro ao gerar arquivo').message).toBe(
      'Erro ao gerar arquivo',
    );
    expect(errorView('boom', 'Erro ao gerar arquivo').message).toBe('Erro ao gerar arquivo');
    expect(errorView(apiError(422, { message: 'O campo Mês é inválido' }), 'Erro').message).toBe(
      'O campo Mês é inválido',
    );
    expect(errorView(new ApiError('Failed to fetch', { status: 0, data: undefined }), 'Erro').message).toBe(
      'Failed to fetch',
    );
  });
});

describe('errorView message (spec core §8)', () => {
  const invalid = (data: unknown, message = 'Request failed') => new ApiError(message, { status: 422, data });

  it('joins the message and each error of an object with line breaks', () => {
    const error = invalid({
      message: 'Dados inválidos',
      errors: { email: ['obrigatório'], cpf: 'inválido' },
    });
    expect(errorView(error).message).toBe('Dados inválidos\nemail: obrigatório\ncpf: inválido');
  });

  it('lists the entries of an errors array', () => {
    expect(errorView(invalid({ message: 'Falhou', errors: ['primeiro', 'segundo'] })).message).toBe(
      'Falhou\nprimeiro\nsegundo',
    );
  });

  it('uses the errors alone when there is no message', () => {
    expect(errorView(invalid({ errors: { nome: 'obrigatório' } })).message).toBe('nome: obrigatório');
  });

  it('falls back from message to error to detail', () => {
    expect(errorView(invalid({ message: 'm', error: 'e', detail: 'd' })).message).toBe('m');
    expect(errorView(invalid({ error: 'Forbidden', detail: 'd' })).message).toBe('Forbidden');
    expect(errorView(invalid({ detail: 'Sem detalhes' })).message).toBe('Sem detalhes');
  });

  it("then uses the error's own message, then its string form", () => {
    expect(errorView(invalid({}, 'Own message')).message).toBe('Own message');
    expect(errorView(new Error('plain')).message).toBe('plain');
    expect(errorView('just text').message).toBe('just text');
    expect(errorView(42).message).toBe('42');
  });

  it('reads axios-shaped errors with response.data', () => {
    expect(errorView({ response: { data: { message: 'do servidor' } }, message: 'x' }).message).toBe(
      'do servidor',
    );
  });
});

describe('errorView field errors', () => {
  it('joins the messages of each field of a server error', () => {
    const error = new ApiError('Os dados enviados são inválidos.', {
      status: 422,
      data: {
        message: 'Os dados enviados são inválidos.',
        errors: {
          'rates.0.spread': ['ultrapassou o limite máximo de 100%'],
          document: ['CPF/CNPJ não é valido', 'outro'],
        },
      },
    });
    expect(errorView(error).fieldErrors).toEqual({
      'rates.0.spread': 'ultrapassou o limite máximo de 100%',
      document: 'CPF/CNPJ não é valido outro',
    });
    expect(errorView(error).fieldMessages).toEqual({
      'rates.0.spread': ['ultrapassou o limite máximo de 100%'],
      document: ['CPF/CNPJ não é valido', 'outro'],
    });
  });

  it("names the server's error and its detail", () => {
    const view = errorView(
      new ApiError('x', { status: 409, data: { message: 'x', error: 'Duplicate Pending', detail: 12 } }),
    );
    expect(view).toMatchObject({ kind: 'conflict', code: 'Duplicate Pending', detail: '12' });
    expect(errorView(new ApiError('x', { status: 409, data: { message: 'x' } }))).toMatchObject({
      code: null,
      detail: null,
    });
  });

  it('gives nothing for errors without fields or that are not API errors', () => {
    expect(
      errorView(new ApiError('x', { status: 409, data: { message: 'x', errors: ['a'] } })).fieldErrors,
    ).toEqual({});
    expect(errorView(new ApiError('x', { status: 500, data: null })).fieldErrors).toEqual({});
    expect(errorView(new Error('boom')).fieldErrors).toEqual({});
  });
});
