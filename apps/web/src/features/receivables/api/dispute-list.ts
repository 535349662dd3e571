import { DISPUTE_REASONS, DISPUTE_STATUSES } from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { api } from '../../../shared/lib/api';
import { asDigits, defineList } from '../../../shared/ui/list-page';
import { merchantFilter } from '../../../shared/ui/merchant-picker';
import { receivableKeys } from './receivable-query-keys';
import { REGISTRY_TAB_PARAMS } from './registry-filter-options';

/** Disputes received from counterparts through the registry, or opened by staff. */
export const DISPUTE_DIRECTIONS = ['received', 'opened'] as const;
export type DisputeDirection = (typeof DISPUTE_DIRECTIONS)[number];

const DISPUTE_LISTS = {
  received: receivables.listReceivedDisputes,
  opened: receivables.listOpenedDisputes,
} as const;
type ListQuery = EndpointQuery<typeof receivables.listReceivedDisputes>;

/**
 * Disputes (2nd doc §3): merchant, counterpart, status and reasons with the spec's texts, within
 * the project chosen in the top bar.
 */
function disputeList(direction: DisputeDirection) {
  return defineList({
    ns: 'receivables',
    queryKey: [...receivableKeys.disputes, direction],
    // The multi-value filters accept a list or a comma-joined text, so their input type is open.
    fetch: (params, { signal }) => api.call(DISPUTE_LISTS[direction], { query: params as ListQuery, signal }),
    rows: (data) => data.data,
    total: (data) => data.total,
    rowKey: (row) => row.id,
    filters: [
      merchantFilter('merchant', 'filters.merchant'),
      {
        key: 'counterpart',
        label: 'disputes.filters.counterpart',
        type: 'text',
        api: asDigits('counterpart'),
      },
      { key: 'status', label: 'disputes.filters.status', type: 'multi-select', enum: DISPUTE_STATUSES },
      { key: 'reasons', label: 'disputes.filters.reasons', type: 'multi-select', enum: DISPUTE_REASONS },
    ],
    sort: { by: 'created_at', desc: true },
    paging: { sizes: [10, 25, 50] },
    onError: 'clear',
    // The spec's filters have no project: the one chosen in the top bar is sent as a parameter.
    project: { param: 'project' },
    keepSearch: REGISTRY_TAB_PARAMS,
  });
}

export const disputeLists = {
  received: disputeList('received'),
  opened: disputeList('opened'),
} as const;
