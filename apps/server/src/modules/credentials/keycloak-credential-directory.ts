import { NetworkError } from '@keycloak/keycloak-admin-client';
import type ClientRepresentation from '@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js';
import type ProtocolMapperRepresentation from '@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js';
import type RoleRepresentation from '@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js';
import type {
  Credential,
  CredentialDetail,
  CredentialSecretAnswer,
  EffectivePermission,
} from '@mentor/contract/credentials';
import { CREDENTIAL_MESSAGES } from '@mentor/contract/credentials';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { type Actor, actorScope, assertActorProject } from '../../http/actor.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { type Paged, type PageRequest, paged } from '../../http/paging.ts';
import {
  type KeycloakAdmin,
  type KeycloakAdminOptions,
  keycloakAdmin,
  keycloakCall,
} from '../../oidc/keycloak-admin.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { requireProject } from '../projects/projects-service.ts';
import type {
  CreateCredential,
  CredentialDirectory,
  CredentialMappers,
  CredentialRoles,
} from './credential-directory.ts';
import {
  type CredentialFilters,
  effectivePermissions,
  listClientRoles,
  merchantProject,
} from './credentials-repository.ts';
import { CREDENTIAL_CONTEXT, clientIdFor } from './credentials-service.ts';

/** Client attribute marking the clients this console manages. */
const MARK = 'mentor_credential';

/** Role mappings of a service account, as Keycloak's MappingsRepresentation carries them. */
const roleMappingsSchema = z.object({
  realmMappings: z.array(z.object({ id: z.string(), name: z.string() }).loose()).optional(),
  clientMappings: z
    .record(
      z.string(),
      z.object({
        id: z.string(),
        client: z.string(),
        mappings: z.array(z.object({ id: z.string(), name: z.string() }).loose()),
      }),
    )
    .optional(),
});

/** A role as the mapping calls take it: id and name are required. */
type MappedRole = RoleRepresentation & { id: string; name: string };
const isMappable = (role: RoleRepresentation | null | undefined): role is MappedRole =>
  typeof role?.id === 'string' && typeof role.name === 'string';

/** Default realm roles every account holds: never shown as a service. */
const isDefaultRole = (name: string) =>
  name.startsWith('default-roles-') || name === 'offline_access' || name === 'uma_authorization';

/** A hard-coded claim in the access token: how Keycloak carries project_id and merchant_id. */
function claimMapper(claim: 'project_id' | 'merchant_id', value: number): ProtocolMapperRepresentation {
  return {
    name: claim,
    protocol: 'openid-connect',
    protocolMapper: 'oidc-hardcoded-claim-mapper',
    config: {
      'claim.name': claim,
      'claim.value': String(value),
      'jsonType.label': 'long',
      'access.token.claim': 'true',
      'id.token.claim': 'false',
      'userinfo.token.claim': 'false',
    },
  };
}

type KeycloakClient = ClientRepresentation & { id: string; clientId: string };

