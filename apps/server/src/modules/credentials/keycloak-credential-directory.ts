import type {
  Credential,
  CredentialDetail,
  CredentialSecretAnswer,
  EffectivePermission,
} from '@mentor/contract/credentials';
import { CREDENTIAL_MESSAGES } from '@mentor/contract/credentials';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { type Paged, type PageRequest, paged } from '../../http/paging.ts';
import { assertProjectAccess, projectScope, requireUser } from '../../http/project-scope.ts';
import { audit } from '../audit/audit-service.ts';
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

export interface KeycloakCredentialOptions {
  /** Realm URL, e.g. https://sso.example.com/realms/partners. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
}

/** Client attribute marking the clients this console manages. */
const MARK = 'mentor_credential';

const attributes = z.record(z.string(), z.string()).optional();
const mapperSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  protocol: z.string().optional(),
  protocolMapper: z.string(),
  config: z.record(z.string(), z.string()).optional(),
});
const clientSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    name: z.string().optional(),
    enabled: z.boolean().optional(),
    attributes,
    protocolMappers: z.array(mapperSchema).optional(),
  })
  .loose();
type KeycloakClient = z.infer<typeof clientSchema>;
const roleSchema = z.object({ id: z.string(), name: z.string(), description: z.string().optional() });
const userSchema = z.object({ id: z.string() }).loose();
const roleMappingsSchema = z.object({
  realmMappings: z.array(roleSchema).optional(),
  clientMappings: z
    .record(z.string(), z.object({ id: z.string(), client: z.string(), mappings: z.array(roleSchema) }))
    .optional(),
});
const secretSchema = z.object({ type: z.string().optional(), value: z.string() });

