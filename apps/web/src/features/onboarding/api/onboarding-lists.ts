import { notifications } from '@mantine/notifications';
import {
  ONBOARDING_PRODUCTS,
  PRE_ACCOUNT_STATUS_GROUPS,
  PRE_ACCOUNT_STATUSES,
  RESTRICTION_TYPES,
  RISK_LEVELS,
  riskLevelLabel,
} from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import {
  ONBOARDING_MESSAGES,
  ONBOARDING_PAGE_SIZE,
  ONBOARDING_QUEUES,
  type OnboardingQueue,
} from '@mentor/contract/onboarding';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { api } from '../../../shared/lib/api';
import type { LanguageCode } from '../../../shared/lib/i18n';
import { whiteLabelOptions } from '../../../shared/lib/options';
import { errorToast, errorView } from '../../../shared/ui/error-feedback';
import {
  type ApiParams,
  asDateRange,
  asDigits,
  defineList,
  type ListFilter,
} from '../../../shared/ui/list-page';
import { onboardingKeys } from './onboarding-query-keys';

/**
 * Onboarding lists (2nd doc §4, §5, §9): page 1, 10 per page, oldest registration first; CPF/CNPJ
 * sent as digits; empty filters left out; date ranges as `_start`/`_end`. A failed load toasts
 * 'Falha ao carregar contas (Err. {message})' and keeps the last rows.
 */
async function loudly<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const toast = errorToast(errorView(error), { message: ONBOARDING_MESSAGES.listFailed });
    if (toast) notifications.show(toast);
    throw error;
  }
}

/** The list screens' filters are open texts; the server checks them against the declaration. */
type Query<E extends (typeof onboarding)[keyof typeof onboarding]> = EndpointQuery<E>;

const paging = {
  sizes: [ONBOARDING_PAGE_SIZE, 30, 50, 100],
  toApi: ({ page, perPage }: { page: number; perPage: number }) => ({ page, limit: perPage }),
};
const oldestFirst = {
  by: 'dateRegister',
  desc: false,
  toApi: ({ by, desc }: { by: string; desc: boolean }): ApiParams => ({
    sortBy: by,
    sortOrder: desc ? 'DESC' : 'ASC',
  }),
};

/** The API's restriction codes and the contract's enumeration of them. */
const RESTRICTION_CODES: Readonly<Record<string, 'positive-list' | 'location'>> = {
  POSITIVE_LIST: 'positive-list',
  LOCATION: 'location',
};

/** Why an applicant is held back, in the screen's language; null when the API says nothing. */
export function restrictionLabel(
  restrictedBy: string | null | undefined,
  language: LanguageCode,
): string | null {
  const code = RESTRICTION_CODES[restrictedBy ?? ''];
  return code ? RESTRICTION_TYPES.label(code, language) : null;
}

const riskOptions = (language: LanguageCode) => [
  ...RISK_LEVELS.options.map((o) => ({ value: o.value, label: o.label[language] })),
  { value: 'NOT_CLASSIFIED', label: riskLevelLabel(null, language) },
];

const queueFilters = (queue: OnboardingQueue): ListFilter[] => {
  const statuses = PRE_ACCOUNT_STATUS_GROUPS[ONBOARDING_QUEUES[queue].group];
  return [
    { key: 'cpf', label: 'fields.cpf', type: 'text', api: asDigits('cpf') },
    { key: 'name', label: 'fields.name', type: 'text' },
    { key: 'uuidWhiteLabel', label: 'fields.whiteLabel', type: 'select', source: whiteLabelOptions },
    {
      key: 'status',
      label: 'fields.status',
      type: 'multi-select',
      languageOptions: (language) =>
        statuses.map((s) => ({ value: s, label: PRE_ACCOUNT_STATUSES.option(s)?.label[language] ?? s })),
      api: (value) => ({
        status: (Array.isArray(value) && value.length ? value : statuses).join(','),
      }),
    },
    { key: 'levelRisk', label: 'fields.levelRisk', type: 'select', languageOptions: riskOptions },
    { key: 'product', label: 'fields.product', type: 'select', enum: ONBOARDING_PRODUCTS },
    {
      key: 'dateRegister',
      label: 'fields.dateRegister',
      type: 'daterange',
      size: 4,
      api: asDateRange('dateRegister_start', 'dateRegister_end'),
    },
  ];
};

