import type { ColumnType, Generated } from 'kysely';

/** Row types of the staff members' password links (migrations/0450_four_eyes_owner_passwords.sql). */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A one-use link for a staff member to set their own password; only the token's digest is kept. */
export interface StaffPasswordLinkTable {
  id: Generated<number>;
  staff_user_id: number;
  token_hash: string;
  purpose: 'CREATE' | 'RESET';
  requested_by: string;
  created_at: Stamp;
  expires_at: Stamp;
  used_at: NullableStamp;
}

export interface StaffUsersTables {
  staff_password_link: StaffPasswordLinkTable;
}
