import { describe, expect, it } from 'vitest';
import { diffFields, showValue } from './history-diff';

describe('diffFields', () => {
  it('marks the fields whose value changed, nested ones by their dotted path', () => {
    const rows = diffFields(
      { send_billet_email: false, centralizer_account: { agency: '1234', bank_code: '341' } },
      { send_billet_email: true, centralizer_account: { agency: '1234', bank_code: '001' } },
    );
    expect(rows).toEqual([
      { field: 'send_billet_email', before: false, after: true, changed: true },
      { field: 'centralizer_account.agency', before: '1234', after: '1234', changed: false },
      { field: 'centralizer_account.bank_code', before: '341', after: '001', changed: true },
    ]);
  });

  it('lists every field of a creation or a deletion as changed', () => {
    expect(diffFields(null, { name: 'Ana' })).toEqual([
      { field: 'name', before: undefined, after: 'Ana', changed: true },
    ]);
    expect(diffFields({ name: 'Ana' }, null)).toEqual([
      { field: 'name', before: 'Ana', after: undefined, changed: true },
    ]);
  });

  it('treats a bare value as one field and compares arrays whole', () => {
    expect(diffFields(1, 2)).toEqual([{ field: 'value', before: 1, after: 2, changed: true }]);
    expect(diffFields({ ids: [1, 2] }, { ids: [1, 2] })[0]?.changed).toBe(false);
  });

  it('shows empty values as a dash and objects as JSON', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue(false)).toBe('false');
    expect(showValue([1])).toBe('[1]');
  });
});
