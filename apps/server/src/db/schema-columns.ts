import type { ColumnType } from 'kysely';

/** Column types shared by the row types of every area's tables (`schema.ts`, `schema-<area>.ts`). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json = ColumnType<unknown, string | undefined, string>;
