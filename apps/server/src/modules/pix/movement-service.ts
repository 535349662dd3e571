import type { Database } from '../../db/database.ts';
import { insertMovement, type MovementValues } from './movement-repository.ts';

/**
 * Records a movement of a payment account made by another area (onboarding moving a closed
 * account's remaining balance out), inside the caller's transaction; the caller checks its rules
 * and audits the change. Settled unless a status is given. Answers the movement's id.
 */
export const recordMovement = (trx: Database, values: MovementValues): Promise<string> =>
  insertMovement(trx, values);
