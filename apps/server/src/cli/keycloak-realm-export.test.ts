import { readFileSync } from 'node:fs';
import { DEVELOPER_PERMISSIONS, PERMISSION_NAMES } from '@mentor/contract/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabaseUrl } from '../../test/test-database.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { userFromClaims } from '../http/auth-user.ts';
import { loadStaffClaims } from '../oidc/account-claims.ts';
import { DEMO_STAFF } from '../seed/demo-seed.ts';
import { REALM_EXPORT_PATH } from './keycloak-realm.ts';
import {
  buildRealmExport,
  CONSOLE_CLIENT_ID,
  DEFAULT_REALM_ROLES,
  keycloakRoleClaims,
} from './keycloak-realm-export.ts';

const realm = JSON.parse(readFileSync(REALM_EXPORT_PATH, 'utf8'));
const realmRoleNames = new Set<string>(realm.roles.realm.map((r: { name: string }) => r.name));

let handle: DatabaseHandle;
beforeAll(() => {
  handle = createDatabase(seededDatabaseUrl(), 1);
});
afterAll(async () => {
  await handle.close();
});

/** What a check can read: every role but Keycloak's default ones and the local developer tools. */
const comparable = (permissions: readonly string[]) =>
  permissions
    .filter((p) => !(DEFAULT_REALM_ROLES as readonly string[]).includes(p) && !p.startsWith('default-roles-'))
    .filter((p) => !DEVELOPER_PERMISSIONS.includes(p))
    .sort();

describe('Keycloak realm export', () => {
  it('is the one generated from the role matrix (npm run keycloak-realm -w apps/server)', () => {
    expect(buildRealmExport(realm)).toEqual(realm);
  });

  it('has one console client role per permission of the catalogue', () => {
    const clientRoles = realm.roles.client[CONSOLE_CLIENT_ID].map((r: { name: string }) => r.name).sort();
    const expected = PERMISSION_NAMES.filter(
      (p) => p !== 'bypass_permission' && !DEVELOPER_PERMISSIONS.includes(p),
    ).sort();
    expect(clientRoles).toEqual(expected);
  });

  it('puts realm and console roles into the ID token and userinfo as well as the access token', () => {
    const console = realm.clients.find((c: { clientId: string }) => c.clientId === CONSOLE_CLIENT_ID);
    const claimsOf = (name: string) =>
      console.protocolMappers.find((m: { config: Record<string, string> }) => m.config['claim.name'] === name)
        ?.config;
    for (const claim of ['realm_access.roles', `resource_access.${CONSOLE_CLIENT_ID}.roles`]) {
      expect(claimsOf(claim)).toMatchObject({
        'access.token.claim': 'true',
        'id.token.claim': 'true',
        'userinfo.token.claim': 'true',
      });
    }
  });

  it.each(DEMO_STAFF.map((s) => [s.username, s]))(
    'gives %s the permissions the built-in sign-in gives',
    async (username, staff) => {
      const row = await handle.db
        .selectFrom('staff_user')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const builtIn = userFromClaims(await loadStaffClaims(handle.db, String(row.id), CONSOLE_CLIENT_ID));

      const assigned = staff.roles.filter((role) => !DEVELOPER_PERMISSIONS.includes(role));
      // Every role a demo member holds exists in the realm, so an administrator can assign it.
      expect(assigned.filter((role) => !realmRoleNames.has(role))).toEqual([]);
      const keycloak = userFromClaims({
        preferred_username: username,
        ...keycloakRoleClaims(realm, assigned),
      });

      expect(builtIn).not.toBeNull();
      expect(comparable(keycloak?.permissions ?? [])).toEqual(comparable(builtIn?.permissions ?? []));
      if (staff.roles.some((role) => role.startsWith('mentor_'))) {
        expect(comparable(builtIn?.permissions ?? []).length).toBeGreaterThan(2);
      }
    },
  );
});
