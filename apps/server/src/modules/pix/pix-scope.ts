import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { projectScope } from '../../http/project-scope.ts';

/**
 * White labels belong to projects. A single-project caller only sees white labels of their
 * project (another project's record answers 404); multi-project callers see them all.
 */
export function whiteLabelScope(request: FastifyRequest): number | null {
  return projectScope(request);
}

/** First instant of a calendar day in São Paulo. */
export const dayStart = (isoDay: string) =>
  sql<Date>`(${isoDay}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`;

/** First instant of the day after a calendar day in São Paulo. */
export const dayAfter = (isoDay: string) =>
  sql<Date>`((${isoDay}::date + 1))::timestamp AT TIME ZONE 'America/Sao_Paulo'`;

export const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** True when the white-label filter is an ISPB rather than a white-label uuid. */
export const isIspb = (value: string) => /^\d{8}$/.test(value);
