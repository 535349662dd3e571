import { describe, expect, it } from 'vitest';
import { isMaskedValue, maskPersonalData, parseReason, REASON_MESSAGES } from './privacy.ts';

describe('maskPersonalData', () => {
  it('keeps only the middle of a CPF and the root start and branch of a CNPJ', () => {
    expect(maskPersonalData('document', '529.982.247-25')).toBe('•••.982.247-••');
    expect(maskPersonalData('document', '45723174000110')).toBe('45.•••.•••/0001-••');
  });

  it('masks e-mails, phones and bank accounts', () => {
    expect(maskPersonalData('email', 'maria.souza@aurora.com.br')).toBe('m•••@a•••.com.br');
    expect(maskPersonalData('phone', '(11) 98888-7777')).toBe('(11) •••••-7777');
    expect(maskPersonalData('phone', '+55 11 4002-8922')).toBe('(11) ••••-8922');
    expect(maskPersonalData('bank_account', '123456')).toBe('••••56');
  });

  it('keeps only the year of a birthday, whatever its format', () => {
    expect(maskPersonalData('birthday', '1990-05-12')).toBe('••/••/1990');
    expect(maskPersonalData('birthday', '12/05/1990')).toBe('••/••/1990');
    expect(maskPersonalData('birthday', '1990-05-12T00:00:00.000Z')).toBe('••/••/1990');
    expect(maskPersonalData('birthday', '12051990')).toBe('••/••/••••');
  });

  it('leaves empty values empty and marks masked values', () => {
    expect(maskPersonalData('email', null)).toBeNull();
    expect(maskPersonalData('email', '')).toBe('');
    expect(isMaskedValue(maskPersonalData('document', '52998224725'))).toBe(true);
    expect(isMaskedValue('52998224725')).toBe(false);
  });
});

describe('parseReason', () => {
  it('accepts a known code, the comment trimmed and optional', () => {
    expect(parseReason({ reason_code: 'COMPLIANCE', reason_comment: '  ok ' })).toEqual({
      ok: true,
      value: { reason_code: 'COMPLIANCE', reason_comment: 'ok' },
    });
    expect(parseReason({ reason_code: 'FRAUD_SUSPICION' })).toEqual({
      ok: true,
      value: { reason_code: 'FRAUD_SUSPICION', reason_comment: null },
    });
  });

  it('refuses a missing or unknown code, a code the route does not accept, and OTHER without comment', () => {
    expect(parseReason({})).toEqual({ ok: false, errors: { reason_code: [REASON_MESSAGES.codeRequired] } });
    expect(parseReason({ reason_code: 'X' })).toEqual({
      ok: false,
      errors: { reason_code: [REASON_MESSAGES.codeInvalid] },
    });
    expect(parseReason({ reason_code: 'OTHER' }, ['OTHER', 'COMPLIANCE'])).toEqual({
      ok: false,
      errors: { reason_comment: [REASON_MESSAGES.commentRequired] },
    });
    expect(parseReason({ reason_code: 'COMPLIANCE' }, ['OTHER'])).toEqual({
      ok: false,
      errors: { reason_code: [REASON_MESSAGES.codeInvalid] },
    });
    expect(parseReason({ reason_code: 'COMPLIANCE', reason_comment: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { reason_comment: [REASON_MESSAGES.commentTooLong] },
    });
  });
});
