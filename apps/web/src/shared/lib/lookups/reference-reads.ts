import { lookups } from '@mentor/contract/lookups-endpoints';
import { projects } from '@mentor/contract/projects-endpoints';
import { api } from '../api/endpoint-client';

/**
 * Reference lists served by the lookups and projects areas (card brands, operations, acquirers,
 * a project's channels), for the screens of other areas that need them.
 */

/** Card brands by id. */
export function fetchCardBrands(signal?: AbortSignal) {
  return api.call(lookups.listCardBrands, signal ? { signal } : {});
}

/** Operations with their MDR flag. */
export function fetchOperations(signal?: AbortSignal) {
  return api.call(lookups.listOperations, signal ? { signal } : {});
}

/** Acquirers (id and name). */
export function fetchAcquirers(signal?: AbortSignal) {
  return api.call(lookups.listAcquirers, signal ? { signal } : {});
}

/** The channels enabled for a project (what its sales plans may use). */
export function fetchProjectChannels(projectId: number, signal?: AbortSignal) {
  return api.call(projects.listChannels, { params: { id: projectId }, ...(signal ? { signal } : {}) });
}
