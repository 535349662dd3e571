import { approvalActionInfo } from '@mentor/contract/approvals';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import {
  deleteUse,
  insertUse,
  linkUse,
  lockWindow,
  usedInWindow,
  type WindowOf,
} from './approval-window-repository.ts';
import { type ApprovalsConfig, currentRule, mustAwaitApproval } from './approvals-service.ts';

/**
 * The amount a gated call counts for in its rule's window (ADR 0721), reserved when the rule
 * was checked: `mustAwait` says whether the call waits for a second person.
 */
export interface WindowReservation {
  id: number;
  mustAwait: boolean;
  /** What the requester had asked for in the window before this call (cents). */
  usedCents: bigint;
}

/** Whether the action's rule adds amounts up over a window (`window` of APPROVAL_ACTIONS). */
export function isWindowed(action: string): boolean {
  return approvalActionInfo(action)?.window === 'day';
}

/**
 * Checks a call of a windowed rule and counts it, atomically per requester and window: under
 * the window's lock, what the requester asked for today (São Paulo day of the actor's clock;
 * pending changes included) plus this call's amount is compared with the threshold, and the
 * call's amount is recorded. Two calls at once are serialised, so splitting a large amount into
 * simultaneous small requests does not pass either.
 */
export async function reserveInWindow(
  db: Database,
  config: ApprovalsConfig,
  actor: Actor,
  call: { action: string; windowKey: string; amountCents: number; anyAmount: boolean },
): Promise<WindowReservation> {
  const window: WindowOf = {
    action: call.action,
    windowKey: call.windowKey,
    requestedBy: actor.user.username,
    day: todaySaoPaulo(new Date(actor.clock.now())),
  };
  return db.transaction().execute(async (trx) => {
    await lockWindow(trx, window);
    const usedCents = await usedInWindow(trx, window);
    const mustAwait = await mustAwaitApproval(trx, config, call.action, call.amountCents, {
      anyAmount: call.anyAmount,
      usedCents,
    });
    const id = await insertUse(trx, window, {
      amountCents: Math.abs(call.amountCents),
      requestId: actor.requestId,
    });
    return { id, mustAwait, usedCents };
  });
}

/** The reserved call became the pending change `approvalId`: it counts while that is pending. */
export async function attachToApproval(db: Database, reservation: WindowReservation, approvalId: number) {
  await linkUse(db, reservation.id, approvalId);
}

/** The reserved call was refused before it changed anything: it no longer counts. */
export async function releaseReservation(db: Database, reservation: WindowReservation) {
  await deleteUse(db, reservation.id);
}

/**
 * The rule of a windowed action as it applies to the actor today (for the screens that say it
 * before a call): its threshold and what the actor already asked for in the window. `null`
 * when the rule is off.
 */
export async function windowStatus(
  db: Database,
  config: ApprovalsConfig,
  actor: Actor,
  action: string,
  windowKey: string,
): Promise<{ min_amount_cents: number | null; used_today_cents: number } | null> {
  const rule = await currentRule(db, config, action);
  if (!rule.enabled) return null;
  const used = isWindowed(action)
    ? await usedInWindow(db, {
        action,
        windowKey,
        requestedBy: actor.user.username,
        day: todaySaoPaulo(new Date(actor.clock.now())),
      })
    : 0n;
  return { min_amount_cents: rule.min_amount_cents, used_today_cents: Number(used) };
}
