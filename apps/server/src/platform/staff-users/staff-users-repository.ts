import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { StaffUserTable } from '../../db/schema.ts';
import { containsPattern } from '../../http/like.ts';
import { type PageRequest, pageOf } from '../../http/paging.ts';

/** The columns of a staff member shown to the console (never the password hash or authenticator secret). */
export const STAFF_COLUMNS = [
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

export type StaffRow = Pick<Selectable<StaffUserTable>, (typeof STAFF_COLUMNS)[number]>;

/** Serialises staff creations and profile changes so uniqueness checks agree with the writes after them. */
const STAFF_WRITE_LOCK = 727101;

export async function lockStaffWrites(trx: Database): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${STAFF_WRITE_LOCK})`.execute(trx);
}

/** A single-project staff member of a project, by id. */
export async function findProjectStaff(
  db: Database,
  projectId: number,
  id: number,
): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff_user')
    .select(STAFF_COLUMNS)
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('multi_project', '=', false)
    .executeTakeFirst();
}

export interface ProjectStaffQuery extends PageRequest {
  sortBy: 'id' | 'username' | 'full_name' | 'email' | 'created_at';
  sortDesc: boolean;
  search: string | undefined;
}

/** A page of a project's single-project staff, searched by name, e-mail or username. */
export async function pageProjectStaff(db: Database, projectId: number, q: ProjectStaffQuery) {
  let base = db
    .selectFrom('staff_user')
    .where('project_id', '=', projectId)
    .where('multi_project', '=', false);
  if (q.search) {
    const like = containsPattern(q.search);
    base = base.where((eb) =>
      eb.or([eb('full_name', 'ilike', like), eb('email', 'ilike', like), eb('username', 'ilike', like)]),
    );
  }
  return pageOf(base, q, (query) =>
    query
      .select(STAFF_COLUMNS)
      .orderBy(q.sortBy, q.sortDesc ? 'desc' : 'asc')
      .orderBy('id'),
  );
}

/** Staff members (other than `exceptId`) holding the username or e-mail, compared case-insensitively. */
export async function staffWithLogin(
  db: Database,
  fields: { username?: string; email: string },
  exceptId?: number,
) {
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
  return query.execute();
}

export interface NewStaffRow {
  username: string;
  email: string;
  full_name: string;
  document: string | null;
  password_hash: string | null;
  realm_roles: string[];
  project_id: number;
  enabled: boolean;
}

export async function insertProjectStaff(trx: Database, row: NewStaffRow): Promise<StaffRow> {
  return trx
    .insertInto('staff_user')
    .values({ ...row, multi_project: false })
    .returning(STAFF_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface StaffProfile {
  email: string;
  full_name: string;
  document: string | null;
  realm_roles: string[];
  enabled: boolean;
}

export async function updateStaffProfile(
  trx: Database,
  id: number,
  profile: StaffProfile,
): Promise<StaffRow> {
  return trx
    .updateTable('staff_user')
    .set({ ...profile, updated_at: new Date() })
    .where('id', '=', id)
    .returning(STAFF_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteStaff(trx: Database, id: number): Promise<void> {
  await trx.deleteFrom('staff_user').where('id', '=', id).execute();
}

/** Sets a new password hash and clears the authenticator enrolment with it. */
export async function setPasswordClearingAuthenticator(
  trx: Database,
  id: number,
  passwordHash: string,
): Promise<void> {
  await trx
    .updateTable('staff_user')
    .set({ password_hash: passwordHash, totp_secret: null, totp_enrolled_at: null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function clearAuthenticator(db: Database, id: number): Promise<void> {
  await db
    .updateTable('staff_user')
    .set({ totp_secret: null, totp_enrolled_at: null })
    .where('id', '=', id)
    .execute();
}

export async function staffByUsername(db: Database, username: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'realm_roles'])
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Some staff member holds this name as a role of their own (a role key or an identity-provider role). */
export async function nameHeldByStaff(db: Database, name: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('staff_user')
      .select('id')
      .where(sql<boolean>`${name} = ANY(realm_roles)`)
      .executeTakeFirst(),
  );
}

/**
 * Staff holding a role key, locked for update. A project role only means something to staff of
 * that project, so only they are returned for it.
 */
export async function holdersOf(db: Database, key: string, projectId: number | null) {
  let query = db
    .selectFrom('staff_user')
    .select(['id', 'username', 'realm_roles', 'project_id'])
    .where(sql<boolean>`${key} = ANY(realm_roles)`);
  if (projectId !== null) query = query.where('project_id', '=', projectId);
  return query.orderBy('id').forUpdate().execute();
}

export async function setStaffRoles(db: Database, staffId: number, roles: string[]): Promise<void> {
  await db
    .updateTable('staff_user')
    .set({ realm_roles: roles, updated_at: new Date() })
    .where('id', '=', staffId)
    .execute();
}

/** A staff member's authenticator secret (stored sealed) and when it was enrolled. */
export async function authenticatorOf(db: Database, username: string) {
  return db
    .selectFrom('staff_user')
    .select(['totp_secret', 'totp_enrolled_at'])
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Stores a newly enrolled authenticator secret; a member signed in from outside gets their row. */
export async function saveAuthenticator(
  db: Database,
  user: { username: string; fullName: string },
  secret: string,
): Promise<void> {
  await db
    .insertInto('staff_user')
    .values({
      username: user.username,
      full_name: user.fullName,
      totp_secret: secret,
      totp_enrolled_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({ totp_secret: secret, totp_enrolled_at: new Date() }),
    )
    .execute();
}

/** Authenticator secrets not starting with `prefix` (not sealed yet), by username. */
export async function authenticatorsWithout(db: Database, prefix: string) {
  return db
    .selectFrom('staff_user')
    .select(['username', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .where(sql<boolean>`left(totp_secret, ${prefix.length}) <> ${prefix}`)
    .execute();
}

/** Replaces a stored secret only while it is still `from`; answers whether it did. */
export async function replaceAuthenticator(
  db: Database,
  username: string,
  from: string,
  to: string,
): Promise<boolean> {
  const done = await db
    .updateTable('staff_user')
    .set({ totp_secret: to })
    .where('username', '=', username)
    .where('totp_secret', '=', from)
    .executeTakeFirst();
  return Number(done.numUpdatedRows ?? 0) > 0;
}

/** Whether a staff member is enabled, their roles and project. */
export async function standingOf(db: Database, username: string) {
  return db
    .selectFrom('staff_user')
    .select(['enabled', 'realm_roles', 'project_id'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function passwordHashOf(db: Database, username: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('staff_user')
    .select('password_hash')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.password_hash;
}
