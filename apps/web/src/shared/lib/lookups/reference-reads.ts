import { acquirerSchema } from '@mentor/contract/platform';
import { projects } from '@mentor/contract/projects-endpoints';
import { z } from 'zod';
import { api } from '../api/endpoint-client';
import { mainApi } from '../api/main-api';

/**
 * Reference lists served by the lookups and projects areas (card brands, operations, acquirers,
 * a project's channels), for the screens of other areas that need them.
 */

const cardBrandsSchema = z.array(z.object({ id: z.number(), brand_name: z.string() }));
const operationsSchema = z.array(
  z.object({ id: z.number(), operation_name: z.string(), has_mdr: z.boolean() }),
);

/** Card brands by id. */
export function fetchCardBrands(signal?: AbortSignal) {
  return mainApi.get('/v1/card_brand', { schema: cardBrandsSchema, ...(signal ? { signal } : {}) });
}

/** Operations with their MDR flag. */
export function fetchOperations(signal?: AbortSignal) {
  return mainApi.get('/v1/operation', { schema: operationsSchema, ...(signal ? { signal } : {}) });
}

/** Acquirers (id and name). */
export function fetchAcquirers(signal?: AbortSignal) {
  return mainApi.get('/v1/acquirer', { schema: z.array(acquirerSchema), ...(signal ? { signal } : {}) });
}

/** The channels enabled for a project (what its sales plans may use). */
export function fetchProjectChannels(projectId: number, signal?: AbortSignal) {
  return api.call(projects.listChannels, { params: { id: projectId }, ...(signal ? { signal } : {}) });
}
