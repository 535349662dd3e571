import { addBusinessDays, isBusinessDay } from '@mentor/contract/common/business-days';
import type { PaymentCutoff, SettlementType } from '@mentor/contract/payments';
import type { Database } from '../../db/database.ts';
import { type Actor, actorScope } from '../../http/actor.ts';
import { saoPauloInstant, saoPauloWallClock, todaySaoPaulo } from '../../http/date-bounds.ts';
import { queuedForCutoff } from './payments-repository.ts';

/**
 * Daily cut-off (São Paulo time, bank business days) of each payment type: SLC files go to the
 * clearing house in the morning window, TED until the STR afternoon window, book transfers (LBK)
 * until the end of the day (docs/adr/0132-payment-actions-and-cutoffs.md).
 */
export const CUTOFF_TIMES: Record<SettlementType, string> = { SLC: '10:00', TED: '16:30', LBK: '22:00' };

/** HH:mm of São Paulo's clock at an instant. */
const saoPauloClock = (at: Date) => saoPauloWallClock(at).toISOString().slice(11, 16);

/**
 * The next cut-off of a type after `at`, as an ISO instant (São Paulo's clock): today's
 * while it is still ahead on a business day, otherwise the next business day's.
 */
export function nextCutoff(type: SettlementType, at: Date = new Date()): string {
  const today = todaySaoPaulo(at);
  const time = CUTOFF_TIMES[type];
  const day = isBusinessDay(today) && saoPauloClock(at) < time ? today : addBusinessDays(today, 1);
  return saoPauloInstant(day, time).toISOString();
}

/** Each type's settlement rule as it applies to the actor today (see `windowStatus`). */
export type SettlementRuleOf = (type: SettlementType) => Promise<PaymentCutoff['approval']>;

/**
 * Each type's next cut-off and the validated payments waiting to be sent by then, with the
 * settlement rule as it applies to the caller today when `ruleOf` is given.
 */
export async function nextCutoffs(
  db: Database,
  actor: Actor,
  ruleOf: SettlementRuleOf = async () => undefined,
): Promise<PaymentCutoff[]> {
  const scope = actorScope(actor);
  const types: SettlementType[] = ['TED', 'SLC', 'LBK'];
  return Promise.all(
    types.map(async (type) => {
      const cutoff = nextCutoff(type);
      const cutoffDay = todaySaoPaulo(new Date(cutoff));
      const row = await queuedForCutoff(db, type, cutoffDay, scope);
      return {
        payment_type: type,
        next_cutoff: cutoff,
        queued_payments: Number(row.n),
        queued_amount: Number(row.s),
        approval: (await ruleOf(type)) ?? null,
      };
    }),
  );
}
