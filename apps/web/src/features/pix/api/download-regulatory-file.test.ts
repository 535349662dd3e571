import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api';
import { regulatoryErrorMessage } from './download-regulatory-file';

describe('regulatory file error message', () => {
  it("prefers the response's message", () => {
    const error = new ApiError('Os dados enviados são inválidos.', {
      status: 422,
      data: { message: 'O campo Mês deve ser menor ou igual a 12' },
    });
    expect(regulatoryErrorMessage(error)).toBe('O campo Mês deve ser menor ou igual a 12');
  });

  it("falls back to the error's own message, then to the fixed text", () => {
    expect(regulatoryErrorMessage(new ApiError('Failed to fetch', { status: 0, data: undefined }))).toBe(
      'Failed to fetch',
    );
    expect(regulatoryErrorMessage(new Error(''))).toBe('Erro ao gerar arquivo regulatório');
    expect(regulatoryErrorMessage('boom')).toBe('Erro ao gerar arquivo regulatório');
  });
});
