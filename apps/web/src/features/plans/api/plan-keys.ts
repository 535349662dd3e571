/** Query keys of the plans area. */
export const planKeys = {
  all: ['plans'] as const,
  salesList: ['plans', 'sales'] as const,
  sales: (id: number) => ['plans', 'sales', id] as const,
  rates: (id: number) => ['plans', 'sales', id, 'rates'] as const,
  arv: (filters: object) => ['plans', 'arv', filters] as const,
  arvHistory: (page: number) => ['plans', 'arv', 'history', page] as const,
  run: (id: number) => ['plans', 'arv', 'run', id] as const,
  acquirers: ['plans', 'acquirers'] as const,
  acquirer: (id: number) => ['plans', 'acquirers', id] as const,
  acquirerMdr: (id: number, channelId: number, mcc: string) =>
    ['plans', 'acquirers', id, channelId, mcc] as const,
  merchants: (id: number, page: number, perPage: number) =>
    ['plans', 'sales', id, 'merchants', page, perPage] as const,
  projectChannels: (projectId: number) => ['plans', 'project-channels', projectId] as const,
  channel: (id: number) => ['plans', 'channels', id] as const,
};
