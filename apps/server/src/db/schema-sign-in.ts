import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

/** Row types of the sign-in throttle and the mail outbox (migrations/0480_sign_in_throttle_per_client.sql). */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type SignInThrottleTable = RowTypes['sign_in_throttle'];

export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  body: string;
  topic: string;
  created_at: Stamp;
  sent_at: NullableStamp;
}

export interface SignInTables {
  sign_in_throttle: SignInThrottleTable;
  mail_outbox: MailOutboxTable;
}
