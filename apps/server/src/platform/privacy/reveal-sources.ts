import type { PersonalDataKind } from '@mentor/contract/privacy';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';

/**
 * Where a table context's personal values are read for a reveal. `load` applies the owning
 * area's scope rules (404 for a record the caller may not see) and returns the record in clear.
 */
export interface RevealSource {
  tableContext: string;
  /** Revealable fields: a path in the loaded record (dots for nesting) → kind. */
  fields: Readonly<Record<string, PersonalDataKind>>;
  load(
    deps: AppDeps,
    request: FastifyRequest,
    recordId: string,
    projectId: number | undefined,
  ): Promise<{ record: unknown; projectId: number | null }>;
}
