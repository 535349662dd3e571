import type { ProjectUser } from '@mentor/contract/project-users';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { audit } from '../audit/audit-service.ts';
import {
  PROJECT_USER_MESSAGES,
  type ProjectUserInput,
  type ProjectUserListQuery,
  type UserDirectory,
} from './user-directory.ts';

export interface KeycloakDirectoryOptions {
  /** Realm URL, e.g. https://sso.example.com/realms/mentor. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
}

const keycloakUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  enabled: z.boolean().optional(),
  createdTimestamp: z.number().optional(),
  attributes: z.record(z.string(), z.array(z.string())).optional(),
});
type KeycloakUser = z.infer<typeof keycloakUserSchema>;
const roleSchema = z.object({ id: z.string(), name: z.string() });

function splitName(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * Project users in a Keycloak realm, through its admin REST API with a service-account client
 * (client credentials; the client needs the realm-management roles manage-users and
 * view-users). The project is the user attribute `project_id`, the mentor_ role a realm role
 * mapping. Audit rows are written locally once Keycloak has accepted the change.
 */
export class KeycloakUserDirectory implements UserDirectory {
  readonly kind = 'keycloak';
  private token: { value: string; expiresAt: number } | null = null;
  private readonly adminBase: string;
  private readonly http: typeof fetch;

