/** Query keys of the payments area: every list, detail and the cut-offs hang under `all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: ['payments', 'list'] as const,
  tab: (tab: string) => ['payments', 'list', tab] as const,
  detail: (id: number) => ['payments', 'detail', id] as const,
  cutoffs: ['payments', 'cutoffs'] as const,
  remittances: ['payments', 'remittances'] as const,
};
