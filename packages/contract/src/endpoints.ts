/**
 * Every operation declared with `defineEndpoints`, by area. The server registers these, the
 * console calls them, and the spec coverage and the OpenAPI document read this list; areas not
 * listed here still declare their routes in their server module.
 */

import { approvals } from './approvals-endpoints.ts';
import { behavioral } from './behavioral-endpoints.ts';
import { billets } from './billets-endpoints.ts';
import { checkup } from './checkup-endpoints.ts';
import { type Endpoint, endpointsOf } from './common/endpoint.ts';
import { credentials } from './credentials-endpoints.ts';
import { dashboard } from './dashboard-endpoints.ts';
import { downloads } from './downloads-endpoints.ts';
import { history } from './history-endpoints.ts';
import { lookups } from './lookups-endpoints.ts';
import { merchants } from './merchants-endpoints.ts';
import { onboarding } from './onboarding-endpoints.ts';
import { otp } from './otp-endpoints.ts';
import { payments } from './payments-endpoints.ts';
import { pix } from './pix-endpoints.ts';
import { plans } from './plans-endpoints.ts';
import { platform } from './platform-endpoints.ts';
import { privacy } from './privacy-endpoints.ts';
import { projectUsers } from './project-users-endpoints.ts';
import { projects } from './projects-endpoints.ts';
import { receivables } from './receivables-endpoints.ts';
import { risk } from './risk-endpoints.ts';
import { roles } from './roles-endpoints.ts';
import { savedViews } from './saved-views-endpoints.ts';
import { search } from './search-endpoints.ts';
import { terminals } from './terminals-endpoints.ts';
import { transactions } from './transactions-endpoints.ts';

export const ENDPOINT_GROUPS = {
  pix,
  billets,
  checkup,
  roles,
  search,
  transactions,
  payments,
  receivables,
  dashboard,
  behavioral,
  risk,
  'project-users': projectUsers,
  credentials,
  plans,
  projects,
  terminals,
  history,
  privacy,
  'saved-views': savedViews,
  otp,
  approvals,
  merchants,
  onboarding,
  lookups,
  downloads,
  platform,
} as const;

/** Areas whose every operation is declared here. */
export const DECLARED_AREAS: readonly string[] = Object.keys(ENDPOINT_GROUPS);

export const DECLARED_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(endpointsOf);
