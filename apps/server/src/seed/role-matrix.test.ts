import { PERMISSION_NAMES } from '@mentor/contract';
import { describe, expect, it } from 'vitest';
import { ROLE_MATRIX } from './role-matrix.ts';

describe('default role matrix', () => {
  it('grants only permissions the contract defines', () => {
    const known = new Set<string>(PERMISSION_NAMES);
    const unknown = Object.values(ROLE_MATRIX)
      .flat()
      .filter((name) => name !== '*' && !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('gives every mentor_ role of the spec an entry', () => {
    expect(Object.keys(ROLE_MATRIX).sort()).toEqual([
      'mentor_assistant',
      'mentor_comercial_admin',
      'mentor_comercial_operator',
      'mentor_financial',
      'mentor_logistic_admin',
      'mentor_logistic_operator',
      'mentor_partner',
      'mentor_super_admin',
    ]);
  });

  it('keeps read-only roles away from every write permission', () => {
    const writes = (role: string) =>
      (ROLE_MATRIX[role] ?? []).filter((p) => !/^(read_|view_|list_|access_)/.test(p));
    expect(writes('mentor_assistant')).toEqual([]);
    expect(writes('mentor_partner')).toEqual([]);
  });
});
