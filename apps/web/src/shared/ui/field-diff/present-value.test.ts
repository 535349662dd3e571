import { recordFields } from '@mentor/contract/record-fields';
import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';
import { formatRate, presentValue } from './present-value';

describe('changedFields', () => {
  it('keeps the changed fields only, nested ones by their dotted path', () => {
    expect(
      changedFields(
        { send_billet_email: false, centralizer_account: { agency: '1234', bank_code: '341' } },
        { send_billet_email: true, centralizer_account: { agency: '1234', bank_code: '001' } },
      ),
    ).toEqual([
      { path: 'send_billet_email', before: false, after: true },
      { path: 'centralizer_account.bank_code', before: '341', after: '001' },
    ]);
  });

  it('treats nothing, empty text and empty lists alike, and leaves hidden bookkeeping out', () => {
    const fields = recordFields('merchant');
    expect(
      changedFields(
        { email: null, phones: [], updated_at: '2026-11-01T00:00:00Z' },
        { email: '', updated_at: '2026-11-02T00:00:00Z' },
        fields,
      ),
    ).toEqual([]);
    expect(changedFields(1, 2)).toEqual([{ path: 'value', before: 1, after: 2 }]);
  });
});

describe('presentValue', () => {
  it('writes exact rates in the reader’s notation', () => {
    expect(formatRate('1.2345', 'pt')).toBe('1,2345%');
    expect(formatRate(2, 'en')).toBe('2.00%');
    expect(formatRate('1234.5', 'pt')).toBe('1.234,50%');
  });

  it('keeps the path of a masked value inside a list, which its reveal asks for', () => {
    const spec = recordFields('merchant').phones;
    expect(
      presentValue([{ phone_type: 'CELULAR', number: '(11) •••••-8888' }], spec, 'pt', 'phones'),
    ).toEqual({
      type: 'list',
      items: [
        {
          key: 'phones.0',
          value: {
            type: 'record',
            parts: [
              { key: 'phone_type', label: 'Tipo', value: { type: 'text', text: 'Celular' } },
              {
                key: 'number',
                label: 'Telefone',
                value: { type: 'masked', value: '(11) •••••-8888', path: 'phones.0.number' },
              },
            ],
          },
        },
      ],
    });
  });
});
