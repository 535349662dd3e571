import type { Database } from '../../db/database.ts';
import { rolePermissions } from '../../oidc/account-claims.ts';

/**
 * Who gave the approver the access they approve with: the staff who created, changed or re-enabled
 * the approver's account, or changed a role the approver holds, since `since` (newest first).
 */
export async function grantorsOf(db: Database, approver: string, since: Date): Promise<string[]> {
  const staff = await db
    .selectFrom('staff_user')
    .select(['id', 'realm_roles'])
    .where('username', '=', approver)
    .executeTakeFirst();
  if (!staff) return [];
  const roles = staff.realm_roles.length
    ? await db.selectFrom('role').select('id').where('role_key', 'in', staff.realm_roles).execute()
    : [];
  const roleIds = roles.map((r) => String(r.id));
  const rows = await db
    .selectFrom('audit_log')
    .select('actor')
    .distinct()
    .where('occurred_at', '>=', since)
    .where('actor', '!=', approver)
    .where((eb) =>
      eb.or([
        eb.and([eb('table_context', '=', 'project_user'), eb('record_id', '=', String(staff.id))]),
        ...(roleIds.length
          ? [eb.and([eb('table_context', '=', 'role'), eb('record_id', 'in', roleIds)])]
          : []),
      ]),
    )
    .execute();
  return rows.map((r) => r.actor).sort();
}

/** Whether the requester may still make the change now: enabled, and still holding its permission. */
export async function requesterStillEntitled(
  db: Database,
  requester: string,
  permission: string,
): Promise<boolean> {
  const staff = await db
    .selectFrom('staff_user')
    .select(['enabled', 'realm_roles', 'project_id'])
    .where('username', '=', requester)
    .executeTakeFirst();
  // Staff of an external issuer without a local row are left to the issuer.
  if (!staff) return true;
  if (!staff.enabled) return false;
  if (staff.realm_roles.includes('bypass_permission') || staff.realm_roles.includes(permission)) return true;
  const held = await rolePermissions(db, staff.realm_roles, staff.project_id);
  return held.some((name) => name.startsWith(permission));
}
