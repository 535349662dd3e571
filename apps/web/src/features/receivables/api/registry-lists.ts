import {
  ARRANGEMENT_IDS,
  CONTRACT_EFFECT_TYPES,
  RECEIVABLE_HOLDERS,
  RECONCILIATION_STATUSES,
  SYNC_STATUS_OPTIONS,
  YES_NO_BOOLEAN,
} from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { api } from '../../../shared/lib/api';
import { projectOptions } from '../../../shared/lib/options';
import { asDateRange, asDigits, defineList } from '../../../shared/ui/list-page';
import { merchantFilter } from '../../../shared/ui/merchant-picker';
import { receivableKeys } from './receivable-query-keys';
import { REGISTRY_TAB_PARAMS } from './registry-filter-options';

/** Receivable units (spec core §3.1): 'Titular das URs', arrangements, sync status. */
export const unitList = defineList({
  ns: 'receivables',
  queryKey: receivableKeys.units,
  // The multi-value filters accept a list or a comma-joined text, so their input type is open.
  fetch: (params, { signal }) =>
    api.call(receivables.listUnits, { query: params as EndpointQuery<typeof receivables.listUnits>, signal }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'receivable_unit_id', label: 'units.filters.receivable_unit_id', type: 'integer' },
    merchantFilter('merchant', 'filters.merchant'),
    { key: 'payment_id', label: 'units.filters.payment_id', type: 'integer' },
    { key: 'transaction', label: 'filters.transaction_id', type: 'integer' },
    {
      key: 'holder_document',
      label: 'units.filters.holder_document',
      type: 'text',
      api: asDigits('holder_document'),
    },
    {
      key: 'receiving_end_user_document',
      label: 'units.filters.receiving_end_user_document',
      type: 'text',
      api: asDigits('receiving_end_user_document'),
    },
    { key: 'paid', label: 'filters.paid', type: 'select', enum: YES_NO_BOOLEAN },
    { key: 'contract_effect', label: 'units.filters.contract_effect', type: 'select', enum: YES_NO_BOOLEAN },
    {
      key: 'financier',
      label: 'units.filters.financier',
      type: 'select',
      enum: RECEIVABLE_HOLDERS,
    },
    { key: 'project', label: 'filters.project', type: 'select', source: projectOptions },
    {
      key: 'dt_liquidation',
      label: 'units.filters.dt_liquidation',
      type: 'daterange',
      size: 4,
      api: asDateRange('dt_liquidation_start', 'dt_liquidation_end'),
    },
    {
      key: 'arrangement_id',
      label: 'units.filters.arrangement_id',
      type: 'multi-select',
      enum: ARRANGEMENT_IDS,
    },
    {
      key: 'status_sync',
      label: 'units.filters.status_sync',
      type: 'multi-select',
      enum: SYNC_STATUS_OPTIONS,
    },
  ],
  sort: { by: 'dt_liquidation', desc: true },
  paging: { sizes: [10, 25, 50] },
  onError: 'clear',
  project: { filter: 'project' },
  keepSearch: REGISTRY_TAB_PARAMS,
});

/** Reconciliation findings of the latest run. */
export const conciliationList = defineList({
  ns: 'receivables',
  queryKey: receivableKeys.conciliation,
  fetch: (params, { signal }) =>
    api.call(receivables.listConciliation, {
      query: params as EndpointQuery<typeof receivables.listConciliation>,
      signal,
    }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    merchantFilter('merchant_id', 'filters.merchant'),
    { key: 'financial', label: 'conciliation.filters.financial', type: 'integer' },
    { key: 'project', label: 'filters.project', type: 'select', source: projectOptions },
    { key: 'cerc_code', label: 'conciliation.filters.cerc_code', type: 'text' },
    {
      key: 'status',
      label: 'conciliation.filters.status',
      type: 'multi-select',
      enum: RECONCILIATION_STATUSES,
    },
  ],
  sort: { by: 'id', desc: false },
  paging: { sizes: [10, 25, 50] },
  onError: 'clear',
  project: { filter: 'project' },
  keepSearch: REGISTRY_TAB_PARAMS,
});

/** Contract effects (2nd doc §3); deprecated ones only when asked for. */
export const contractEffectList = defineList({
  ns: 'receivables',
  queryKey: receivableKeys.effects,
  fetch: (params, { signal }) =>
    api.call(receivables.listContractEffects, {
      query: params as EndpointQuery<typeof receivables.listContractEffects>,
      signal,
    }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    {
      key: 'created_at',
      label: 'effects.filters.created_at',
      type: 'daterange',
      size: 4,
      api: asDateRange('created_at_start', 'created_at_end'),
    },
    {
      key: 'liquidation_date',
      label: 'effects.filters.liquidation_date',
      type: 'daterange',
      size: 4,
      api: asDateRange('liquidation_date_start', 'liquidation_date_end'),
    },
    { key: 'contract_identifier', label: 'effects.filters.contract_identifier', type: 'text' },
    { key: 'protocol', label: 'effects.filters.protocol', type: 'text' },
    {
      key: 'beneficiary_doc',
      label: 'effects.filters.beneficiary_doc',
      type: 'text',
      api: asDigits('beneficiary_doc'),
    },
    {
      key: 'effect_type',
      label: 'effects.filters.effect_type',
      type: 'multi-select',
      enum: CONTRACT_EFFECT_TYPES,
    },
    { key: 'project', label: 'filters.project', type: 'select', source: projectOptions },
    merchantFilter('merchant', 'filters.merchant'),
    {
      key: 'smoke_contract_effect',
      label: 'effects.filters.smoke_contract_effect',
      type: 'select',
      enum: YES_NO_BOOLEAN,
    },
    { key: 'deprecated', label: 'effects.filters.deprecated', type: 'select', enum: YES_NO_BOOLEAN },
    {
      key: 'receiving_end_user_document',
      label: 'units.filters.receiving_end_user_document',
      type: 'text',
      api: asDigits('receiving_end_user_document'),
    },
    // Several CERC codes at once (spec: multi-select of free codes).
    { key: 'cerc_code', label: 'conciliation.filters.cerc_code', type: 'tags' },
  ],
  filterDefaults: { deprecated: 'false' },
  sort: { by: 'created_at', desc: true },
  paging: { sizes: [10, 25, 50] },
  onError: 'clear',
  project: { filter: 'project' },
});
