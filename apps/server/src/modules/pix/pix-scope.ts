import { type Actor, actorScope } from '../../http/actor.ts';

/**
 * White labels belong to projects. A single-project caller only sees white labels of their
 * project (another project's record answers 404); multi-project callers see them all.
 */
export function whiteLabelScope(actor: Actor): number | null {
  return actorScope(actor);
}

export const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** True when the white-label filter is an ISPB rather than a white-label uuid. */
export const isIspb = (value: string) => /^\d{8}$/.test(value);
