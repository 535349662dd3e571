import { describe, expect, it } from 'vitest';
import { searchResultHref, searchTerms } from './search.ts';

describe('searchTerms', () => {
  it('reads a number as an id, within the column it is looked up in', () => {
    expect(searchTerms(' 42 ')).toEqual({ text: '42', id: 42, bigId: 42, document: null });
    expect(searchTerms('3000000000')).toMatchObject({ id: null, bigId: 3_000_000_000 });
    expect(searchTerms('99999999999999999999')).toMatchObject({ id: null, bigId: null });
    expect(searchTerms('0')).toMatchObject({ id: null, bigId: null });
  });

  it('reads 11 or 14 digits, punctuation allowed, as a whole document', () => {
    expect(searchTerms('529.982.247-25').document).toBe('52998224725');
    expect(searchTerms('11.222.333/0001-81').document).toBe('11222333000181');
    expect(searchTerms('5299822472').document).toBeNull();
    expect(searchTerms('ABC52998224725').document).toBeNull();
  });

  it('keeps other text as typed for NSU, serial and code lookups', () => {
    expect(searchTerms('  SN-0042 ')).toEqual({ text: 'SN-0042', id: null, bigId: null, document: null });
  });
});

describe('searchResultHref', () => {
  it("opens a record's screen, or its list's panel named in the address, in the screen's language", () => {
    expect(searchResultHref({ kind: 'merchant', key: '7' }, 'pt')).toBe('/merchants/7');
    expect(searchResultHref({ kind: 'terminal', key: '3' }, 'en')).toBe('/en/terminals/3');
    expect(searchResultHref({ kind: 'equipment', key: 'SN 1/2' }, 'pt')).toBe(
      '/equipments?equipment=SN+1%2F2',
    );
    expect(searchResultHref({ kind: 'transaction', key: '9' }, 'pt')).toBe(
      '/financial/transactions?detail=9',
    );
    expect(searchResultHref({ kind: 'payment', key: '5' }, 'en')).toBe('/en/financial/payments?detail=5');
    expect(searchResultHref({ kind: 'billet', key: '11' }, 'pt')).toBe('/billets?billet=11');
    expect(searchResultHref({ kind: 'rent', key: '4' }, 'pt')).toBe('/terminals/rents?rent=4');
  });
});
