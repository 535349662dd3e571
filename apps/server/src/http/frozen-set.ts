import { HttpError } from './errors.ts';

/** One record of a frozen set: its id, its amount in cents and its status when frozen. */
export interface FrozenItem {
  id: number;
  amount_cents: number;
  status: string;
}

/**
 * The exact set a money change pays, frozen when it is asked for (ids in ascending order).
 * The approver sees its count and total; approving applies to these records and amounts only.
 */
export interface FrozenSet {
  items: FrozenItem[];
  count: number;
  total_cents: number;
}

/** How the records of a frozen set differ from the records the change would apply to now. */
export interface FrozenSetDrift {
  /** Records the change would now reach that were not in the set. */
  added: number[];
  /** Records of the set the change would no longer reach (status, type or validation changed, deleted). */
  removed: number[];
  /** Records whose amount or status differs from the frozen one. */
  changed: number[];
}

export const STALE_ERROR = 'Stale Approval';
export const STALE_MESSAGE =
  'O conjunto mudou desde a solicitação (pagamentos incluídos, removidos ou com valor ou situação alterados): nada foi pago. Solicite novamente para aprovar o conjunto atual.';

/** The set of records a change would apply to, in ascending id order, with its total. */
export function freezeSet(items: readonly FrozenItem[]): FrozenSet {
  const sorted = [...items].sort((a, b) => a.id - b.id);
  return {
    items: sorted.map((i) => ({ id: i.id, amount_cents: i.amount_cents, status: i.status })),
    count: sorted.length,
    total_cents: sorted.reduce((sum, i) => sum + i.amount_cents, 0),
  };
}

/** Differences between the frozen set and the records now (empty lists when they are the same). */
export function driftOf(frozen: FrozenSet, now: readonly FrozenItem[]): FrozenSetDrift {
  const before = new Map(frozen.items.map((i) => [i.id, i]));
  const current = new Map(now.map((i) => [i.id, i]));
  const added = [...current.keys()].filter((id) => !before.has(id)).sort((a, b) => a - b);
  const removed = [...before.keys()].filter((id) => !current.has(id)).sort((a, b) => a - b);
  const changed = [...current.values()]
    .filter((i) => {
      const was = before.get(i.id);
      return was !== undefined && (was.amount_cents !== i.amount_cents || was.status !== i.status);
    })
    .map((i) => i.id)
    .sort((a, b) => a - b);
  return { added, removed, changed };
}

export const isDrift = (d: FrozenSetDrift) => d.added.length + d.removed.length + d.changed.length > 0;

/**
 * The frozen set no longer matches the records: the approved change is refused and nothing is
 * applied. The approvals module closes the pending change as STALE and audits the drift.
 */
export class StaleChangeError extends HttpError {
  readonly drift: FrozenSetDrift;

  constructor(drift: FrozenSetDrift) {
    super(409, STALE_MESSAGE, {
      error: STALE_ERROR,
      errors: {
        added: drift.added.map(String),
        removed: drift.removed.map(String),
        changed: drift.changed.map(String),
      },
    });
    this.drift = drift;
  }
}

/** Throws {@link StaleChangeError} unless the records now are exactly the frozen set. */
export function assertUnchanged(frozen: FrozenSet, now: readonly FrozenItem[]): void {
  const drift = driftOf(frozen, now);
  if (isDrift(drift)) throw new StaleChangeError(drift);
}
