/** Query keys of the billet screens; changes invalidate `all` so the list reloads. */
export const billetKeys = {
  all: ['billets'] as const,
  lists: ['billets', 'list'] as const,
  layouts: ['billets', 'layouts'] as const,
};
