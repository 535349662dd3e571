import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '../../shared/lib/auth/access';
import { filterEntries, paletteEntries } from './palette-entries';

const ptTitle = (entry: RouteDef) => entry.title.pt;

describe('palette entries', () => {
  it('lists only parameter-free screens the user may open', () => {
    const entries = paletteEntries(ROUTES, ['mentor_assistant', 'read_merchant_list'], ptTitle);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/merchants');
    expect(paths).not.toContain('/merchants/{id}');
    expect(paths).not.toContain('/financial/transactions');
  });

  it('finds screens by Portuguese or English words, ignoring accents and case', () => {
    const entries = paletteEntries(ROUTES, ['mentor_super_admin', 'bypass_permission'], ptTitle);
    expect(filterEntries(entries, 'transacoes').map((entry) => entry.path)).toContain(
      '/financial/transactions',
    );
    expect(filterEntries(entries, 'MERCHANT groups').map((entry) => entry.path)).toEqual(['/merchantgroups']);
    expect(filterEntries(entries, '')).toHaveLength(entries.length);
    expect(filterEntries(entries, 'zzz-nothing')).toEqual([]);
  });
});
