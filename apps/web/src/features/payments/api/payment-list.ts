import { PAYMENT_STATUSES, PAYMENT_VALIDATIONS, STEP_STATUSES } from '@mentor/contract';
import { type PaymentTab, paymentListResponseSchema } from '@mentor/contract/payments';
import dayjs from 'dayjs';
import { mainApi } from '../../../shared/lib/api';
import { isDateRangeValue } from '../../../shared/ui/filter-panel';
import { defineList, type FilterToApi } from '../../../shared/ui/list-page';
import { paymentKeys } from './payment-query-keys';

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
 * One tab of the payments screen (spec core §4.3): TED, SLC and LBK default to WAITING_SEND;
 * INVALID to both PENDING and BLOCKED; the date range is required, with no clear button; the
 * list follows the top-bar project (no project filter of its own).
 */
export function paymentList(tab: PaymentTab) {
  const settlementTab = tab === 'TED' || tab === 'SLC' || tab === 'LBK';
  return defineList({
    ns: 'payments',
    queryKey: paymentKeys.tab(tab),
    fetch: (params, { signal }) =>
      mainApi.get('/v1/payment', {
        query: { ...params, payment_type: tab },
        schema: paymentListResponseSchema,
        signal,
      }),
    rows: (data) => data.data,
    total: (data) => data.total_payments,
    rowKey: (row) => row.id,
    filters: [
      {
        key: 'daterange',
        label: 'filters.daterange',
        type: 'daterange',
        clearable: false,
        rules: 'required_date',
        size: 4,
        radioItems: [
          { value: 'dt_payment', label: 'filters.dt_payment' },
          { value: 'dt_created', label: 'filters.dt_created' },
        ],
        api: dateRangeToApi,
      },
      { key: 'payment', label: 'filters.payment', type: 'integer' },
      { key: 'merchant', label: 'filters.merchant', type: 'integer' },
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
              enum: PAYMENT_VALIDATIONS,
            },
          ]),
      { key: 'step_status', label: 'filters.step_status', type: 'multi-select', enum: STEP_STATUSES },
    ],
    filterDefaults: {
      daterange: defaultRange(),
      ...(settlementTab ? { status: ['WAITING_SEND'] } : {}),
      ...(tab === 'INVALID' ? { validation: ['PENDING', 'BLOCKED'] } : {}),
    },
    sort: { by: 'dt_payment', desc: false },
    paging: { sizes: [10, 25, 50, 100] },
    onError: 'clear',
    project: { param: 'project' },
  });
}
