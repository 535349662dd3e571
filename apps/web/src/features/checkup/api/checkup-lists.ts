import { CARD_BRANDS, OPERATIONS, TRANSACTION_SYNC_STATUSES, todayIsoDay } from '@mentor/contract';
import { CHECKUP_PAGE_SIZE } from '@mentor/contract/checkup';
import { checkup } from '@mentor/contract/checkup-endpoints';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { api } from '../../../shared/lib/api';
import { channelOptions, projectOptions } from '../../../shared/lib/options';
import { asDateRange, defineList } from '../../../shared/ui/list-page';
import { merchantFilter } from '../../../shared/ui/merchant-picker';
import { checkupKeys } from './checkup-query-keys';

export type CheckupType = 'NOT_IMPORTED' | 'DUPLICATED';

type ListQuery = EndpointQuery<typeof checkup.listFindings>;

/**
 * One tab of the check-up (2nd doc §3, §7, §9): the findings list with its type,
 * 10 per page, the sale date starting on today.
 */
function checkupList(type: CheckupType) {
  const today = todayIsoDay();
  return defineList({
    ns: 'checkup',
    queryKey: checkupKeys.lists(type),
    // The multi-value filters accept a list or a comma-joined text, so their input type is open.
    fetch: (params, { signal }) =>
      api.call(checkup.listFindings, { query: { ...params, type } as ListQuery, signal }),
    rows: (data) => data.data,
    total: (data) => data.total,
    rowKey: (row) => row.id,
    filters: [
      {
        key: 'created_at',
        label: 'filters.created_at',
        type: 'daterange',
        size: 4,
        api: asDateRange('created_at_start', 'created_at_end'),
      },
      { key: 'project', label: 'filters.project', type: 'select', source: projectOptions },
      merchantFilter('merchant', 'filters.merchant'),
      { key: 'transaction_id', label: 'filters.transaction_id', type: 'integer' },
      { key: 'nsu', label: 'filters.nsu', type: 'text' },
      { key: 'nsu_acquirer', label: 'filters.nsu_acquirer', type: 'text' },
      { key: 'authorization_number', label: 'filters.authorization_number', type: 'text' },
      { key: 'channel', label: 'filters.channel', type: 'multi-select', source: channelOptions },
      { key: 'operation', label: 'filters.operation', type: 'multi-select', enum: OPERATIONS },
      { key: 'card_brand', label: 'filters.card_brand', type: 'multi-select', enum: CARD_BRANDS },
      {
        key: 'sync_status',
        label: 'filters.sync_status',
        type: 'multi-select',
        enum: TRANSACTION_SYNC_STATUSES,
      },
    ],
    filterDefaults: { created_at: { start: today, end: today, shortcut: 'today' } },
    sort: { by: 'transaction_date', desc: true },
    paging: { sizes: [CHECKUP_PAGE_SIZE, 25, 50, 100] },
    onError: 'clear',
    project: { filter: 'project' },
  });
}

export const notImportedList = checkupList('NOT_IMPORTED');
export const duplicatedList = checkupList('DUPLICATED');
