import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loggedError } from './request-log.ts';

function databaseError(code: string, message: string, detail: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  Object.assign(error, {
    code,
    detail,
    severity: 'ERROR',
    constraint: 'merchant_cpf_cnpj_key',
    table: 'merchant',
  });
  return error;
}

describe('errors as logged', () => {
  it('keep a refused row’s constraint and table, never the values PostgreSQL repeats', () => {
    const unique = loggedError(
      databaseError(
        '23505',
        'duplicate key value violates unique constraint',
        'Key (cpf_cnpj)=(52998224725) already exists.',
      ),
    );
    expect(unique).toMatchObject({ code: '23505', constraint: 'merchant_cpf_cnpj_key', table: 'merchant' });
    expect(JSON.stringify(unique)).not.toContain('52998224725');

    const syntax = loggedError(
      databaseError('22P02', 'invalid input syntax for type bigint: "maria@exemplo.test"', ''),
    );
    expect(syntax.message).toBe('data exception 22P02');
    expect(JSON.stringify(syntax)).not.toContain('maria@exemplo.test');
  });

  it('leave an error of the code itself as it is', () => {
    const plain = loggedError(new Error('payment 12 not found'));
    expect(plain.message).toBe('payment 12 not found');
    expect(plain.stack).toContain('request-log.test.ts');
  });
});
