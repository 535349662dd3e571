import {
  DEVICE_STATUSES,
  INFRACTION_ANALYSIS_RESULTS,
  INFRACTION_REPORTED_BY,
  INFRACTION_STATUSES,
  INFRACTION_TYPES,
  MED_STATUSES,
} from '@mentor/contract';
import { PIX_PAGE_SIZES } from '@mentor/contract/pix';
import { pix } from '@mentor/contract/pix-endpoints';
import { api } from '../../../shared/lib/api';
import {
  type ApiParams,
  asDateRange,
  asDigits,
  defineList,
  gatewayPaging,
  type ListFilter,
} from '../../../shared/ui/list-page';
import { pixKeys } from './pix-query-keys';
import { whiteLabelOptions } from './use-white-labels';

/**
 * Pix lists (2nd doc §3, §7, §8): gateway paging (`limit`, `page`, `meta.itemCount`), the
 * spec's page sizes, the top-bar project sent as `project_id`, and a failed reload keeping the
 * last rows on screen.
 */
const newestFirst = (by: string) => ({
  by,
  desc: true,
  toApi: ({ desc }: { desc: boolean }): ApiParams => ({ order: desc ? 'DESC' : 'ASC' }),
});
const pixList = { ns: 'pix', onError: 'keep-rows', project: { param: 'project_id' } } as const;

const whiteLabel = (key: string): ListFilter => ({
  key,
  label: 'fields.whiteLabel',
  type: 'select',
  source: whiteLabelOptions,
});

export const infractionList = defineList({
  ...pixList,
  queryKey: pixKeys.infractionLists,
  fetch: (query, { signal }) => api.call(pix.listInfractions, { query, signal }),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuid,
  filters: [
    { key: 'status', label: 'fields.status', type: 'select', enum: INFRACTION_STATUSES },
    { key: 'infractionType', label: 'fields.infractionType', type: 'select', enum: INFRACTION_TYPES },
    { key: 'reportedBy', label: 'fields.reportedBy', type: 'select', enum: INFRACTION_REPORTED_BY },
    {
      key: 'analysisResult',
      label: 'fields.analysisResult',
      type: 'select',
      enum: INFRACTION_ANALYSIS_RESULTS,
    },
    {
      key: 'createDate',
      label: 'fields.createDate',
      type: 'daterange',
      size: 4,
      api: asDateRange('startDate', 'endDate'),
    },
    whiteLabel('ispbByWhiteLabel'),
  ],
  sort: newestFirst('createDate'),
  paging: gatewayPaging(PIX_PAGE_SIZES.infractions),
});

export const refundList = defineList({
  ...pixList,
  queryKey: pixKeys.refundLists,
  fetch: (query, { signal }) => api.call(pix.listRefunds, { query, signal }),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuid,
  filters: [
    { key: 'status', label: 'fields.status', type: 'select', enum: MED_STATUSES },
    whiteLabel('ispbByWhiteLabel'),
  ],
  sort: newestFirst('dateRegister'),
  paging: gatewayPaging(PIX_PAGE_SIZES.refunds),
});

export const movementList = defineList({
  ...pixList,
  queryKey: pixKeys.movementLists,
  fetch: (query, { signal }) => api.call(pix.listMovements, { query, signal }),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuid,
  filters: [
    { key: 'document', label: 'fields.document', type: 'text', api: asDigits('document') },
    { key: 'documentOrigin', label: 'fields.documentOrigin', type: 'text', api: asDigits('documentOrigin') },
    {
      key: 'documentDestination',
      label: 'fields.documentDestination',
      type: 'text',
      api: asDigits('documentDestination'),
    },
    { key: 'partnerId', label: 'fields.partnerId', type: 'text' },
    { key: 'transactionId', label: 'fields.transactionId', type: 'text' },
    { key: 'endToEndId', label: 'fields.endToEndId', type: 'text' },
    {
      key: 'date',
      label: 'fields.dateRegister',
      type: 'daterange',
      size: 4,
      api: asDateRange('dateStart', 'dateEnd'),
    },
    whiteLabel('uuidWhiteLabel'),
  ],
  sort: {
    by: 'dateRegister',
    desc: true,
    toApi: ({ by, desc }) => ({
      orderBy: by === 'amount' ? 'amount' : 'dateRegister',
      order: desc ? 'DESC' : 'ASC',
    }),
  },
  paging: gatewayPaging(PIX_PAGE_SIZES.movements),
});

export const deviceList = defineList({
  ...pixList,
  queryKey: pixKeys.deviceLists,
  fetch: (query, { signal }) => api.call(pix.listDevices, { query, signal }),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuidAccountPaymentDevice,
  filters: [
    { key: 'accountNumber', label: 'fields.accountNumber', type: 'text' },
    { key: 'document', label: 'fields.document', type: 'text', api: asDigits('document') },
    { key: 'status', label: 'fields.status', type: 'select', enum: DEVICE_STATUSES },
    whiteLabel('whiteLabel'),
  ],
  sort: { by: 'dateRegister', desc: true, toApi: () => ({}) },
  paging: gatewayPaging(PIX_PAGE_SIZES.devices),
});
