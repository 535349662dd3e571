/** Query keys of the credentials area: one object, so a change refreshes exactly what it shows. */
export const credentialKeys = {
  all: ['credentials'] as const,
  lists: ['credentials', 'list'] as const,
  detail: (id: string) => ['credentials', 'detail', id] as const,
  effective: (id: string) => ['credentials', 'detail', id, 'effective'] as const,
  options: ['credentials', 'options'] as const,
  catalogue: ['credentials', 'catalogue'] as const,
};
