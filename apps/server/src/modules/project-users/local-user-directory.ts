import type { ProjectUser } from '@mentor/contract/project-users';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { endStaffSessions } from '../../oidc/staff-sessions.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  clearPasswordAndAuthenticator,
  type StaffMailer,
  sendPasswordLink,
} from '../../platform/staff-users/password-links-service.ts';
import {
  changeStaffProfile,
  createProjectStaff,
  deleteStaff,
  findProjectStaff,
  lockStaffWrites,
  pageProjectStaff,
  type StaffRow,
  staffWithLogin,
} from '../../platform/staff-users/staff-users-service.ts';
import {
  PROJECT_USER_MESSAGES,
  type ProjectUserInput,
  type ProjectUserListQuery,
  type UserDirectory,
} from './user-directory.ts';

function toProjectUser(row: StaffRow, projectId: number): ProjectUser {
  return {
    id: String(row.id),
    username: row.username,
    email: row.email,
    full_name: row.full_name,
    document: row.document,
    role: row.realm_roles.find((r) => r.startsWith('mentor_')) ?? null,
    enabled: row.enabled,
    project_id: row.project_id ?? projectId,
    created_at: row.created_at.toISOString(),
  };
}

const numericId = (id: string): number | null =>
  /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;

/** Realm roles after a role change: the mentor_ role replaced, any other role kept. */
const withRole = (current: readonly string[], role: string) => [
  role,
  ...current.filter((r) => !r.startsWith('mentor_')),
];

/**
 * Project users as rows of `staff_user`, signing in through the built-in provider. A new member,
 * or one whose password was reset, has no password until they set their own through the
 * one-use link sent to their e-mail (`links.mailer`, a link below `links.baseUrl`).
 */
export class LocalUserDirectory implements UserDirectory {
  readonly kind = 'local';
  constructor(
    private readonly db: Database,
    private readonly links: { baseUrl: string; mailer: StaffMailer },
  ) {}

  private sendLink(trx: Database, actor: Actor, row: StaffRow, purpose: 'CREATE' | 'RESET') {
    return sendPasswordLink(trx, this.links.mailer, {
      staff: row,
      purpose,
      requestedBy: actor.user.username,
      now: new Date(actor.clock.now()),
      baseUrl: this.links.baseUrl,
    });
  }

  private async find(db: Database, projectId: number, id: string): Promise<StaffRow> {
    const numeric = numericId(id);
    const row = numeric === null ? undefined : await findProjectStaff(db, projectId, numeric);
    if (!row) throw notFound(PROJECT_USER_MESSAGES.notFound);
    return row;
  }

  private async assertUnique(db: Database, fields: { username?: string; email: string }, exceptId?: number) {
    const errors: Record<string, string[]> = {};
    for (const other of await staffWithLogin(db, fields, exceptId)) {
      if (fields.username && other.username.toLowerCase() === fields.username.toLowerCase()) {
        errors.username = [PROJECT_USER_MESSAGES.duplicateUsername];
      }
      if (other.email?.toLowerCase() === fields.email.toLowerCase())
        errors.email = [PROJECT_USER_MESSAGES.duplicateEmail];
    }
    if (Object.keys(errors).length > 0) {
      throw conflict(Object.values(errors).flat().join('. '), errors);
    }
  }

  async list(projectId: number, q: ProjectUserListQuery) {
    const page = await pageProjectStaff(this.db, projectId, q);
    return { data: page.data.map((r) => toProjectUser(r, projectId)), total: page.total };
  }

  async get(projectId: number, id: string) {
    return toProjectUser(await this.find(this.db, projectId, id), projectId);
  }

  async create(actor: Actor, projectId: number, input: ProjectUserInput) {
    return this.db.transaction().execute(async (trx) => {
      // Serialise concurrent creations so the uniqueness check and the insert agree.
      await lockStaffWrites(trx);
      await this.assertUnique(trx, input);
      const row = await createProjectStaff(trx, {
        username: input.username,
        email: input.email,
        full_name: input.full_name,
        document: input.document,
        password_hash: null,
        realm_roles: [input.role],
        project_id: projectId,
        enabled: input.enabled,
      });
      const user = toProjectUser(row, projectId);
      await this.sendLink(trx, actor, row, 'CREATE');
      await audit(trx, actor, {
        tableContext: 'project_user',
        recordId: row.id,
        action: 'CREATE',
        after: { ...user, password: 'link enviado ao usuário' },
        projectId,
      });
      return user;
    });
  }

  async update(actor: Actor, projectId: number, id: string, input: Omit<ProjectUserInput, 'username'>) {
    return this.db.transaction().execute(async (trx) => {
      await lockStaffWrites(trx);
      const current = await this.find(trx, projectId, id);
      await this.assertUnique(trx, { email: input.email }, current.id);
      const row = await changeStaffProfile(trx, current.id, {
        email: input.email,
        full_name: input.full_name,
        document: input.document,
        realm_roles: withRole(current.realm_roles, input.role),
        enabled: input.enabled,
      });
      const user = toProjectUser(row, projectId);
      // A new role (it may grant less) or a disable ends the member's sessions within seconds.
      const before = toProjectUser(current, projectId);
      if (before.role !== user.role || (before.enabled && !user.enabled)) await endStaffSessions(trx, row.id);
      await audit(trx, actor, {
        tableContext: 'project_user',
        recordId: row.id,
        action: 'UPDATE',
        before,
        after: user,
        projectId,
      });
      return user;
    });
  }

  async remove(actor: Actor, projectId: number, id: string) {
    await this.db.transaction().execute(async (trx) => {
      const current = await this.find(trx, projectId, id);
      if (current.username === actor.user.username) throw conflict(PROJECT_USER_MESSAGES.selfDelete);
      await deleteStaff(trx, current.id);
      await audit(trx, actor, {
        tableContext: 'project_user',
        recordId: current.id,
        action: 'DELETE',
        before: toProjectUser(current, projectId),
        projectId,
      });
    });
  }

  async resetPassword(actor: Actor, projectId: number, id: string) {
    await this.db.transaction().execute(async (trx) => {
      const current = await this.find(trx, projectId, id);
      // Whoever asks for the reset never learns the new password nor passes the member's
      // one-time code: password and authenticator are cleared, every session ends, and the
      // member sets a new password through the link sent to their own e-mail.
      await clearPasswordAndAuthenticator(trx, current.id);
      await endStaffSessions(trx, current.id);
      await this.sendLink(trx, actor, current, 'RESET');
      // The audit row records what happened, never a password, a hash or the link.
      await audit(trx, actor, {
        tableContext: 'project_user',
        recordId: current.id,
        action: 'UPDATE',
        before: {
          username: current.username,
          password: 'anterior',
          authenticator: 'cadastrado',
          sessions: 'ativas',
        },
        after: {
          username: current.username,
          password: 'link enviado ao usuário',
          authenticator: 'removido',
          sessions: 'encerradas',
        },
        projectId,
      });
    });
  }
}
