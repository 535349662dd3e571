import type { RequiredActionAlias } from '@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js';
import type RoleRepresentation from '@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js';
import type UserRepresentation from '@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js';
import type { ProjectUser } from '@mentor/contract/project-users';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import {
  type KeycloakAdmin,
  type KeycloakAdminOptions,
  keycloakAdmin,
  keycloakCall,
} from '../../oidc/keycloak-admin.ts';
import { endStaffSessions } from '../../oidc/staff-sessions.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { PASSWORD_LINK_HOURS } from '../../platform/staff-users/password-links-service.ts';
import { clearStaffAuthenticator, staffByUsername } from '../../platform/staff-users/staff-users-service.ts';
import {
  PROJECT_USER_MESSAGES,
  type ProjectUserInput,
  type ProjectUserListQuery,
  type UserDirectory,
} from './user-directory.ts';

/** Keycloak's required action that makes the member choose a password. */
const UPDATE_PASSWORD = 'UPDATE_PASSWORD' as RequiredActionAlias;

type KeycloakUser = UserRepresentation & { id: string; username: string };
type MappedRole = RoleRepresentation & { id: string; name: string };

const isMappable = (role: RoleRepresentation | null | undefined): role is MappedRole =>
  typeof role?.id === 'string' && typeof role.name === 'string';
const isUser = (user: UserRepresentation | null | undefined): user is KeycloakUser =>
  typeof user?.id === 'string' && typeof user.username === 'string';

const userNotFound = () => notFound(PROJECT_USER_MESSAGES.notFound);
const duplicateUser = () =>
  conflict(`${PROJECT_USER_MESSAGES.duplicateUsername} ou e-mail`, {
    username: [PROJECT_USER_MESSAGES.duplicateUsername],
    email: [PROJECT_USER_MESSAGES.duplicateEmail],
  });
const forUser = { notFound: userNotFound, conflict: duplicateUser };

/** Keycloak keeps attributes as lists of strings. */
const attribute = (user: UserRepresentation, name: string): string[] => {
  const value = user.attributes?.[name];
  return Array.isArray(value) ? value.map(String) : [];
};

