import { describe, expect, it } from 'vitest';
import { sessionUserFrom } from './session-claims';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode(payload)}.signature`;
}

describe('sessionUserFrom', () => {
  it('reads names, roles, permissions and the project from the profile', () => {
    const user = sessionUserFrom(
      {
        preferred_username: 'comercial.operador',
        name: 'Ana Souza',
        realm_access: { roles: ['mentor_comercial_operator'] },
        resource_access: { 'mentor-console': { roles: ['read_merchant_list', 'mentor_comercial_operator'] } },
        multi_project: false,
        project_id: '1',
      },
      undefined,
    );
    expect(user).toEqual({
      userName: 'comercial.operador',
      fullName: 'Ana Souza',
      realmRoles: ['mentor_comercial_operator'],
      permissions: ['mentor_comercial_operator', 'read_merchant_list'],
      multiProject: false,
      projectId: 1,
    });
  });

  it('completes a bare profile with the access token claims', () => {
    const token = jwt({
      realm_access: { roles: ['mentor_super_admin', 'bypass_permission'] },
      multi_project: true,
      project_id: null,
    });
    const user = sessionUserFrom({ preferred_username: 'superadmin' }, token);
    expect(user.permissions).toEqual(['mentor_super_admin', 'bypass_permission']);
    expect(user.multiProject).toBe(true);
    expect(user.projectId).toBeNull();
  });

  it('rejects project ids that are not positive integers', () => {
    expect(sessionUserFrom({ project_id: 0 }, undefined).projectId).toBeNull();
    expect(sessionUserFrom({ project_id: 'abc' }, undefined).projectId).toBeNull();
    expect(sessionUserFrom({ project_id: -3 }, undefined).projectId).toBeNull();
    expect(sessionUserFrom({}, undefined).projectId).toBeNull();
  });
});
