/** Query keys of the risk screens; mutations invalidate their topic so its lists reload. */
export const riskKeys = {
  all: ['risk'] as const,
  whiteLabels: () => ['risk', 'white-labels'] as const,
  blacklist: ['risk', 'blacklist'] as const,
  blacklistManager: ['risk', 'blacklist-manager'] as const,
  blacklistEntry: (uuid: string) => ['risk', 'blacklist-manager', 'entry', uuid] as const,
  analyses: ['risk', 'analyses'] as const,
  accounts: (whiteLabel: string) => ['risk', 'accounts', whiteLabel] as const,
  clients: () => ['risk', 'clients'] as const,
  transactionTypes: () => ['risk', 'transaction-types'] as const,
  declined: (path: object) => ['risk', 'declined', path] as const,
  declinedMetrics: (query: object) => ['risk', 'declined-metrics', query] as const,
  scheduled: ['risk', 'scheduled'] as const,
  scheduledMetrics: (query: object) => ['risk', 'scheduled', 'metrics', query] as const,
  baskets: (whiteLabel: string) => ['risk', 'baskets', whiteLabel] as const,
  basketDetails: (uuid: string) => ['risk', 'basket-details', uuid] as const,
};
