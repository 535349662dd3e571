import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
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
    expect(serverFieldErrors(error)).toEqual({
      'rates.0.spread': 'ultrapassou o limite máximo de 100%',
      document: 'CPF/CNPJ não é valido outro',
    });
  });

  it('gives nothing for errors without fields or that are not API errors', () => {
    expect(
      serverFieldErrors(new ApiError('x', { status: 409, data: { message: 'x', errors: ['a'] } })),
    ).toEqual({});
    expect(serverFieldErrors(new ApiError('x', { status: 500, data: null }))).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});
