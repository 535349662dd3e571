import type { Database } from '../../db/database.ts';
import { rolePermissions } from '../../oidc/account-claims.ts';
import { actorsWhoChanged } from '../audit/audit-service.ts';
import { staffByUsername, staffStanding } from '../staff-users/staff-users-service.ts';
import { roleIdsOf } from './approvals-repository.ts';

/**
 * Who ever gave the approver the access they approve with: the staff who created, edited,
 * re-enabled or reset the password of the approver's account, or changed a role the approver
 * holds (by name). It is not windowed: whoever once held the approver's account in their hands
 * (a password reset, a role they chose) never counts as an independent second person for them.
 */
export async function grantorsOf(db: Database, approver: string): Promise<string[]> {
  const staff = await staffByUsername(db, approver);
  const roleIds = staff ? await roleIdsOf(db, staff.realm_roles) : [];
  return actorsWhoChanged(db, null, approver, [
    // By local id, and by username for a directory whose ids are not the local ones (Keycloak).
    { tableContext: 'project_user', recordIds: staff ? [String(staff.id)] : [], usernames: [approver] },
    { tableContext: 'role', recordIds: roleIds },
  ]);
}

/** Whether the requester may still make the change now: enabled, and still holding its permission. */
export async function requesterStillEntitled(
  db: Database,
  requester: string,
  permission: string,
): Promise<boolean> {
  const staff = await staffStanding(db, requester);
  // Staff of an external issuer without a local row are left to the issuer.
  if (!staff) return true;
  if (!staff.enabled) return false;
  if (staff.realm_roles.includes('bypass_permission') || staff.realm_roles.includes(permission)) return true;
  const held = await rolePermissions(db, staff.realm_roles, staff.project_id);
  return held.some((name) => name.startsWith(permission));
}
