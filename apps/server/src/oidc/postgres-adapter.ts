import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';

/** Expired rows are invisible at once and deleted at most this often. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

function isPayload(value: unknown): value is AdapterPayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * oidc-provider storage (sessions, interactions, grants, codes, refresh tokens) in table
 * `oidc_payload`, one row per (model, id).
 */
export class PostgresAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly db: Database,
    private readonly onWrite: () => void = () => {},
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? sql<Date>`now() + make_interval(secs => ${expiresIn})` : null;
    const consumedAt =
      typeof payload.consumed === 'number' ? sql<Date>`to_timestamp(${payload.consumed})` : null;
    const row = {
      payload: JSON.stringify(payload),
      grant_id: optionalString(payload.grantId),
      user_code: optionalString(payload.userCode),
      uid: optionalString(payload.uid),
      expires_at: expiresAt,
      consumed_at: consumedAt,
    };
    await this.db
      .insertInto('oidc_payload')
      .values({ model: this.model, id, ...row })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute();
    this.onWrite();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidc_payload')
      .set({
        consumed_at: sql<Date>`now()`,
        payload: sql<string>`payload || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)`,
      })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payload').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_payload')
      .where('model', '=', this.model)
      .where('grant_id', '=', grantId)
      .execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
    const row = await this.db
      .selectFrom('oidc_payload')
      .select('payload')
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .limit(1)
      .executeTakeFirst();
    return row && isPayload(row.payload) ? row.payload : undefined;
  }
}

/** Deletes expired rows; returns how many went. */
export async function purgeExpiredPayloads(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payload')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The `adapter` factory handed to the provider. Writes occasionally trigger a purge of expired
 * rows in the background; a failed purge is reported and retried at the next interval.
 */
export function postgresAdapterFactory(
  db: Database,
  onPurgeError: (error: unknown) => void,
): (model: string) => PostgresAdapter {
  let lastPurge = 0;
  const maybePurge = () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now;
    purgeExpiredPayloads(db).catch(onPurgeError);
  };
  return (model) => new PostgresAdapter(model, db, maybePurge);
}
