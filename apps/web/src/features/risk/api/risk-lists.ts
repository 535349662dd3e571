import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import {
  ALL_OPTION,
  ANALYSIS_STATUS_ENUM,
  ASSIGNMENT_FILTER_ENUM,
  RISK_PAGE_SIZES,
} from '@mentor/contract/risk';
import { risk } from '@mentor/contract/risk-endpoints';
import { api } from '../../../shared/lib/api';
import {
  type ApiParams,
  asDateRange,
  asDigits,
  defineList,
  gatewayPaging,
  type ListFilter,
} from '../../../shared/ui/list-page';
import { clientOptions, riskWhiteLabelOptions, transactionTypeOptions } from './risk-options';
import { riskKeys } from './risk-query-keys';

/**
 * Risk lists (2nd doc §7, §8): gateway paging (`limit`, `page`, `meta.itemCount`), the spec's
 * page sizes, and a failed reload keeping the last rows on screen.
 */
/** These lists have a fixed order on the server. */
const fixedOrder = (by: string, desc = true) => ({ by, desc, toApi: (): ApiParams => ({}) });
const riskList = { ns: 'risk', onError: 'keep-rows' } as const;
/** 'all' is sent as an empty string (core §5). */
const allAsEmpty =
  (param: string) =>
  (value: unknown): ApiParams => ({ [param]: value === ALL_OPTION || value == null ? '' : String(value) });

const nameAndDocument: ListFilter[] = [
  { key: 'name', label: 'fields.name', type: 'text' },
  { key: 'document', label: 'fields.document', type: 'text', api: asDigits('document') },
];

export const blacklistList = defineList({
  ...riskList,
  queryKey: riskKeys.blacklist,
  fetch: (query, { signal }) =>
    api.call(risk.listBlacklist, { query: query as EndpointQuery<typeof risk.listBlacklist>, signal }),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.id,
  filters: nameAndDocument,
  sort: fixedOrder('dateRegister'),
  paging: gatewayPaging(RISK_PAGE_SIZES.blacklist),
});

export const blacklistManagerList = defineList({
  ...riskList,
  queryKey: riskKeys.blacklistManager,
  fetch: (query, { signal }) =>
    api.call(risk.listManagedEntries, {
      query: query as EndpointQuery<typeof risk.listManagedEntries>,
      signal,
    }),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuid,
  filters: nameAndDocument,
  sort: fixedOrder('dateRegister'),
  paging: gatewayPaging(RISK_PAGE_SIZES.blacklist),
});

export const analysisList = defineList({
  ...riskList,
  queryKey: riskKeys.analyses,
  // The array filters accept one value or a repeated one, so their input type is open.
  fetch: (query, { signal }) =>
    api.call(risk.listAnalyses, { query: query as EndpointQuery<typeof risk.listAnalyses>, signal }),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuid,
  filters: [
    { key: 'status', label: 'fields.status', type: 'multi-select', enum: ANALYSIS_STATUS_ENUM },
    { key: 'uuidWhiteLabel', label: 'fields.whiteLabel', type: 'select', source: riskWhiteLabelOptions },
    {
      key: 'assignedTo',
      label: 'fields.assignedTo',
      type: 'select',
      enum: ASSIGNMENT_FILTER_ENUM,
    },
    {
      key: 'dateRegister',
      label: 'fields.dateRegister',
      type: 'daterange',
      size: 4,
      api: asDateRange('startDate', 'endDate'),
    },
  ],
  sort: fixedOrder('dateRegister', false),
  paging: gatewayPaging(RISK_PAGE_SIZES.analysis),
});

export const scheduledList = defineList({
  ...riskList,
  queryKey: riskKeys.scheduled,
  fetch: (query, { signal }) =>
    api.call(risk.listScheduled, { query: query as EndpointQuery<typeof risk.listScheduled>, signal }),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuid,
  filters: [
    {
      key: 'uuidWhiteLabel',
      label: 'fields.whiteLabel',
      type: 'select',
      source: riskWhiteLabelOptions,
      api: allAsEmpty('uuidWhiteLabel'),
    },
    {
      key: 'uuidAccountPayment',
      label: 'fields.account',
      type: 'select',
      source: clientOptions,
      api: allAsEmpty('uuidAccountPayment'),
    },
    {
      key: 'transactionType',
      label: 'fields.transactionType',
      type: 'select',
      source: transactionTypeOptions,
      api: allAsEmpty('transactionType'),
    },
    {
      key: 'executionDate',
      label: 'fields.executionDate',
      type: 'daterange',
      size: 4,
      api: asDateRange('startExecutionDate', 'endExecutionDate'),
    },
  ],
  sort: fixedOrder('executionDate'),
  paging: gatewayPaging(RISK_PAGE_SIZES.scheduled),
});
