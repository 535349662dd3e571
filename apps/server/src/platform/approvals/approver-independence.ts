import type { Database } from '../../db/database.ts';
import { rolePermissions } from '../../oidc/account-claims.ts';
import { actorsWhoChanged } from '../audit/audit-service.ts';
import { staffByUsername, staffStanding } from '../staff-users/staff-users-service.ts';
import { roleIdsOf } from './approvals-repository.ts';

/**
 * Who gave the approver the access they approve with: the staff who created, changed or re-enabled
 * the approver's account, or changed a role the approver holds, since `since` (by name).
 */
export async function grantorsOf(db: Database, approver: string, since: Date): Promise<string[]> {
  const staff = await staffByUsername(db, approver);
  if (!staff) return [];
  const roleIds = await roleIdsOf(db, staff.realm_roles);
  return actorsWhoChanged(db, since, approver, [
    { tableContext: 'project_user', recordIds: [String(staff.id)] },
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
