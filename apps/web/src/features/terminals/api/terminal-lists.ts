import {
  AUTOMATIC_RENT_STATUSES,
  EQUIPMENT_USAGE,
  TERMINAL_STATUSES,
  YES_NO_BOOLEAN,
} from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { terminals } from '@mentor/contract/terminals-endpoints';
import { api } from '../../../shared/lib/api';
import { projectOptions } from '../../../shared/lib/options';
import { asDateRange, defineList } from '../../../shared/ui/list-page';
import { merchantFilter } from '../../../shared/ui/merchant-picker';
import { equipmentModelOptions, modalityOptions, supplierOptions } from './terminal-options';
import { terminalKeys } from './terminal-query-keys';

// The multi-value filters accept a list or a comma-joined text, so the lists' input type is open.
type EquipmentQuery = EndpointQuery<typeof terminals.listEquipment>;
type TerminalQuery = EndpointQuery<typeof terminals.listTerminals>;
type RentQuery = EndpointQuery<typeof terminals.listRents>;

const coreList = { ns: 'terminals', onError: 'clear' } as const;

/** Equipment (spec core §2.5): serial, project, in use or available, models, equipment code. */
export const equipmentList = defineList({
  ...coreList,
  project: { filter: 'project' },
  queryKey: terminalKeys.equipmentLists,
  fetch: (query, { signal }) => api.call(terminals.listEquipment, { query: query as EquipmentQuery, signal }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.serial_number,
  filters: [
    { key: 'serial_number', label: 'fields.serialNumber', type: 'text' },
    { key: 'project', label: 'fields.project', type: 'select', source: projectOptions },
    { key: 'in_use', label: 'fields.inUse', type: 'select', enum: EQUIPMENT_USAGE },
    { key: 'equipment_model', label: 'fields.model', type: 'multi-select', source: equipmentModelOptions },
    { key: 'equipment_code', label: 'fields.equipmentCode', type: 'text' },
  ],
  sort: { by: 'id', desc: true },
  paging: { sizes: [10, 25, 50, 100] },
});

/** Terminals (spec core §2.5), 10 per page. */
export const terminalList = defineList({
  ...coreList,
  project: { filter: 'project' },
  queryKey: terminalKeys.terminalLists,
  fetch: (query, { signal }) => api.call(terminals.listTerminals, { query: query as TerminalQuery, signal }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'terminal_code', label: 'fields.terminalCode', type: 'text' },
    { key: 'project', label: 'fields.project', type: 'select', source: projectOptions },
    { key: 'merchant', label: 'fields.merchant', type: 'text' },
    { key: 'serial_number', label: 'fields.serialNumber', type: 'text' },
    { key: 'status', label: 'fields.status', type: 'multi-select', enum: TERMINAL_STATUSES },
    { key: 'modality', label: 'fields.modality', type: 'multi-select', source: modalityOptions },
    { key: 'blocked', label: 'fields.blocked', type: 'multi-select', enum: YES_NO_BOOLEAN },
    { key: 'supplier', label: 'fields.supplier', type: 'multi-select', source: supplierOptions },
  ],
  sort: { by: 'id', desc: true },
  paging: { sizes: [10, 25, 50, 100] },
});

/** Automatic rent charges (financial/Pix/onboarding §3), 10 per page sorted by id. */
export const rentList = defineList({
  ...coreList,
  project: { filter: 'project_id' },
  queryKey: terminalKeys.rentLists,
  fetch: (query, { signal }) => api.call(terminals.listRents, { query: query as RentQuery, signal }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'project_id', label: 'fields.project', type: 'select', source: projectOptions },
    {
      key: 'dt_start',
      label: 'fields.dtStart',
      type: 'daterange',
      api: asDateRange('dt_start_start', 'dt_start_end'),
    },
    {
      key: 'dt_end',
      label: 'fields.dtEnd',
      type: 'daterange',
      api: asDateRange('dt_end_start', 'dt_end_end'),
    },
    {
      key: 'dt_payment_to_project',
      label: 'fields.dtPaymentToProject',
      type: 'daterange',
      api: asDateRange('dt_payment_to_project_start', 'dt_payment_to_project_end'),
    },
    {
      key: 'dt_project_paid',
      label: 'fields.dtProjectPaid',
      type: 'daterange',
      api: asDateRange('dt_project_paid_start', 'dt_project_paid_end'),
    },
    { key: 'automatic_rent_id', label: 'fields.rentId', type: 'integer' },
    { key: 'terminal_id', label: 'fields.terminalId', type: 'integer' },
    { key: 'equipment_id', label: 'fields.equipmentId', type: 'integer' },
    merchantFilter('charged_merchant_id', 'fields.chargedMerchant'),
    merchantFilter('owner_paid_merchant_id', 'fields.ownerPaidMerchant'),
    { key: 'pro_rata', label: 'fields.proRata', type: 'select', enum: YES_NO_BOOLEAN },
    { key: 'status', label: 'fields.status', type: 'multi-select', enum: AUTOMATIC_RENT_STATUSES },
  ],
  sort: { by: 'id', desc: false },
  paging: { sizes: [10, 25, 50, 100] },
});
