/** Query keys of the approvals inbox. */
export const approvalKeys = {
  all: ['approvals'] as const,
  list: (query: object) => ['approvals', 'list', query] as const,
  count: ['approvals', 'count'] as const,
  rules: ['approvals', 'rules'] as const,
  detail: (id: number) => ['approvals', 'detail', id] as const,
};
