/** Query keys of the onboarding screens; decisions invalidate `all` so queues and counts reload. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  queueLists: ['onboarding', 'queues'] as const,
  restrictedLists: ['onboarding', 'restricted'] as const,
  blockedLists: ['onboarding', 'blocked'] as const,
  riskCounts: (statuses: readonly string[]) => ['onboarding', 'risk-counts', statuses] as const,
  account: (uuid: string) => ['onboarding', 'account', uuid] as const,
  documents: (uuid: string, deleted: boolean) => ['onboarding', 'documents', uuid, deleted] as const,
  statement: (wl: string, account: string, start: string, end: string) =>
    ['onboarding', 'statement', wl, account, start, end] as const,
  limits: (wl: string, account: string) => ['onboarding', 'limits', wl, account] as const,
  positiveList: (wl: string) => ['onboarding', 'positive-list', wl] as const,
  positiveEntries: ['onboarding', 'positive-entries'] as const,
  locations: (wl: string) => ['onboarding', 'locations', wl] as const,
  locationMetrics: (wl: string) => ['onboarding', 'location-metrics', wl] as const,
  closedLists: ['onboarding', 'closed'] as const,
  closedAccount: (wl: string, account: string) => ['onboarding', 'closed-account', wl, account] as const,
  closedStatement: (wl: string, account: string, start: string, end: string) =>
    ['onboarding', 'closed-statement', wl, account, start, end] as const,
  baskets: (wl: string, account: string) => ['onboarding', 'baskets', wl, account] as const,
  basketResume: (basket: string) => ['onboarding', 'basket-resume', basket] as const,
  blockReasons: (wl: string) => ['onboarding', 'block-reasons', wl] as const,
};
