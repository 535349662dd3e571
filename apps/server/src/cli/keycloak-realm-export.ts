import { DEVELOPER_PERMISSIONS, PERMISSIONS } from '@mentor/contract/common/permissions';
import { permissionCatalogue } from '../seed/permission-catalogue.ts';
import { ROLE_DESCRIPTIONS, ROLE_MATRIX } from '../seed/role-matrix.ts';
import { matrixPermissions } from '../seed/role-matrix-sync.ts';

/** The console's client in the realm: its client roles are the permissions. */
export const CONSOLE_CLIENT_ID = 'mentor-console';

/**
 * Realm roles staff hold besides a `mentor_*` role: the permission that passes every check and
 * the markers other systems read. Not composites: they grant what their name says.
 */
export const MARKER_REALM_ROLES: Readonly<Record<string, string>> = {
  bypass_permission: 'Ignora a verificação de permissões (super administradores)',
  'bo-access': 'Acesso ao back-office',
  sales_access: 'Acesso às funções de vendas',
  'cp-client': 'Cliente do portal de parceiros',
};

/** Roles every Keycloak user holds through the realm's default role. */
export const DEFAULT_REALM_ROLES = ['offline_access'] as const;
const DEFAULT_ROLE = 'default-roles-mentor';

type Json = Record<string, unknown>;

interface RealmRole {
  name: string;
  description: string;
  composite: boolean;
  composites?: { realm?: string[]; client?: Record<string, string[]> };
  clientRole: boolean;
}

/** The permissions a role of the matrix grants, as the server gives them at its first start. */
function rolePermissionNames(roleKey: string): string[] {
  const catalogue = permissionCatalogue().map((p) => p.name);
  return matrixPermissions(ROLE_MATRIX[roleKey] ?? [], catalogue).sort();
}

function realmRoles(): RealmRole[] {
  const roles: RealmRole[] = Object.keys(ROLE_MATRIX).map((roleKey) => ({
    name: roleKey,
    description: ROLE_DESCRIPTIONS[roleKey] ?? roleKey,
    composite: true,
    composites: { client: { [CONSOLE_CLIENT_ID]: rolePermissionNames(roleKey) } },
    clientRole: false,
  }));
  for (const [name, description] of Object.entries(MARKER_REALM_ROLES)) {
    roles.push({ name, description, composite: false, clientRole: false });
  }
  roles.push({
    name: 'offline_access',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Keycloak message key, resolved by Keycloak
    description: '${role_offline-access}',
    composite: false,
    clientRole: false,
  });
  roles.push({
    name: DEFAULT_ROLE,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Keycloak message key, resolved by Keycloak
    description: '${role_default-roles}',
    composite: true,
    composites: { realm: [...DEFAULT_REALM_ROLES] },
    clientRole: false,
  });
  return roles;
}

/** One client role per permission (the server's catalogue, developer tools left out). */
function consoleClientRoles(): Json[] {
  return PERMISSIONS.filter((p) => p.name !== 'bypass_permission' && !DEVELOPER_PERMISSIONS.includes(p.name))
    .map((p) => ({ name: p.name, description: p.description.pt, composite: false, clientRole: true }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Role claims in the access token, the ID token and userinfo, shaped as the API reads them. */
function roleMappers(): Json[] {
  const claims = {
    'access.token.claim': 'true',
    'id.token.claim': 'true',
    'userinfo.token.claim': 'true',
    'introspection.token.claim': 'true',
  };
  return [
    {
      name: 'realm roles',
      protocol: 'openid-connect',
      protocolMapper: 'oidc-usermodel-realm-role-mapper',
      consentRequired: false,
      config: {
        'claim.name': 'realm_access.roles',
        'jsonType.label': 'String',
        multivalued: 'true',
        ...claims,
      },
    },
    {
      name: 'console roles',
      protocol: 'openid-connect',
      protocolMapper: 'oidc-usermodel-client-role-mapper',
      consentRequired: false,
      config: {
        'usermodel.clientRoleMapping.clientId': CONSOLE_CLIENT_ID,
        'claim.name': `resource_access.${CONSOLE_CLIENT_ID}.roles`,
        'jsonType.label': 'String',
        multivalued: 'true',
        ...claims,
      },
    },
  ];
}

const GENERATED_MAPPERS = new Set(['realm roles', 'console roles']);

/**
 * The realm export with its roles generated from the role matrix the server applies: one client
 * role of `mentor-console` per permission, each `mentor_*` realm role a composite of its default
 * permissions, and role mappers that put both into access tokens, ID tokens and userinfo. The rest
 * of `base` (realm settings, clients, user profile) is kept as it is.
 */
export function buildRealmExport(base: Json): Json {
  const clients = (base.clients as Json[]).map((client) => {
    if (client.clientId !== CONSOLE_CLIENT_ID) return client;
    const mappers = ((client.protocolMappers as Json[] | undefined) ?? []).filter(
      (m) => !GENERATED_MAPPERS.has(String(m.name)),
    );
    return { ...client, protocolMappers: [...mappers, ...roleMappers()] };
  });
  return {
    ...base,
    roles: { realm: realmRoles(), client: { [CONSOLE_CLIENT_ID]: consoleClientRoles() } },
    clients,
  };
}

/**
 * The role claims a Keycloak token carries for a user holding `assigned` realm roles: realm roles
 * with the default role's composites, and the console client roles of every composite, as
 * Keycloak expands them.
 */
export function keycloakRoleClaims(realm: Json, assigned: readonly string[]) {
  const roles = (realm.roles as { realm: RealmRole[] }).realm;
  const byName = new Map(roles.map((r) => [r.name, r]));
  const realmHeld = new Set<string>();
  const clientHeld = new Set<string>();
  const visit = (name: string) => {
    const role = byName.get(name);
    if (!role || realmHeld.has(name)) return;
    realmHeld.add(name);
    for (const nested of role.composites?.realm ?? []) visit(nested);
    for (const permission of role.composites?.client?.[CONSOLE_CLIENT_ID] ?? []) clientHeld.add(permission);
  };
  for (const name of [DEFAULT_ROLE, ...assigned]) visit(name);
  return {
    realm_access: { roles: [...realmHeld].sort() },
    resource_access: { [CONSOLE_CLIENT_ID]: { roles: [...clientHeld].sort() } },
  };
}