  constructor(
    private readonly db: Database,
    private readonly options: KeycloakDirectoryOptions,
  ) {
    const issuer = options.issuer.replace(/\/$/, '');
    this.adminBase = issuer.replace(/\/realms\/([^/]+)$/, '/admin/realms/$1');
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
    if (!response.ok) throw new Error(`Keycloak token request failed: ${response.status}`);
    const body = z.object({ access_token: z.string(), expires_in: z.number() }).parse(await response.json());
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await this.http(`${this.adminBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 404) throw notFound(PROJECT_USER_MESSAGES.notFound);
    if (response.status === 409) {
      throw conflict(`${PROJECT_USER_MESSAGES.duplicateUsername} ou e-mail`, {
        username: [PROJECT_USER_MESSAGES.duplicateUsername],
        email: [PROJECT_USER_MESSAGES.duplicateEmail],
      });
    }
    if (!response.ok)
      throw new HttpError(502, `O provedor de identidade recusou a operação (${response.status}).`);
    return response;
  }

  private toProjectUser(user: KeycloakUser, projectId: number, role: string | null): ProjectUser {
    return {
      id: user.id,
      username: user.username,
      email: user.email ?? null,
      full_name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      document: user.attributes?.document?.[0] ?? null,
      role,
      enabled: user.enabled ?? true,
      project_id: projectId,
      created_at: user.createdTimestamp ? new Date(user.createdTimestamp).toISOString() : null,
    };
  }

  private async mentorRole(id: string): Promise<string | null> {
    const roles = z
      .array(roleSchema)
      .parse(await (await this.call('GET', `/users/${encodeURIComponent(id)}/role-mappings/realm`)).json());
    return roles.find((r) => r.name.startsWith('mentor_'))?.name ?? null;
  }

  private async fetchUser(projectId: number, id: string): Promise<KeycloakUser> {
    const user = keycloakUserSchema.parse(
      await (await this.call('GET', `/users/${encodeURIComponent(id)}`)).json(),
    );
    if (!user.attributes?.project_id?.includes(String(projectId)))
      throw notFound(PROJECT_USER_MESSAGES.notFound);
    return user;
  }

  private async setRole(id: string, role: string): Promise<void> {
    const path = `/users/${encodeURIComponent(id)}/role-mappings/realm`;
    const current = z.array(roleSchema).parse(await (await this.call('GET', path)).json());
    const stale = current.filter((r) => r.name.startsWith('mentor_') && r.name !== role);
    if (stale.length > 0) await this.call('DELETE', path, stale);
    if (!current.some((r) => r.name === role)) {
      const wanted = roleSchema.parse(
        await (await this.call('GET', `/roles/${encodeURIComponent(role)}`)).json(),
      );
      await this.call('POST', path, [wanted]);
    }
  }

  private async record(request: FastifyRequest, projectId: number, entry: Parameters<typeof audit>[2]) {
    await this.db.transaction().execute(async (trx) => audit(trx, request, { ...entry, projectId }));
  }

  async list(projectId: number, q: ProjectUserListQuery) {
    const filter = new URLSearchParams({ q: `project_id:${projectId}` });
    if (q.search) filter.set('search', q.search);
    const total = z.number().parse(await (await this.call('GET', `/users/count?${filter}`)).json());
    filter.set('first', String((q.page - 1) * q.perPage));
    filter.set('max', String(q.perPage));
    filter.set('briefRepresentation', 'false');
    const users = z
      .array(keycloakUserSchema)
      .parse(await (await this.call('GET', `/users?${filter}`)).json());
    const data = await Promise.all(
      users.map(async (u) => this.toProjectUser(u, projectId, await this.mentorRole(u.id))),
    );
    // The admin API does not sort; the page is sorted as asked.
    const key = q.sortBy === 'id' ? 'username' : q.sortBy;
    data.sort((a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')) * (q.sortDesc ? -1 : 1));
    return { data, total };
  }

  async get(projectId: number, id: string) {
    const user = await this.fetchUser(projectId, id);
    return this.toProjectUser(user, projectId, await this.mentorRole(user.id));
  }

  async create(request: FastifyRequest, projectId: number, input: ProjectUserInput, password: string) {
    const created = await this.call('POST', '/users', {
      username: input.username,
      email: input.email,
      ...splitName(input.full_name),
      enabled: input.enabled,
      emailVerified: true,
      attributes: {
        project_id: [String(projectId)],
        ...(input.document ? { document: [input.document] } : {}),
      },
      credentials: [{ type: 'password', value: password, temporary: false }],
    });
    const id = created.headers.get('location')?.split('/').pop();
    if (!id) throw new HttpError(502, 'O provedor de identidade não informou o usuário criado.');
    await this.setRole(id, input.role);
    const user = await this.get(projectId, id);
    await this.record(request, projectId, {
      tableContext: 'project_user',
      recordId: id,
      action: 'CREATE',
      after: user,
    });
    return user;
  }

  async update(
    request: FastifyRequest,
    projectId: number,
    id: string,
    input: Omit<ProjectUserInput, 'username'>,
  ) {
    const before = await this.get(projectId, id);
    const current = await this.fetchUser(projectId, id);
    await this.call('PUT', `/users/${encodeURIComponent(id)}`, {
      email: input.email,
      ...splitName(input.full_name),
      enabled: input.enabled,
      attributes: { ...current.attributes, document: input.document ? [input.document] : [] },
    });
    await this.setRole(id, input.role);
    const after = await this.get(projectId, id);
    await this.record(request, projectId, {
      tableContext: 'project_user',
      recordId: id,
      action: 'UPDATE',
      before,
      after,
    });
    return after;
  }

  async remove(request: FastifyRequest, projectId: number, id: string) {
    const before = await this.get(projectId, id);
    if (before.username === request.user?.username) throw conflict(PROJECT_USER_MESSAGES.selfDelete);
    await this.call('DELETE', `/users/${encodeURIComponent(id)}`);
    await this.record(request, projectId, {
      tableContext: 'project_user',
      recordId: id,
      action: 'DELETE',
      before,
    });
  }

  async resetPassword(request: FastifyRequest, projectId: number, id: string, password: string) {
    const user = await this.fetchUser(projectId, id);
    await this.call('PUT', `/users/${encodeURIComponent(id)}/reset-password`, {
      type: 'password',
      value: password,
      temporary: false,
    });
    // As with the built-in directory: the member's Keycloak sessions end, and the console's
    // one-time-code enrolment is cleared and its tokens refused (staff_user keeps both).
    await this.call('POST', `/users/${encodeURIComponent(id)}/logout`);
    await this.db
      .updateTable('staff_user')
      .set({ totp_secret: null, totp_enrolled_at: null, sessions_revoked_at: new Date() })
      .where('username', '=', user.username)
      .execute();
    await this.record(request, projectId, {
      tableContext: 'project_user',
      recordId: id,
      action: 'UPDATE',
      before: { password: 'anterior' },
      after: { password: 'redefinida' },
    });
  }
}
