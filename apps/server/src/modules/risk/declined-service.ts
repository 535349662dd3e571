import { isCalendarDay } from '@mentor/contract/common/validators';
import { ALL_OPTION, type DeclinedTransaction, RISK_MESSAGES } from '@mentor/contract/risk';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { unprocessable } from '../../http/errors.ts';
import { listDeclined } from './declined-repository.ts';
import { requireAccount } from './risk-scope.ts';

const uuid = z.string().uuid();

/** Longest period one lookup may cover. */
export const DECLINED_MAX_DAYS = 366;

/**
 * Declined transactions of one account: white label, account, start and end are all required and
 * none may be 'all' (2nd doc §5); otherwise a 422 with the spec's message on each missing part.
 */
export async function readDeclined(
  db: Database,
  actor: Actor,
  path: { wl: string; ap: string; start: string; end: string },
): Promise<DeclinedTransaction[]> {
  const errors: Record<string, string[]> = {};
  const missing = (value: string) => value.trim() === '' || value === ALL_OPTION;
  const message = [RISK_MESSAGES.declinedFilters];
  if (missing(path.wl) || !uuid.safeParse(path.wl).success) errors.wl = message;
  if (missing(path.ap) || !uuid.safeParse(path.ap).success) errors.ap = message;
  if (missing(path.start) || !isCalendarDay(path.start)) errors.start = message;
  if (missing(path.end) || !isCalendarDay(path.end)) errors.end = message;
  if (Object.keys(errors).length > 0) throw unprocessable(RISK_MESSAGES.declinedFilters, errors);
  if (path.end < path.start)
    throw unprocessable('A data final deve ser posterior à inicial.', {
      end: ['A data final deve ser posterior à inicial.'],
    });
  const days = (Date.parse(path.end) - Date.parse(path.start)) / 86_400_000;
  if (days > DECLINED_MAX_DAYS) {
    const text = `O período deve ter no máximo ${DECLINED_MAX_DAYS} dias.`;
    throw unprocessable(text, { end: [text] });
  }
  await requireAccount(db, actor, path.wl, path.ap);
  return listDeclined(
    db,
    { whiteLabel: path.wl, account: path.ap, start: path.start, end: path.end },
    RISK_MESSAGES.nameUnavailable,
  );
}
