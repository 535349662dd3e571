/**
 * Every operation declared with `defineEndpoints`, by area. The server registers these, the
 * console calls them, and the spec coverage and the OpenAPI document read this list; areas not
 * listed here still declare their routes in their server module.
 */

import { billets } from './billets-endpoints.ts';
import { type Endpoint, endpointsOf } from './common/endpoint.ts';
import { pix } from './pix-endpoints.ts';

export const ENDPOINT_GROUPS = { pix, billets } as const;

/** Areas whose every operation is declared here. */
export const DECLARED_AREAS: readonly string[] = Object.keys(ENDPOINT_GROUPS);

export const DECLARED_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(endpointsOf);
