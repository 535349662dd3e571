export const transactionKeys = {
  all: ['transactions'] as const,
  lists: ['transactions', 'list'] as const,
  detail: (id: number) => ['transactions', 'detail', id] as const,
};