function numberAttribute(client: KeycloakClient, name: string): number | null {
  const value = Number(client.attributes?.[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

const credentialNotFound = () => notFound(CREDENTIAL_MESSAGES.notFound);
const duplicateClient = () => conflict('Já existe uma credencial com este identificador.');
const unknownRealmRoles = (names: string[]) =>
  unprocessable('Verifique as permissões e os serviços.', {
    realm_roles: [`Serviço não encontrado no provedor de identidade (${names.join(', ')}).`],
  });

/**
 * Credentials as confidential clients of a Keycloak realm, through its admin REST API
 * (`@keycloak/keycloak-admin-client`) with a service-account client (realm-management roles
 * manage-clients, view-clients, view-users, manage-users). A credential is a client with a
 * service account; its permissions are roles of the client itself mapped to that account, its
 * services realm roles, and project_id / merchant_id hard-coded claim mappers (mirrored as
 * client attributes for the list filters). Audit rows are written locally once Keycloak has
 * accepted the change. Keycloak keeps no last use per secret, and secret rotation with a grace
 * window needs its client policies: this adapter replaces a secret at once (ADR 0161, 0410).
 */
export class KeycloakCredentialDirectory implements CredentialDirectory {
  readonly idp = 'keycloak' as const;
  private readonly admin: KeycloakAdmin;

  constructor(
    private readonly db: Database,
    options: KeycloakAdminOptions,
  ) {
    this.admin = keycloakAdmin(options);
  }

  private get kc() {
    return this.admin.client;
  }

  private get realm() {
    return this.admin.realm;
  }

  private async fetchClient(id: string): Promise<KeycloakClient> {
    const client = await keycloakCall(() => this.kc.clients.findOne({ id }), {
      notFound: credentialNotFound,
    });
    if (!client?.id || !client.clientId) throw credentialNotFound();
    return client as KeycloakClient;
  }

  /** A managed client the caller may see, or 404. */
  private async client(actor: Actor, id: string): Promise<KeycloakClient> {
    const client = await this.fetchClient(id);
    if (client.attributes?.[MARK] !== 'true') throw credentialNotFound();
    assertActorProject(actor, numberAttribute(client, 'project_id'));
    return client;
  }

  private async serviceAccount(id: string): Promise<string> {
    const account = await keycloakCall(() => this.kc.clients.getServiceAccountUser({ id }), {
      notFound: credentialNotFound,
    });
    if (!account.id) throw new HttpError(502, 'O provedor de identidade não informou a conta da credencial.');
    return account.id;
  }

  private async mappings(account: string) {
    return roleMappingsSchema.parse(
      await keycloakCall(() => this.kc.users.listRoleMappings({ id: account }), {
        notFound: credentialNotFound,
      }),
    );
  }

  private async roles(client: KeycloakClient): Promise<{ client_roles: string[]; realm_roles: string[] }> {
    const mappings = await this.mappings(await this.serviceAccount(client.id));
    const own = Object.values(mappings.clientMappings ?? {}).find((m) => m.id === client.id);
    return {
      client_roles: (own?.mappings ?? []).map((r) => r.name).sort(),
      realm_roles: (mappings.realmMappings ?? [])
        .map((r) => r.name)
        .filter((name) => !isDefaultRole(name))
        .sort(),
    };
  }

  private toCredential(
    client: KeycloakClient,
    roles: { client_roles: string[]; realm_roles: string[] },
  ): Credential {
    const created = Number(client.attributes?.created_at ?? Date.now());
    return {
      id: 0,
      credential_id: client.id,
      client_id: client.clientId,
      client_name: client.name ?? client.clientId,
      realm: this.realm,
      project_id: numberAttribute(client, 'project_id') ?? 0,
      project_trade: null,
      merchant_id: numberAttribute(client, 'merchant_id'),
      merchant_name: null,
      ...roles,
      enabled: client.enabled ?? true,
      created_at: new Date(created).toISOString(),
      last_used_at: null,
      // Keycloak keeps no last use of a client: nothing is flagged as unused.
      unused: false,
    };
  }

  private async detail(client: KeycloakClient): Promise<CredentialDetail> {
    const credential = this.toCredential(client, await this.roles(client));
    return {
      ...credential,
      mappers: { project_id: credential.project_id, merchant_id: credential.merchant_id },
      secrets: [],
      tokens_last_24h: 0,
    };
  }

  private async auditChange(
    actor: Actor,
    client: KeycloakClient,
    action: 'CREATE' | 'UPDATE',
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await audit(this.db, actor, {
      tableContext: CREDENTIAL_CONTEXT,
      recordId: client.id,
      action,
      before,
      after,
      projectId: numberAttribute(client, 'project_id'),
    });
  }

  async list(actor: Actor, filters: CredentialFilters, page: PageRequest): Promise<Paged<Credential>> {
    const scope = actorScope(actor);
    const wanted = (client: KeycloakClient) => {
      const project = numberAttribute(client, 'project_id');
      const merchant = numberAttribute(client, 'merchant_id');
      if (scope !== null && project !== scope) return false;
      if (filters.project_ids.length > 0 && (project === null || !filters.project_ids.includes(project)))
        return false;
      if (filters.merchant_ids.length > 0 && (merchant === null || !filters.merchant_ids.includes(merchant)))
        return false;
      if (filters.realms.length > 0 && !filters.realms.includes(this.realm)) return false;
      return true;
    };
    const found = await keycloakCall(() =>
      this.kc.clients.find({
        q: `${MARK}:true`,
        first: 0,
        max: 1000,
        ...(filters.client_id ? { clientId: filters.client_id, search: true } : {}),
      }),
    );
    const clients = found
      .filter((c): c is KeycloakClient => typeof c.id === 'string' && typeof c.clientId === 'string')
      .filter((c) => c.attributes?.[MARK] === 'true')
      .filter(wanted);
    const withRoles = await Promise.all(clients.map(async (c) => ({ c, roles: await this.roles(c) })));
    const matching = withRoles.filter(
      ({ roles }) =>
        (filters.client_roles.length === 0 ||
          roles.client_roles.some((r) => filters.client_roles.includes(r))) &&
        (filters.realm_roles.length === 0 || roles.realm_roles.some((r) => filters.realm_roles.includes(r))),
    );
    const start = (page.page - 1) * page.perPage;
    return paged(
      matching.slice(start, start + page.perPage).map(({ c, roles }) => this.toCredential(c, roles)),
      matching.length,
      page.perPage,
    );
  }

  async read(actor: Actor, id: string): Promise<CredentialDetail> {
    return this.detail(await this.client(actor, id));
  }

  private async checkMappers(actor: Actor, mappers: CredentialMappers): Promise<void> {
    await requireProject(this.db, actor, mappers.project_id);
    if (mappers.merchant_id !== null && mappers.merchant_id !== undefined) {
      if ((await merchantProject(this.db, mappers.merchant_id)) !== mappers.project_id) {
        throw unprocessable(CREDENTIAL_MESSAGES.merchantNotInProject, {
          merchant_id: [CREDENTIAL_MESSAGES.merchantNotInProject],
        });
      }
    }
  }

  /** The catalogue's descriptions of the asked client roles; an unknown one is refused before any change. */
  private async catalogueOf(names: string[]): Promise<Map<string, string>> {
    const catalogue = new Map((await listClientRoles(this.db)).map((r) => [r.code, r.description]));
    const unknown = names.filter((r) => !catalogue.has(r));
    if (unknown.length > 0) {
      throw unprocessable('Verifique as permissões e os serviços.', {
        client_roles: [`${CREDENTIAL_MESSAGES.unknownClientRole} (${unknown.join(', ')})`],
      });
    }
    return catalogue;
  }

  /** The realm roles by name; one the realm does not have is refused before any change. */
  private async realmRolesNamed(names: string[]): Promise<MappedRole[]> {
    const found = await Promise.all(
      names.map((name) => keycloakCall(() => this.kc.roles.findOneByName({ name }))),
    );
    const missing = names.filter((_, i) => !isMappable(found[i]));
    if (missing.length > 0) throw unknownRealmRoles(missing);
    return found.filter(isMappable);
  }

  async create(actor: Actor, input: CreateCredential): Promise<CredentialSecretAnswer> {
    actor.user;
    await this.checkMappers(actor, input);
    await this.catalogueOf(input.client_roles);
    await this.realmRolesNamed(input.realm_roles);
    const clientId = clientIdFor(input.client_name);
    const mappers = [claimMapper('project_id', input.project_id)];
    if (input.merchant_id) mappers.push(claimMapper('merchant_id', input.merchant_id));
    const { id } = await keycloakCall(
      () =>
        this.kc.clients.create({
          clientId,
          name: input.client_name,
          enabled: true,
          protocol: 'openid-connect',
          publicClient: false,
          clientAuthenticatorType: 'client-secret',
          serviceAccountsEnabled: true,
          standardFlowEnabled: false,
          implicitFlowEnabled: false,
          directAccessGrantsEnabled: false,
          attributes: {
            [MARK]: 'true',
            project_id: String(input.project_id),
            ...(input.merchant_id ? { merchant_id: String(input.merchant_id) } : {}),
            created_at: String(Date.now()),
          },
          protocolMappers: mappers,
        }),
      { conflict: duplicateClient },
    );
    await this.grant(id, { client_roles: input.client_roles, realm_roles: input.realm_roles });
    const secret = await keycloakCall(() => this.kc.clients.getClientSecret({ id }));
    if (!secret.value) throw new HttpError(502, 'O provedor de identidade não informou o segredo.');
    const client = await this.fetchClient(id);
    await this.auditChange(actor, client, 'CREATE', null, {
      client_id: clientId,
      client_name: input.client_name,
      project_id: input.project_id,
      merchant_id: input.merchant_id ?? null,
      client_roles: input.client_roles,
      realm_roles: input.realm_roles,
      secret_hint: secret.value.slice(-4),
    });
    return { id: 0, client_id: clientId, client_secret: secret.value, previous_expires_at: null };
  }

  /** Maps roles to the client's service account, creating missing client roles on the client. */
  private async grant(id: string, roles: CredentialRoles): Promise<void> {
    const account = await this.serviceAccount(id);
    if (roles.realm_roles.length > 0) {
      const realmRoles = await this.realmRolesNamed(roles.realm_roles);
      await keycloakCall(() => this.kc.users.addRealmRoleMappings({ id: account, roles: realmRoles }));
    }
    if (roles.client_roles.length > 0) {
      const catalogue = await this.catalogueOf(roles.client_roles);
      const clientRoles: MappedRole[] = [];
      for (const name of roles.client_roles) {
        let role = await keycloakCall(() => this.kc.clients.findRole({ id, roleName: name }));
        if (!role) {
          // Created meanwhile by another call (409): the role is there all the same.
          await keycloakCall(() =>
            this.kc.clients
              .createRole({ id, name, description: catalogue.get(name) })
              .catch((error: unknown) => {
                if (!(error instanceof NetworkError && error.response.status === 409)) throw error;
              }),
          );
          role = await keycloakCall(() => this.kc.clients.findRole({ id, roleName: name }));
        }
        if (!isMappable(role))
          throw new HttpError(502, `O provedor de identidade não criou a permissão ${name}.`);
        clientRoles.push(role);
      }
      await keycloakCall(() =>
        this.kc.users.addClientRoleMappings({ id: account, clientUniqueId: id, roles: clientRoles }),
      );
    }
  }

  private async revoke(id: string, roles: CredentialRoles): Promise<void> {
    const account = await this.serviceAccount(id);
    const mappings = await this.mappings(account);
    const realm = (mappings.realmMappings ?? []).filter((r) => roles.realm_roles.includes(r.name));
    if (realm.length > 0) {
      await keycloakCall(() => this.kc.users.delRealmRoleMappings({ id: account, roles: realm }));
    }
    const own = Object.values(mappings.clientMappings ?? {}).find((m) => m.id === id);
    const client = (own?.mappings ?? []).filter((r) => roles.client_roles.includes(r.name));
    if (client.length > 0) {
      await keycloakCall(() =>
        this.kc.users.delClientRoleMappings({ id: account, clientUniqueId: id, roles: client }),
      );
    }
  }

  private async changeRoles(actor: Actor, id: string, roles: CredentialRoles, add: boolean) {
    const client = await this.client(actor, id);
    const before = await this.roles(client);
    if (add) await this.grant(client.id, roles);
    else await this.revoke(client.id, roles);
    const after = await this.roles(client);
    await this.auditChange(actor, client, 'UPDATE', before, after);
    return this.detail(client);
  }

  addRoles(actor: Actor, id: string, roles: CredentialRoles): Promise<CredentialDetail> {
    return this.changeRoles(actor, id, roles, true);
  }

  removeRoles(actor: Actor, id: string, roles: CredentialRoles): Promise<CredentialDetail> {
    return this.changeRoles(actor, id, roles, false);
  }

  async updateMappers(actor: Actor, id: string, input: CredentialMappers): Promise<CredentialDetail> {
    const client = await this.client(actor, id);
    await this.checkMappers(actor, input);
    const current = await keycloakCall(() => this.kc.clients.listProtocolMappers({ id: client.id }), {
      notFound: credentialNotFound,
    });
    const wanted: Array<['project_id' | 'merchant_id', number | null]> = [
      ['project_id', input.project_id],
      ['merchant_id', input.merchant_id ?? null],
    ];
    for (const [claim, value] of wanted) {
      const mapperId = current.find((m) => m.name === claim)?.id;
      if (mapperId && value === null) {
        await keycloakCall(() => this.kc.clients.delProtocolMapper({ id: client.id, mapperId }));
      } else if (mapperId && value !== null) {
        await keycloakCall(() =>
          this.kc.clients.updateProtocolMapper(
            { id: client.id, mapperId },
            { id: mapperId, ...claimMapper(claim, value) },
          ),
        );
      } else if (value !== null) {
        await keycloakCall(() =>
          this.kc.clients.addProtocolMapper({ id: client.id }, claimMapper(claim, value)),
        );
      }
    }
    const { merchant_id: _m, ...kept } = client.attributes ?? {};
    const updated: KeycloakClient = {
      ...client,
      attributes: {
        ...kept,
        project_id: String(input.project_id),
        ...(input.merchant_id ? { merchant_id: String(input.merchant_id) } : {}),
      },
    };
    await keycloakCall(() => this.kc.clients.update({ id: client.id }, updated), {
      notFound: credentialNotFound,
    });
    await this.auditChange(
      actor,
      updated,
      'UPDATE',
      {
        project_id: numberAttribute(client, 'project_id'),
        merchant_id: numberAttribute(client, 'merchant_id'),
      },
      { project_id: input.project_id, merchant_id: input.merchant_id ?? null },
    );
    return this.detail(updated);
  }

  async setEnabled(actor: Actor, id: string, enabled: boolean): Promise<CredentialDetail> {
    const client = await this.client(actor, id);
    if ((client.enabled ?? true) === enabled) throw conflict(CREDENTIAL_MESSAGES.alreadyInState);
    const updated = { ...client, enabled };
    await keycloakCall(() => this.kc.clients.update({ id: client.id }, updated), {
      notFound: credentialNotFound,
    });
    await this.auditChange(actor, client, 'UPDATE', { enabled: !enabled }, { enabled });
    return this.detail(updated);
  }

  async resetSecret(actor: Actor, id: string, graceMinutes: number): Promise<CredentialSecretAnswer> {
    if (graceMinutes > 0) {
      throw unprocessable('O Keycloak em uso troca o segredo imediatamente.', {
        grace_minutes: ['O Keycloak em uso troca o segredo imediatamente.'],
      });
    }
    const client = await this.client(actor, id);
    const secret = await keycloakCall(() => this.kc.clients.generateNewClientSecret({ id: client.id }), {
      notFound: credentialNotFound,
    });
    if (!secret.value) throw new HttpError(502, 'O provedor de identidade não informou o segredo.');
    await this.auditChange(
      actor,
      client,
      'UPDATE',
      { secret: 'replaced' },
      { secret_hint: secret.value.slice(-4), grace_minutes: 0 },
    );
    return { id: 0, client_id: client.clientId, client_secret: secret.value, previous_expires_at: null };
  }

  async effectivePermissions(actor: Actor, id: string): Promise<EffectivePermission[]> {
    const client = await this.client(actor, id);
    if (client.enabled === false) return [];
    const roles = await this.roles(client);
    return effectivePermissions(this.db, roles.realm_roles, roles.client_roles);
  }

  clientRoles() {
    return listClientRoles(this.db);
  }

  async realmRoles() {
    const roles = await keycloakCall(() => this.kc.roles.find({ briefRepresentation: true }));
    return roles
      .filter(isMappable)
      .filter((r) => !isDefaultRole(r.name))
      .map((r) => ({ role_name: r.name, role_keycloak_id: r.id }));
  }

  async realms() {
    return [{ realm: this.realm }];
  }
}
