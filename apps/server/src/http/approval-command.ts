import type { Database } from '../db/database.ts';
import type { Actor } from './actor.ts';
import type { FrozenSet } from './frozen-set.ts';

/**
 * What a gated operation is applied with: the validated input of its call, as the pending
 * change stored it, and the set the requester froze (policy `freeze`) when it pays one.
 */
export interface CommandInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  /** The exact set an approved change must pay, else it is stale; `null` when applied at once. */
  frozen: FrozenSet | null;
}

/**
 * A gated operation's change, named once: its route applies it at once when no approval is
 * needed; the approvals module applies the stored input later, as the requester with the
 * approver beside them, in the approver's transaction (`db`).
 */
export interface ApprovalCommand<I extends CommandInput = CommandInput, R = unknown> {
  /** Stored on the pending change: the operation id (`payments.rollbackPayment`). */
  name: string;
  /** The success status the operation answers with, recorded on the decided change. */
  status: number;
  apply(actor: Actor, input: I, db: Database): Promise<R>;
}

/** The commands of every gated operation, by name (collected as the routes register). */
export type ApprovalCommands = ReadonlyMap<string, ApprovalCommand>;