/** One queue screen: a status group of pre-accounts. */
export function queueList(queue: OnboardingQueue) {
  const statuses = PRE_ACCOUNT_STATUS_GROUPS[ONBOARDING_QUEUES[queue].group];
  return defineList({
    ns: 'onboarding',
    onError: 'keep-rows',
    queryKey: [...onboardingKeys.queueLists, queue],
    fetch: (query, { signal }) =>
      loudly(() =>
        api.call(onboarding.listQueue, {
          query: { status: statuses.join(','), ...query } as Query<typeof onboarding.listQueue>,
          signal,
        }),
      ),
    rows: (data) => data.data,
    total: (data) => data.meta.itemCount,
    rowKey: (row) => row.uuid,
    filters: queueFilters(queue),
    sort: oldestFirst,
    paging,
  });
}

/** Applicants held back by the positive list or a location restriction. */
export const restrictedList = defineList({
  ns: 'onboarding',
  onError: 'keep-rows',
  queryKey: onboardingKeys.restrictedLists,
  fetch: (query, { signal }) =>
    loudly(() =>
      api.call(onboarding.listRestricted, {
        query: query as Query<typeof onboarding.listRestricted>,
        signal,
      }),
    ),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuid,
  filters: [
    { key: 'filters', label: 'fields.search', type: 'text' },
    {
      key: 'restrictedBy',
      label: 'fields.restrictedBy',
      type: 'select',
      languageOptions: (language) =>
        Object.keys(RESTRICTION_CODES).map((value) => ({
          value,
          label: restrictionLabel(value, language) ?? value,
        })),
    },
    { key: 'uuidWhiteLabel', label: 'fields.whiteLabel', type: 'select', source: whiteLabelOptions },
  ],
  sort: oldestFirst,
  paging,
});

export type { BlockedAccount } from '@mentor/contract/onboarding-endpoints';

/** Blocked accounts with their reason, most recently blocked first. */
export const blockedList = defineList({
  ns: 'onboarding',
  onError: 'keep-rows',
  queryKey: onboardingKeys.blockedLists,
  fetch: (query, { signal }) =>
    loudly(() =>
      api.call(onboarding.listBlocked, { query: query as Query<typeof onboarding.listBlocked>, signal }),
    ),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuidAccountPayment,
  filters: [],
  sort: { by: 'blockedAt', desc: true, toApi: () => ({}) },
  paging,
});

/** Closed accounts: page 1, 10 per page, oldest registration first, with the balance left. */
export const closedList = defineList({
  ns: 'onboarding',
  onError: 'keep-rows',
  queryKey: onboardingKeys.closedLists,
  fetch: (query, { signal }) =>
    loudly(() =>
      api.call(onboarding.listClosed, { query: query as Query<typeof onboarding.listClosed>, signal }),
    ),
  rows: (data) => data.data,
  total: (data) => data.meta.itemCount,
  rowKey: (row) => row.uuidAccountPayment,
  filters: [
    { key: 'cpf', label: 'fields.cpf', type: 'text', api: asDigits('cpf') },
    { key: 'name', label: 'fields.name', type: 'text' },
    { key: 'accountNumber', label: 'fields.accountNumber', type: 'text' },
    { key: 'uuidWhiteLabel', label: 'fields.whiteLabel', type: 'select', source: whiteLabelOptions },
    {
      key: 'dateRegister',
      label: 'fields.dateRegister',
      type: 'daterange',
      size: 4,
      api: asDateRange('dateRegister_start', 'dateRegister_end'),
    },
    {
      key: 'closedAt',
      label: 'fields.closedAt',
      type: 'daterange',
      size: 4,
      api: asDateRange('closedAt_start', 'closedAt_end'),
    },
  ],
  sort: oldestFirst,
  paging,
});
