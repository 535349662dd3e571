import { describe, expect, it } from 'vitest';
import { hasMentorRole, hasPermissions, userFromClaims } from './auth-user.ts';

describe('user from Keycloak-shaped claims', () => {
  it('unites realm and resource roles and reads project claims', () => {
    const user = userFromClaims({
      preferred_username: 'ana',
      name: 'Ana Souza',
      realm_access: { roles: ['mentor_financial'] },
      resource_access: {
        'mentor-console': { roles: ['read_transactions'] },
        account: { roles: ['view-profile'] },
      },
      multi_project: 'false',
      project_id: '7',
    });
    expect(user).toEqual({
      username: 'ana',
      fullName: 'Ana Souza',
      realmRoles: ['mentor_financial'],
      permissions: ['mentor_financial', 'read_transactions', 'view-profile'],
      multiProject: false,
      projectId: 7,
    });
  });

  it('treats a non-positive or non-numeric project id as none', () => {
    expect(userFromClaims({ preferred_username: 'a', project_id: 0 })?.projectId).toBeNull();
    expect(userFromClaims({ preferred_username: 'a', project_id: 'abc' })?.projectId).toBeNull();
    expect(userFromClaims({ name: 'no username' })).toBeNull();
  });
});

describe('permission checks (spec core §6)', () => {
  const user = (permissions: string[]) => ({
    username: 'u',
    fullName: 'U',
    realmRoles: permissions,
    permissions,
    multiProject: false,
    projectId: 1,
  });

  it('passes when every requested permission prefix-matches a held role', () => {
    expect(
      hasPermissions(user(['read_transactions_all', 'read_payments']), ['read_transactions', 'read_pay']),
    ).toBe(true);
    expect(hasPermissions(user(['read_transactions']), ['read_transactions', 'read_payments'])).toBe(false);
    expect(hasPermissions(user(['read']), ['read_transactions'])).toBe(false);
  });

  it('lets bypass_permission pass any check', () => {
    expect(hasPermissions(user(['bypass_permission']), ['anything_at_all'])).toBe(true);
  });

  it('needs a role starting with mentor_', () => {
    expect(hasMentorRole(user(['mentor_partner']))).toBe(true);
    expect(hasMentorRole(user(['partner_mentor_x']))).toBe(false);
  });
});
