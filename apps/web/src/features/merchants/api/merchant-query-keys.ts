/**
 * Query keys of the merchant screens. Merchant changes invalidate `merchantKeys.all` (lists,
 * records and their parts); group changes invalidate `merchantGroupKeys.all`.
 */
export const merchantKeys = {
  all: ['merchants'] as const,
  lists: ['merchants', 'list'] as const,
  detail: (id: number) => ['merchants', id] as const,
  part: (id: number, part: string) => ['merchants', id, part] as const,
  search: (text: string, projectId: number | null) => ['merchants', 'search', text, projectId] as const,
};

export const merchantGroupKeys = {
  all: ['merchant-groups'] as const,
  lists: ['merchant-groups', 'list'] as const,
  detail: (id: number) => ['merchant-groups', id] as const,
};

export const cnaeKeys = {
  lists: ['cnaes', 'list'] as const,
  mccsOf: (cnae: string | null, entityType: 'PF' | 'PJ') => ['mcc-of-cnae', cnae, entityType] as const,
};

export const blockTypeKeys = { all: ['block-types'] as const };

/** Reference lists the merchant forms pick from. */
export const merchantLookupKeys = {
  formations: ['merchant-formations'] as const,
  acquirers: ['acquirers', 'options'] as const,
  salesPlans: (projectId: number, channelId: number | null) =>
    ['merchants', 'sales-plan-options', projectId, channelId] as const,
  salesRepresentatives: (projectId: number) =>
    ['merchants', 'sales-representative-options', projectId] as const,
};
