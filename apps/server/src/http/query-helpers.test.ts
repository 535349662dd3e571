import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, todaySaoPaulo } from './date-bounds.ts';
import { containsPattern, escapeLike, prefixPattern } from './like.ts';
import { gatewayMeta } from './paging.ts';
import { idParams } from './schemas.ts';
import { resolveSort, sortKeys } from './sorting.ts';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(prefixPattern('100%')).toBe('100\\%%');
  });
});

describe('sorting', () => {
  const keys = sortKeys(['id', 'name'], 's');
  it('maps a whitelisted key to its column and falls back otherwise', () => {
    expect(resolveSort({ sortBy: 'name', sortDesc: true }, keys, 's.id')).toEqual({
      column: 's.name',
      direction: 'desc',
    });
    expect(resolveSort({ sortBy: 'name; DROP TABLE x', sortDesc: false }, keys, 's.id')).toEqual({
      column: 's.id',
      direction: 'asc',
    });
    expect(resolveSort({ sortBy: 'toString' }, keys, 's.id').column).toBe('s.id');
  });
});

describe('São Paulo days', () => {
  it('counts and moves calendar days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
    // 02:30 UTC is still the previous day in São Paulo (UTC-3).
    expect(todaySaoPaulo(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22');
  });
});

describe('id params and gateway paging', () => {
  it('accepts positive int4 ids only', () => {
    const params = idParams('id', 'channel_id');
    expect(params.parse({ id: '7', channel_id: '2147483647' })).toEqual({ id: 7, channel_id: 2147483647 });
    expect(params.safeParse({ id: '2147483648', channel_id: '1' }).success).toBe(false);
    expect(params.safeParse({ id: '0', channel_id: '1' }).success).toBe(false);
    expect(params.safeParse({ id: '1.5', channel_id: '1' }).success).toBe(false);
  });

  it('counts gateway pages', () => {
    expect(gatewayMeta(0, 1, 10)).toEqual({ itemCount: 0, page: 1, limit: 10, pageCount: 1 });
    expect(gatewayMeta(21, 2, 10)).toEqual({ itemCount: 21, page: 2, limit: 10, pageCount: 3 });
  });
});
