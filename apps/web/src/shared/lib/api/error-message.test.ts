import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';

const apiError = (data: unknown, message = 'Request failed') => new ApiError(message, { status: 422, data });

describe('errorMessage', () => {
  it('joins the message and each error of an object with line breaks', () => {
    const error = apiError({
      message: 'Dados inválidos',
      errors: { email: ['obrigatório'], cpf: 'inválido' },
    });
    expect(errorMessage(error)).toBe('Dados inválidos\nemail: obrigatório\ncpf: inválido');
  });

  it('lists the entries of an errors array', () => {
    const error = apiError({ message: 'Falhou', errors: ['primeiro', 'segundo'] });
    expect(errorMessage(error)).toBe('Falhou\nprimeiro\nsegundo');
  });

  it('uses the errors alone when there is no message', () => {
    expect(errorMessage(apiError({ errors: { nome: 'obrigatório' } }))).toBe('nome: obrigatório');
  });

  it('falls back from message to error to detail', () => {
    expect(errorMessage(apiError({ message: 'm', error: 'e', detail: 'd' }))).toBe('m');
    expect(errorMessage(apiError({ error: 'Forbidden', detail: 'd' }))).toBe('Forbidden');
    expect(errorMessage(apiError({ detail: 'Sem detalhes' }))).toBe('Sem detalhes');
  });

  it("then uses the error's own message, then its string form", () => {
    expect(errorMessage(apiError({}, 'Own message'))).toBe('Own message');
    expect(errorMessage(new Error('plain'))).toBe('plain');
    expect(errorMessage('just text')).toBe('just text');
    expect(errorMessage(42)).toBe('42');
  });

  it('reads axios-shaped errors with response.data', () => {
    expect(errorMessage({ response: { data: { message: 'do servidor' } }, message: 'x' })).toBe(
      'do servidor',
    );
  });
});
