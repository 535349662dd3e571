import type { ProjectUser } from '@mentor/contract/project-users';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { StaffUserTable } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { containsPattern } from '../../http/like.ts';
import { pageOf } from '../../http/paging.ts';
import { hashPassword } from '../../oidc/password.ts';
import { endStaffSessions } from '../../oidc/staff-sessions.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  PROJECT_USER_MESSAGES,
  type ProjectUserInput,
  type ProjectUserListQuery,
  type UserDirectory,
} from './user-directory.ts';

type StaffRow = Pick<
  Selectable<StaffUserTable>,
  | 'id'
  | 'username'
  | 'email'
  | 'full_name'
  | 'document'
  | 'realm_roles'
  | 'enabled'
  | 'project_id'
  | 'created_at'
>;

const COLUMNS = [
  'id',
  'username',
  'email',
  'full_name',
  'document',
  'realm_roles',
  'enabled',
  'project_id',
  'created_at',
] as const;

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

/** Project users as rows of `staff_user`, signing in through the built-in provider at once. */
export class LocalUserDirectory implements UserDirectory {
  readonly kind = 'local';
  constructor(private readonly db: Database) {}

  private async find(db: Database, projectId: number, id: string): Promise<StaffRow> {
    const numeric = numericId(id);
    const row =
      numeric === null
        ? undefined
        : await db
            .selectFrom('staff_user')
            .select(COLUMNS)
            .where('id', '=', numeric)
            .where('project_id', '=', projectId)
            .where('multi_project', '=', false)
            .executeTakeFirst();
    if (!row) throw notFound(PROJECT_USER_MESSAGES.notFound);
    return row;
  }

  private async assertUnique(db: Database, fields: { username?: string; email: string }, exceptId?: number) {
    const errors: Record<string, string[]> = {};
    let query = db
      .selectFrom('staff_user')
      .select(['id', 'username', 'email'])
      .where((eb) =>
        eb.or([
          ...(fields.username ? [eb(eb.fn('lower', ['username']), '=', fields.username.toLowerCase())] : []),
          eb(eb.fn('lower', ['email']), '=', fields.email.toLowerCase()),
        ]),
      );
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    for (const other of await query.execute()) {
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
    let base = this.db
      .selectFrom('staff_user')
      .where('project_id', '=', projectId)
      .where('multi_project', '=', false);
    if (q.search) {
      const like = containsPattern(q.search);
      base = base.where((eb) =>
        eb.or([eb('full_name', 'ilike', like), eb('email', 'ilike', like), eb('username', 'ilike', like)]),
      );
    }
    const page = await pageOf(
      base,
      q,
      (query) =>
        query
          .select(COLUMNS)
          .orderBy(q.sortBy, q.sortDesc ? 'desc' : 'asc')
          .orderBy('id'),
      (r) => toProjectUser(r, projectId),
    );
    return { data: page.data, total: page.total };
  }

  async get(projectId: number, id: string) {
    return toProjectUser(await this.find(this.db, projectId, id), projectId);
  }

  async create(request: FastifyRequest, projectId: number, input: ProjectUserInput, password: string) {
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      // Serialise concurrent creations so the uniqueness check and the insert agree.
      await sql`SELECT pg_advisory_xact_lock(727101)`.execute(trx);
      await this.assertUnique(trx, input);
      const row = await trx
        .insertInto('staff_user')
        .values({
          username: input.username,
          email: input.email,
          full_name: input.full_name,
          document: input.document,
          password_hash: passwordHash,
          realm_roles: [input.role],
          multi_project: false,
          project_id: projectId,
          enabled: input.enabled,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      const user = toProjectUser(row, projectId);
      await audit(trx, request, {
        tableContext: 'project_user',
        recordId: row.id,
        action: 'CREATE',
        after: user,
        projectId,
      });
      return user;
    });
  }

  async update(
    request: FastifyRequest,
    projectId: number,
    id: string,
    input: Omit<ProjectUserInput, 'username'>,
  ) {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(727101)`.execute(trx);
      const current = await this.find(trx, projectId, id);
      await this.assertUnique(trx, { email: input.email }, current.id);
      const row = await trx
        .updateTable('staff_user')
        .set({
          email: input.email,
          full_name: input.full_name,
          document: input.document,
          realm_roles: withRole(current.realm_roles, input.role),
          enabled: input.enabled,
          updated_at: new Date(),
        })
        .where('id', '=', current.id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      const user = toProjectUser(row, projectId);
      // A new role (it may grant less) or a disable ends the member's sessions within seconds.
      const before = toProjectUser(current, projectId);
      if (before.role !== user.role || (before.enabled && !user.enabled)) await endStaffSessions(trx, row.id);
      await audit(trx, request, {
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

  async remove(request: FastifyRequest, projectId: number, id: string) {
    await this.db.transaction().execute(async (trx) => {
      const current = await this.find(trx, projectId, id);
      if (current.username === request.user?.username) throw conflict(PROJECT_USER_MESSAGES.selfDelete);
      await trx.deleteFrom('staff_user').where('id', '=', current.id).execute();
      await audit(trx, request, {
        tableContext: 'project_user',
        recordId: current.id,
        action: 'DELETE',
        before: toProjectUser(current, projectId),
        projectId,
      });
    });
  }

  async resetPassword(request: FastifyRequest, projectId: number, id: string, password: string) {
    const passwordHash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      const current = await this.find(trx, projectId, id);
      // Whoever set the new password must not also pass the member's one-time code: the
      // authenticator is cleared (the member enrols again at the next sensitive action), and
      // every session of the member ends.
      await trx
        .updateTable('staff_user')
        .set({
          password_hash: passwordHash,
          totp_secret: null,
          totp_enrolled_at: null,
          updated_at: new Date(),
        })
        .where('id', '=', current.id)
        .execute();
      await endStaffSessions(trx, current.id);
      // The audit row records that the password changed, never the password or its hash.
      await audit(trx, request, {
        tableContext: 'project_user',
        recordId: current.id,
        action: 'UPDATE',
        before: { password: 'anterior', authenticator: 'cadastrado', sessions: 'ativas' },
        after: { password: 'redefinida', authenticator: 'removido', sessions: 'encerradas' },
        projectId,
      });
    });
  }
}
