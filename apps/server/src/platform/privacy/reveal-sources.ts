import type { PersonalDataKind } from '@mentor/contract/privacy';
import type { Actor } from '../../http/actor.ts';
import type { AppDeps } from '../app-deps.ts';

/**
 * Where a table context's personal values are read for a reveal. `load` applies the owning
 * area's scope rules (404 for a record the actor may not see) and returns the record in clear.
 */
export interface RevealSource {
  tableContext: string;
  /** Revealable fields: a path in the loaded record (dots for nesting) → kind. */
  fields: Readonly<Record<string, PersonalDataKind>>;
  load(
    deps: AppDeps,
    actor: Actor,
    recordId: string,
    projectId: number | undefined,
  ): Promise<{ record: unknown; projectId: number | null }>;
}
