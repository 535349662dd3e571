import { BRAZIL_STATES } from '@mentor/contract/onboarding';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { activeAccountsByState } from './account-repository.ts';
import {
  deleteRestrictionRow,
  findRestriction,
  insertRestriction,
  restrictedStates,
  restrictionsOf,
  updateRestrictionRow,
} from './location-restriction-repository.ts';
import { scopedWhiteLabel } from './positive-list-service.ts';
import { locationRestrictedByState } from './pre-account-repository.ts';

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

export async function listRestrictions(db: Database, actor: Actor, wl: string) {
  await scopedWhiteLabel(db, actor, wl);
  const rows = await restrictionsOf(db, wl);
  return rows.map(toRestriction);
}

export async function createRestriction(
  db: Database,
  actor: Actor,
  input: { uuidWhiteLabel: string; state: string; city: string | null; active: boolean },
) {
  const user = actor.user;
  try {
    return await db.transaction().execute(async (trx) => {
      const label = await scopedWhiteLabel(trx, actor, input.uuidWhiteLabel);
      const row = await insertRestriction(trx, {
        uuid_white_label: input.uuidWhiteLabel,
        state: input.state,
        city: input.city,
        active: input.active,
        created_by: user.username,
      });
      await audit(trx, actor, {
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

async function lockedRestriction(trx: Database, actor: Actor, uuid: string) {
  const row = await findRestriction(trx, uuid, true);
  if (!row) throw notFound(LOCATION_MESSAGES.notFound);
  const label = await scopedWhiteLabel(trx, actor, row.uuid_white_label).catch(() => {
    throw notFound(LOCATION_MESSAGES.notFound);
  });
  return { row, label };
}

export async function updateRestriction(
  db: Database,
  actor: Actor,
  uuid: string,
  input: { state: string; city: string | null; active: boolean },
) {
  try {
    return await db.transaction().execute(async (trx) => {
      const { row, label } = await lockedRestriction(trx, actor, uuid);
      const updated = await updateRestrictionRow(trx, uuid, {
        state: input.state,
        city: input.city,
        active: input.active,
      });
      await audit(trx, actor, {
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

export async function deleteRestriction(db: Database, actor: Actor, uuid: string) {
  return db.transaction().execute(async (trx) => {
    const { row, label } = await lockedRestriction(trx, actor, uuid);
    await deleteRestrictionRow(trx, uuid);
    await audit(trx, actor, {
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
export async function locationMetrics(db: Database, actor: Actor, wl: string) {
  await scopedWhiteLabel(db, actor, wl);
  const active = await activeAccountsByState(db, wl);
  const restricted = await locationRestrictedByState(db, wl);
  const states = await restrictedStates(db, wl);
  return BRAZIL_STATES.map((state) => ({
    state,
    active: Number(active.find((r) => r.state === state)?.n ?? 0),
    restricted: Number(restricted.find((r) => r.state === state)?.n ?? 0),
    restrictedState: states.has(state),
  }));
}
