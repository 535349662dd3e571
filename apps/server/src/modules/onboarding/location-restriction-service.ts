import { BRAZIL_STATES } from '@mentor/contract/onboarding';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/project-scope.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { scopedWhiteLabel } from './positive-list-service.ts';

export const LOCATION_MESSAGES = {
  notFound: 'Restrição não encontrada.',
  duplicate: 'Já existe uma restrição para este local.',
} as const;

type Row = {
  uuid: string;
  uuid_white_label: string;
  state: string;
  city: string | null;
  active: boolean;
  created_by: string;
  created_at: Date;
};
const toRestriction = (r: Row) => ({
  uuid: r.uuid,
  uuidWhiteLabel: r.uuid_white_label,
  state: r.state,
  city: r.city,
  active: r.active,
  createdBy: r.created_by,
  createdAt: r.created_at.toISOString(),
});

export async function listRestrictions(db: Database, request: FastifyRequest, wl: string) {
  await scopedWhiteLabel(db, request, wl);
  const rows = await db
    .selectFrom('location_restriction')
    .select(['uuid', 'uuid_white_label', 'state', 'city', 'active', 'created_by', 'created_at'])
    .where('uuid_white_label', '=', wl)
    .orderBy('state')
    .orderBy('city')
    .execute();
  return rows.map(toRestriction);
}

export async function createRestriction(
  db: Database,
  request: FastifyRequest,
  input: { uuidWhiteLabel: string; state: string; city: string | null; active: boolean },
) {
  const user = requireUser(request);
  try {
    return await db.transaction().execute(async (trx) => {
      const label = await scopedWhiteLabel(trx, request, input.uuidWhiteLabel);
      const row = await trx
        .insertInto('location_restriction')
        .values({
          uuid_white_label: input.uuidWhiteLabel,
          state: input.state,
          city: input.city,
          active: input.active,
          created_by: user.username,
        })
        .returning(['uuid', 'uuid_white_label', 'state', 'city', 'active', 'created_by', 'created_at'])
        .executeTakeFirstOrThrow();
      await audit(trx, request, {
        tableContext: 'location_restriction',
        recordId: row.uuid,
        action: 'CREATE',
        after: toRestriction(row),
        projectId: label.project_id,
      });
      return toRestriction(row);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(LOCATION_MESSAGES.duplicate, { state: [LOCATION_MESSAGES.duplicate] });
    throw error;
  }
}

async function lockedRestriction(trx: Database, request: FastifyRequest, uuid: string) {
  const row = await trx
    .selectFrom('location_restriction')
    .select(['uuid', 'uuid_white_label', 'state', 'city', 'active', 'created_by', 'created_at'])
    .where('uuid', '=', uuid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(LOCATION_MESSAGES.notFound);
  const label = await scopedWhiteLabel(trx, request, row.uuid_white_label).catch(() => {
    throw notFound(LOCATION_MESSAGES.notFound);
  });
  return { row, label };
}

export async function updateRestriction(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  input: { state: string; city: string | null; active: boolean },
) {
  try {
    return await db.transaction().execute(async (trx) => {
      const { row, label } = await lockedRestriction(trx, request, uuid);
      const updated = await trx
        .updateTable('location_restriction')
        .set({ state: input.state, city: input.city, active: input.active, updated_at: new Date() })
        .where('uuid', '=', uuid)
        .returning(['uuid', 'uuid_white_label', 'state', 'city', 'active', 'created_by', 'created_at'])
        .executeTakeFirstOrThrow();
      await audit(trx, request, {
        tableContext: 'location_restriction',
        recordId: uuid,
        action: 'UPDATE',
        before: toRestriction(row),
        after: toRestriction(updated),
        projectId: label.project_id,
      });
      return toRestriction(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(LOCATION_MESSAGES.duplicate, { state: [LOCATION_MESSAGES.duplicate] });
    throw error;
  }
}

export async function deleteRestriction(db: Database, request: FastifyRequest, uuid: string) {
  return db.transaction().execute(async (trx) => {
    const { row, label } = await lockedRestriction(trx, request, uuid);
    await trx.deleteFrom('location_restriction').where('uuid', '=', uuid).execute();
    await audit(trx, request, {
      tableContext: 'location_restriction',
      recordId: uuid,
      action: 'DELETE',
      before: toRestriction(row),
      projectId: label.project_id,
    });
    return { deleted: true };
  });
}

/** Active accounts and applicants held back by location, per state, for the map. */
export async function locationMetrics(db: Database, request: FastifyRequest, wl: string) {
  await scopedWhiteLabel(db, request, wl);
  const active = await db
    .selectFrom('payment_account')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('uuid_white_label', '=', wl)
    .where('account_status', '=', 'ACTIVE')
    .where('state', 'is not', null)
    .groupBy('state')
    .execute();
  const restricted = await db
    .selectFrom('pre_account')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('uuid_white_label', '=', wl)
    .where('restricted_by', '=', 'LOCATION')
    .where('state', 'is not', null)
    .groupBy('state')
    .execute();
  const states = await db
    .selectFrom('location_restriction')
    .select(sql<string>`state`.as('state'))
    .where('uuid_white_label', '=', wl)
    .where('active', '=', true)
    .where('city', 'is', null)
    .execute();
  const restrictedStates = new Set(states.map((s) => s.state));
  return BRAZIL_STATES.map((state) => ({
    state,
    active: Number(active.find((r) => r.state === state)?.n ?? 0),
    restricted: Number(restricted.find((r) => r.state === state)?.n ?? 0),
    restrictedState: restrictedStates.has(state),
  }));
}