function splitName(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * Project users in a Keycloak realm, through its admin REST API (`@keycloak/keycloak-admin-client`)
 * with a service-account client (client credentials; the client needs the realm-management roles
 * manage-users and view-users). The project is the user attribute `project_id`, the mentor_ role a
 * realm role mapping. Audit rows are written locally once Keycloak has accepted the change.
 */
export class KeycloakUserDirectory implements UserDirectory {
  readonly kind = 'keycloak';
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

  private toProjectUser(user: KeycloakUser, projectId: number, role: string | null): ProjectUser {
    return {
      id: user.id,
      username: user.username,
      email: user.email ?? null,
      full_name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      document: attribute(user, 'document')[0] ?? null,
      role,
      enabled: user.enabled ?? true,
      project_id: projectId,
      created_at: user.createdTimestamp ? new Date(user.createdTimestamp).toISOString() : null,
    };
  }

  private async realmRoles(id: string): Promise<MappedRole[]> {
    const roles = await keycloakCall(() => this.kc.users.listRealmRoleMappings({ id }), forUser);
    return roles.filter(isMappable);
  }

  private async mentorRole(id: string): Promise<string | null> {
    return (await this.realmRoles(id)).find((r) => r.name.startsWith('mentor_'))?.name ?? null;
  }

  /** The user, if it belongs to the project; 404 otherwise. */
  private async fetchUser(projectId: number, id: string): Promise<KeycloakUser> {
    const user = await keycloakCall(() => this.kc.users.findOne({ id }), forUser);
    if (!isUser(user) || !attribute(user, 'project_id').includes(String(projectId))) throw userNotFound();
    return user;
  }

  /** The realm role named by the console; one the realm lacks is refused before any change. */
  private async roleNamed(role: string): Promise<MappedRole> {
    const found = await keycloakCall(() => this.kc.roles.findOneByName({ name: role }));
    if (!isMappable(found)) {
      throw unprocessable(PROJECT_USER_MESSAGES.invalidRole, { role: [PROJECT_USER_MESSAGES.invalidRole] });
    }
    return found;
  }

  /** Leaves `role` as the user's one mentor_ realm role. */
  private async setRole(id: string, role: MappedRole): Promise<void> {
    const current = await this.realmRoles(id);
    const stale = current.filter((r) => r.name.startsWith('mentor_') && r.name !== role.name);
    if (stale.length > 0) {
      await keycloakCall(() => this.kc.users.delRealmRoleMappings({ id, roles: stale }), forUser);
    }
    if (!current.some((r) => r.name === role.name)) {
      await keycloakCall(() => this.kc.users.addRealmRoleMappings({ id, roles: [role] }), forUser);
    }
  }

  /**
   * Ends the member's Keycloak sessions and refuses the console tokens issued before now (ADR 0330);
   * after a password reset the console's one-time-code enrolment is cleared as well.
   */
  private async endSessions(id: string, username: string, clearAuthenticator: boolean): Promise<void> {
    await keycloakCall(() => this.kc.users.logout({ id }), forUser);
    const staff = await staffByUsername(this.db, username);
    if (!staff) return;
    if (clearAuthenticator) await clearStaffAuthenticator(this.db, staff.id);
    await endStaffSessions(this.db, staff.id);
  }

  private async record(actor: Actor, projectId: number, entry: Parameters<typeof audit>[2]) {
    await this.db.transaction().execute(async (trx) => audit(trx, actor, { ...entry, projectId }));
  }

  async list(projectId: number, q: ProjectUserListQuery) {
    const filter = { q: `project_id:${projectId}`, ...(q.search ? { search: q.search } : {}) };
    const total = await keycloakCall(() => this.kc.users.count(filter));
    const users = await keycloakCall(() =>
      this.kc.users.find({
        ...filter,
        first: (q.page - 1) * q.perPage,
        max: q.perPage,
        briefRepresentation: false,
      }),
    );
    const data = await Promise.all(
      users.filter(isUser).map(async (u) => this.toProjectUser(u, projectId, await this.mentorRole(u.id))),
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

  /**
   * Asks Keycloak to e-mail the member its link to set their own password (required action
   * UPDATE_PASSWORD through execute-actions-email): the console's administrator never sets it.
   */
  private async sendPasswordEmail(id: string): Promise<void> {
    await keycloakCall(
      () =>
        this.kc.users.executeActionsEmail({
          id,
          actions: [UPDATE_PASSWORD],
          lifespan: PASSWORD_LINK_HOURS * 3600,
        }),
      forUser,
    );
  }

  async create(actor: Actor, projectId: number, input: ProjectUserInput) {
    const role = await this.roleNamed(input.role);
    const { id } = await keycloakCall(
      () =>
        this.kc.users.create({
          username: input.username,
          email: input.email,
          ...splitName(input.full_name),
          enabled: input.enabled,
          emailVerified: true,
          attributes: {
            project_id: [String(projectId)],
            ...(input.document ? { document: [input.document] } : {}),
          },
          // No password: the member sets their own from Keycloak's e-mail.
          requiredActions: [UPDATE_PASSWORD],
        }),
      forUser,
    );
    await this.setRole(id, role);
    await this.sendPasswordEmail(id);
    const user = await this.get(projectId, id);
    await this.record(actor, projectId, {
      tableContext: 'project_user',
      recordId: id,
      action: 'CREATE',
      after: { ...user, password: 'link enviado ao usuário' },
    });
    return user;
  }

  async update(actor: Actor, projectId: number, id: string, input: Omit<ProjectUserInput, 'username'>) {
    const current = await this.fetchUser(projectId, id);
    const before = this.toProjectUser(current, projectId, await this.mentorRole(id));
    const role = await this.roleNamed(input.role);
    await keycloakCall(
      () =>
        this.kc.users.update(
          { id },
          {
            email: input.email,
            ...splitName(input.full_name),
            enabled: input.enabled,
            attributes: { ...current.attributes, document: input.document ? [input.document] : [] },
          },
        ),
      forUser,
    );
    await this.setRole(id, role);
    const after = await this.get(projectId, id);
    // A new role (it may grant less) or a disable ends the member's sessions (ADR 0330).
    if (before.role !== after.role || (before.enabled && !after.enabled)) {
      await this.endSessions(id, current.username, false);
    }
    await this.record(actor, projectId, {
      tableContext: 'project_user',
      recordId: id,
      action: 'UPDATE',
      before,
      after,
    });
    return after;
  }

  async remove(actor: Actor, projectId: number, id: string) {
    const before = await this.get(projectId, id);
    if (before.username === actor.user.username) throw conflict(PROJECT_USER_MESSAGES.selfDelete);
    await keycloakCall(() => this.kc.users.del({ id }), forUser);
    await this.record(actor, projectId, {
      tableContext: 'project_user',
      recordId: id,
      action: 'DELETE',
      before,
    });
  }

  async resetPassword(actor: Actor, projectId: number, id: string) {
    const user = await this.fetchUser(projectId, id);
    // Keycloak e-mails the member a link to set a new password (never to the caller); the
    // member's sessions end and the console's authenticator is cleared, as with the built-in
    // directory.
    await this.sendPasswordEmail(id);
    await this.endSessions(id, user.username, true);
    // The audit row records what happened, never a password.
    await this.record(actor, projectId, {
      tableContext: 'project_user',
      recordId: id,
      action: 'UPDATE',
      before: {
        username: user.username,
        password: 'anterior',
        authenticator: 'cadastrado',
        sessions: 'ativas',
      },
      after: {
        username: user.username,
        password: 'link enviado ao usuário',
        authenticator: 'removido',
        sessions: 'encerradas',
      },
    });
  }
}
