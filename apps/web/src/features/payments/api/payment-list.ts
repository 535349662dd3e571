import {
  INVALID_PAYMENT_VALIDATIONS,
  PAYMENT_STATUSES,
  PAYMENT_VALIDATIONS,
  STEP_STATUSES,
  YES_NO_BOOLEAN,
  zRequiredDateRange,
} from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { type PaymentTab, SETTLEMENT_TYPES } from '@mentor/contract/payments';
import { payments } from '@mentor/contract/payments-endpoints';
import dayjs from 'dayjs';
import { api } from '../../../shared/lib/api';
import { projectOptions } from '../../../shared/lib/options';
import { isDateRangeValue } from '../../../shared/ui/filter-panel';
import { defineList, type FilterToApi } from '../../../shared/ui/list-page';
import { merchantFilter } from '../../../shared/ui/merchant-picker';
import { paymentKeys } from './payment-query-keys';

type ListQuery = EndpointQuery<typeof payments.listPayments>;

/** The date range with its radio (creation or payment date), sent as start, end and date_kind. */
const dateRangeToApi: FilterToApi = (value) => {
  if (!isDateRangeValue(value)) return {};
  return {
    ...(value.start ? { start: value.start } : {}),
    ...(value.end ? { end: value.end } : {}),
    date_kind: value.type ?? 'dt_payment',
  };
};

const defaultRange = () => ({
  start: dayjs().subtract(30, 'day').format('YYYY-MM-DD'),
  end: dayjs().add(30, 'day').format('YYYY-MM-DD'),
  type: 'dt_payment',
});

/**
 * One tab of the payments screen (spec core §3, §3.1, §4.3): TED, SLC and LBK default to
 * WAITING_SEND; INVALID to both PENDING and BLOCKED; the date range is required, with no clear
 * button; every filter of the payment entity. The project filter shows only in multi-project mode
 * (the top-bar project fills it); otherwise the list follows the user's project without one.
 */
export function paymentList(tab: PaymentTab, multiProject = false) {
  const settlementTab = tab === 'TED' || tab === 'SLC' || tab === 'LBK';
  return defineList({
    ns: 'payments',
    queryKey: paymentKeys.tab(tab),
    // The multi-value filters accept a list or a comma-joined text, so their input type is open.
    fetch: (params, { signal }) =>
      api.call(payments.listPayments, { query: { ...params, payment_type: tab } as ListQuery, signal }),
    rows: (data) => data.data,
    total: (data) => data.total_payments,
    rowKey: (row) => row.id,
    filters: [
      {
        key: 'daterange',
        label: 'filters.daterange',
        type: 'daterange',
        clearable: false,
        rules: zRequiredDateRange,
        size: 4,
        radioItems: [
          { value: 'dt_payment', label: 'filters.dt_payment' },
          { value: 'dt_created', label: 'filters.dt_created' },
        ],
        api: dateRangeToApi,
      },
      { key: 'payment', label: 'filters.payment', type: 'integer' },
      merchantFilter('merchant', 'filters.merchant'),
      { key: 'transaction', label: 'filters.transaction', type: 'integer' },
      ...(tab === 'INVALID'
        ? []
        : [
            { key: 'status', label: 'filters.status', type: 'multi-select' as const, enum: PAYMENT_STATUSES },
          ]),
      ...(settlementTab
        ? []
        : [
            {
              key: 'validation',
              label: 'filters.validation',
              type: 'multi-select' as const,
              // The INVALID tab holds PENDING and BLOCKED payments only.
              enum: tab === 'INVALID' ? INVALID_PAYMENT_VALIDATIONS : PAYMENT_VALIDATIONS,
            },
          ]),
      { key: 'step_status', label: 'filters.step_status', type: 'multi-select', enum: STEP_STATUSES },
      // INVALID and CONSOLIDATED hold every type: the type narrows them (payment_type_context).
      ...(settlementTab
        ? []
        : [
            {
              key: 'payment_type_context',
              label: 'filters.payment_type_context',
              type: 'multi-select' as const,
              options: SETTLEMENT_TYPES.map((type) => ({ value: type, label: type })),
            },
          ]),
      { key: 'contract_effect', label: 'filters.contract_effect', type: 'select', enum: YES_NO_BOOLEAN },
      {
        key: 'centralized_bank_account_settlement',
        label: 'filters.centralized_bank_account_settlement',
        type: 'select',
        enum: YES_NO_BOOLEAN,
      },
      ...(multiProject
        ? [{ key: 'project', label: 'filters.project', type: 'select' as const, source: projectOptions }]
        : []),
    ],
    filterDefaults: {
      daterange: defaultRange(),
      ...(settlementTab ? { status: ['WAITING_SEND'] } : {}),
      ...(tab === 'INVALID' ? { validation: ['PENDING', 'BLOCKED'] } : {}),
    },
    sort: { by: 'dt_payment', desc: false },
    paging: { sizes: [10, 25, 50, 100] },
    onError: 'clear',
    project: multiProject ? { filter: 'project' } : { param: 'project' },
  });
}