/** A hard-coded claim in the access token: how Keycloak carries project_id and merchant_id. */
function claimMapper(claim: 'project_id' | 'merchant_id', value: number) {
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

function numberAttribute(client: KeycloakClient, name: string): number | null {
  const value = Number(client.attributes?.[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Credentials as confidential clients of a Keycloak realm, through its admin REST API with a
 * service-account client (realm-management roles manage-clients, view-clients, view-users,
 * manage-users). A credential is a client with a service account; its permissions are roles
 * of the client itself mapped to that account, its services realm roles, and project_id /
 * merchant_id hard-coded claim mappers (mirrored as client attributes for the list filters).
 * Audit rows are written locally once Keycloak has accepted the change. Keycloak keeps no
 * last use per secret, and secret rotation with a grace window needs its client policies:
 * this adapter replaces a secret at once (ADR 0161).
 */
export class KeycloakCredentialDirectory implements CredentialDirectory {
  readonly idp = 'keycloak' as const;
  private token: { value: string; expiresAt: number } | null = null;
  private readonly adminBase: string;
  private readonly realm: string;
  private readonly http: typeof fetch;

  constructor(
    private readonly db: Database,
    private readonly options: KeycloakCredentialOptions,
  ) {
    const issuer = options.issuer.replace(/\/$/, '');
    this.adminBase = issuer.replace(/\/realms\/([^/]+)$/, '/admin/realms/$1');
    this.realm = /\/realms\/([^/]+)$/.exec(issuer)?.[1] ?? 'master';
    this.http = options.fetch ?? fetch;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 10_000) return this.token.value;
    const response = await this.http(
      `${this.options.issuer.replace(/\/$/, '')}/protocol/openid-connect/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
        }),
      },
    );
    if (!response.ok)
      throw new HttpError(502, `O provedor de identidade recusou o acesso (${response.status}).`);
    const body = z.object({ access_token: z.string(), expires_in: z.number() }).parse(await response.json());
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async call(method: string, path: string, body?: unknown, allow409 = false): Promise<Response> {
    const response = await this.http(`${this.adminBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 404) throw notFound(CREDENTIAL_MESSAGES.notFound);
    if (response.status === 409 && !allow409)
      throw conflict('Já existe uma credencial com este identificador.');
    if (!response.ok && response.status !== 409) {
      throw new HttpError(502, `O provedor de identidade recusou a operação (${response.status}).`);
    }
    return response;
  }

  private async json<T>(schema: z.ZodType<T>, method: string, path: string): Promise<T> {
    return schema.parse(await (await this.call(method, path)).json());
  }

  private clientPath(id: string): string {
    return `/clients/${encodeURIComponent(id)}`;
  }

  /** A managed client the caller may see, or 404. */
  private async client(request: FastifyRequest, id: string): Promise<KeycloakClient> {
    const client = await this.json(clientSchema, 'GET', this.clientPath(id));
    if (client.attributes?.[MARK] !== 'true') throw notFound(CREDENTIAL_MESSAGES.notFound);
    assertProjectAccess(request, numberAttribute(client, 'project_id'));
    return client;
  }

  private async serviceAccount(id: string): Promise<string> {
    return (await this.json(userSchema, 'GET', `${this.clientPath(id)}/service-account-user`)).id;
  }

  private async roles(client: KeycloakClient): Promise<{ client_roles: string[]; realm_roles: string[] }> {
    const account = await this.serviceAccount(client.id);
    const mappings = await this.json(
      roleMappingsSchema,
      'GET',
      `/users/${encodeURIComponent(account)}/role-mappings`,
    );
    const own = Object.values(mappings.clientMappings ?? {}).find((m) => m.id === client.id);
    return {
      client_roles: (own?.mappings ?? []).map((r) => r.name).sort(),
      realm_roles: (mappings.realmMappings ?? [])
        .map((r) => r.name)
        .filter(
          (name) =>
            !name.startsWith('default-roles-') && name !== 'offline_access' && name !== 'uma_authorization',
        )
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
    request: FastifyRequest,
    client: KeycloakClient,
    action: 'CREATE' | 'UPDATE',
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await audit(this.db, request, {
      tableContext: CREDENTIAL_CONTEXT,
      recordId: client.id,
      action,
      before,
      after,
      projectId: numberAttribute(client, 'project_id'),
    });
  }

  async list(
    request: FastifyRequest,
    filters: CredentialFilters,
    page: PageRequest,
  ): Promise<Paged<Credential>> {
    const query = new URLSearchParams({
      q: `${MARK}:true`,
      first: '0',
      max: '1000',
      briefRepresentation: 'false',
    });
    if (filters.client_id) query.set('clientId', filters.client_id);
    if (filters.client_id) query.set('search', 'true');
    const scope = projectScope(request);
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
    const clients = (await this.json(z.array(clientSchema), 'GET', `/clients?${query}`)).filter(wanted);
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

  async read(request: FastifyRequest, id: string): Promise<CredentialDetail> {
    return this.detail(await this.client(request, id));
  }

  private async checkMappers(request: FastifyRequest, mappers: CredentialMappers): Promise<void> {
    await requireProject(this.db, request, mappers.project_id);
    if (mappers.merchant_id !== null && mappers.merchant_id !== undefined) {
      if ((await merchantProject(this.db, mappers.merchant_id)) !== mappers.project_id) {
        throw unprocessable(CREDENTIAL_MESSAGES.merchantNotInProject, {
          merchant_id: [CREDENTIAL_MESSAGES.merchantNotInProject],
        });
      }
    }
  }

  async create(request: FastifyRequest, input: CreateCredential): Promise<CredentialSecretAnswer> {
    requireUser(request);
    await this.checkMappers(request, input);
    const clientId = clientIdFor(input.client_name);
    const mappers = [claimMapper('project_id', input.project_id)];
    if (input.merchant_id) mappers.push(claimMapper('merchant_id', input.merchant_id));
    const created = await this.call('POST', '/clients', {
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
    });
    const id = created.headers.get('location')?.split('/').pop();
    if (!id) throw new HttpError(502, 'O provedor de identidade não informou a credencial criada.');
    await this.grant(id, { client_roles: input.client_roles, realm_roles: input.realm_roles });
    const secret = await this.json(secretSchema, 'GET', `${this.clientPath(id)}/client-secret`);
    const client = await this.json(clientSchema, 'GET', this.clientPath(id));
    await this.auditChange(request, client, 'CREATE', null, {
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
    const account = encodeURIComponent(await this.serviceAccount(id));
    if (roles.realm_roles.length > 0) {
      const realmRoles = await Promise.all(
        roles.realm_roles.map((name) => this.json(roleSchema, 'GET', `/roles/${encodeURIComponent(name)}`)),
      );
      await this.call('POST', `/users/${account}/role-mappings/realm`, realmRoles);
    }
    if (roles.client_roles.length > 0) {
      const catalogue = new Map((await listClientRoles(this.db)).map((r) => [r.code, r.description]));
      const unknown = roles.client_roles.filter((r) => !catalogue.has(r));
      if (unknown.length > 0) {
        throw unprocessable('Verifique as permissões e os serviços.', {
          client_roles: [`${CREDENTIAL_MESSAGES.unknownClientRole} (${unknown.join(', ')})`],
        });
      }
      const clientRoles = [];
      for (const name of roles.client_roles) {
        await this.call(
          'POST',
          `${this.clientPath(id)}/roles`,
          { name, description: catalogue.get(name) },
          true,
        );
        clientRoles.push(
          await this.json(roleSchema, 'GET', `${this.clientPath(id)}/roles/${encodeURIComponent(name)}`),
        );
      }
      await this.call(
        'POST',
        `/users/${account}/role-mappings/clients/${encodeURIComponent(id)}`,
        clientRoles,
      );
    }
  }

  private async revoke(id: string, roles: CredentialRoles): Promise<void> {
    const account = encodeURIComponent(await this.serviceAccount(id));
    const mappings = await this.json(roleMappingsSchema, 'GET', `/users/${account}/role-mappings`);
    const realm = (mappings.realmMappings ?? []).filter((r) => roles.realm_roles.includes(r.name));
    if (realm.length > 0) await this.call('DELETE', `/users/${account}/role-mappings/realm`, realm);
    const own = Object.values(mappings.clientMappings ?? {}).find((m) => m.id === id);
    const client = (own?.mappings ?? []).filter((r) => roles.client_roles.includes(r.name));
    if (client.length > 0) {
      await this.call('DELETE', `/users/${account}/role-mappings/clients/${encodeURIComponent(id)}`, client);
    }
  }

  private async changeRoles(request: FastifyRequest, id: string, roles: CredentialRoles, add: boolean) {
    const client = await this.client(request, id);
    const before = await this.roles(client);
    if (add) await this.grant(client.id, roles);
    else await this.revoke(client.id, roles);
    const after = await this.roles(client);
    await this.auditChange(request, client, 'UPDATE', before, after);
    return this.detail(client);
  }

  addRoles(request: FastifyRequest, id: string, roles: CredentialRoles): Promise<CredentialDetail> {
    return this.changeRoles(request, id, roles, true);
  }

  removeRoles(request: FastifyRequest, id: string, roles: CredentialRoles): Promise<CredentialDetail> {
    return this.changeRoles(request, id, roles, false);
  }

  async updateMappers(
    request: FastifyRequest,
    id: string,
    input: CredentialMappers,
  ): Promise<CredentialDetail> {
    const client = await this.client(request, id);
    await this.checkMappers(request, input);
    const path = `${this.clientPath(client.id)}/protocol-mappers/models`;
    const current = await this.json(z.array(mapperSchema), 'GET', path);
    const wanted: Array<['project_id' | 'merchant_id', number | null]> = [
      ['project_id', input.project_id],
      ['merchant_id', input.merchant_id ?? null],
    ];
    for (const [claim, value] of wanted) {
      const existing = current.find((m) => m.name === claim);
      if (existing?.id && value === null)
        await this.call('DELETE', `${path}/${encodeURIComponent(existing.id)}`);
      else if (existing?.id && value !== null) {
        await this.call('PUT', `${path}/${encodeURIComponent(existing.id)}`, {
          id: existing.id,
          ...claimMapper(claim, value),
        });
      } else if (value !== null) await this.call('POST', path, claimMapper(claim, value));
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
    await this.call('PUT', this.clientPath(client.id), updated);
    await this.auditChange(
      request,
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

  async setEnabled(request: FastifyRequest, id: string, enabled: boolean): Promise<CredentialDetail> {
    const client = await this.client(request, id);
    if ((client.enabled ?? true) === enabled) throw conflict(CREDENTIAL_MESSAGES.alreadyInState);
    const updated = { ...client, enabled };
    await this.call('PUT', this.clientPath(client.id), updated);
    await this.auditChange(request, client, 'UPDATE', { enabled: !enabled }, { enabled });
    return this.detail(updated);
  }

  async resetSecret(
    request: FastifyRequest,
    id: string,
    graceMinutes: number,
  ): Promise<CredentialSecretAnswer> {
    if (graceMinutes > 0) {
      throw unprocessable('O Keycloak em uso troca o segredo imediatamente.', {
        grace_minutes: ['O Keycloak em uso troca o segredo imediatamente.'],
      });
    }
    const client = await this.client(request, id);
    const secret = secretSchema.parse(
      await (await this.call('POST', `${this.clientPath(client.id)}/client-secret`)).json(),
    );
    await this.auditChange(
      request,
      client,
      'UPDATE',
      { secret: 'replaced' },
      { secret_hint: secret.value.slice(-4), grace_minutes: 0 },
    );
    return { id: 0, client_id: client.clientId, client_secret: secret.value, previous_expires_at: null };
  }

  async effectivePermissions(request: FastifyRequest, id: string): Promise<EffectivePermission[]> {
    const client = await this.client(request, id);
    if (client.enabled === false) return [];
    const roles = await this.roles(client);
    return effectivePermissions(this.db, roles.realm_roles, roles.client_roles);
  }

  clientRoles() {
    return listClientRoles(this.db);
  }

  async realmRoles() {
    const roles = await this.json(z.array(roleSchema), 'GET', '/roles?briefRepresentation=true');
    return roles
      .filter(
        (r) =>
          !r.name.startsWith('default-roles-') &&
          r.name !== 'offline_access' &&
          r.name !== 'uma_authorization',
      )
      .map((r) => ({ role_name: r.name, role_keycloak_id: r.id }));
  }

  async realms() {
    return [{ realm: this.realm }];
  }
}
