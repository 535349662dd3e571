export { ALL_DATE_SHORTCUTS, DATE_SHORTCUTS, type DateShortcut, dateShortcutRange } from './date-shortcuts';
export { preloadFilterKinds } from './filter-field';
export { FilterPanel, type FilterPanelProps } from './filter-panel';
export { dateRangeQueryKeys, filterValuesToQuery, queryToFilterValues } from './filter-query';
export type {
  DateRangeValue,
  FilterDefinition,
  FilterFieldConfig,
  FilterOption,
  FilterQuery,
  FilterRules,
  FilterType,
  FilterValue,
  FilterValues,
} from './filter-types';
export { validateFilterValue } from './filter-validation';
export {
  completeFilterValues,
  emptyFilterValue,
  isDateRangeValue,
  isEmptyFilterValue,
} from './filter-values';
export { readIfVisible, searchOptions } from './search-options';
