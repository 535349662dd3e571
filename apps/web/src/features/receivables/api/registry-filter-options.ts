/** Search parameters of the registry screen around its lists (tab, dispute direction). */
export const REGISTRY_TAB_PARAMS = ['tab', 'direction'] as const;
