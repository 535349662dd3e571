import type { Database } from '../../db/database.ts';
import * as staff from './staff-users-repository.ts';

export type { NewStaffRow, ProjectStaffQuery, StaffProfile, StaffRow } from './staff-users-repository.ts';

/**
 * Staff members (`staff_user`): the sign-in identities of the console. The platform owns the
 * table, since sign-in and one-time codes write it below the business areas; project users and
 * roles read and change staff members only through these functions.
 */

/** Takes the staff write lock for the rest of the transaction (uniqueness checks, then the write). */
export function lockStaffWrites(trx: Database): Promise<void> {
  return staff.lockStaffWrites(trx);
}

/** A single-project staff member of a project, by id; `undefined` when another project's or unknown. */
export function findProjectStaff(db: Database, projectId: number, id: number) {
  return staff.findProjectStaff(db, projectId, id);
}

/** A page of a project's single-project staff. */
export function pageProjectStaff(db: Database, projectId: number, query: staff.ProjectStaffQuery) {
  return staff.pageProjectStaff(db, projectId, query);
}

/** Staff members (other than `exceptId`) already holding the username or e-mail, case-insensitively. */
export function staffWithLogin(
  db: Database,
  fields: { username?: string; email: string },
  exceptId?: number,
) {
  return staff.staffWithLogin(db, fields, exceptId);
}

export function createProjectStaff(trx: Database, row: staff.NewStaffRow) {
  return staff.insertProjectStaff(trx, row);
}

export function changeStaffProfile(trx: Database, id: number, profile: staff.StaffProfile) {
  return staff.updateStaffProfile(trx, id, profile);
}

export function deleteStaff(trx: Database, id: number): Promise<void> {
  return staff.deleteStaff(trx, id);
}

/** A new password: the authenticator enrolment goes with the old one (the member enrols again). */
export function resetStaffPassword(trx: Database, id: number, passwordHash: string): Promise<void> {
  return staff.setPasswordClearingAuthenticator(trx, id, passwordHash);
}

/** Clears the member's authenticator enrolment (they enrol again at the next sensitive action). */
export function clearStaffAuthenticator(db: Database, id: number): Promise<void> {
  return staff.clearAuthenticator(db, id);
}

/** The id and roles stored for a username, when a staff row exists for it. */
export function staffByUsername(db: Database, username: string) {
  return staff.staffByUsername(db, username);
}

/** Some staff member holds this name as a role of their own (a role key or an identity-provider role). */
export function roleNameHeldByStaff(db: Database, name: string): Promise<boolean> {
  return staff.nameHeldByStaff(db, name);
}

/** Staff holding a role key, locked for update (for a project role, only that project's staff). */
export function roleHolders(trx: Database, key: string, projectId: number | null) {
  return staff.holdersOf(trx, key, projectId);
}

export function setStaffRoles(trx: Database, staffId: number, roles: string[]): Promise<void> {
  return staff.setStaffRoles(trx, staffId, roles);
}

/** A staff member's authenticator secret (stored sealed) and when it was enrolled. */
export function staffAuthenticator(db: Database, username: string) {
  return staff.authenticatorOf(db, username);
}

/** Stores a staff member's newly enrolled (sealed) authenticator secret. */
export function enrolStaffAuthenticator(
  db: Database,
  user: { username: string; fullName: string },
  sealedSecret: string,
): Promise<void> {
  return staff.saveAuthenticator(db, user, sealedSecret);
}

/** Staff whose stored authenticator secret does not start with `prefix`. */
export function staffAuthenticatorsWithout(db: Database, prefix: string) {
  return staff.authenticatorsWithout(db, prefix);
}

/** Replaces a stored authenticator secret while it is still `from` (a concurrent enrolment wins). */
export function replaceStaffAuthenticator(db: Database, username: string, from: string, to: string) {
  return staff.replaceAuthenticator(db, username, from, to);
}

/** Whether a staff member is enabled, their roles and project; undefined without a local row. */
export function staffStanding(db: Database, username: string) {
  return staff.standingOf(db, username);
}

/** The member's password hash (null when they have not set one, or sign in elsewhere). */
export async function staffPasswordHash(db: Database, username: string): Promise<string | null> {
  return (await staff.passwordHashOf(db, username)) ?? null;
}
