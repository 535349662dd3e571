export {
  type ApiParams,
  type CursorPaging,
  defineList,
  type FilterToApi,
  type ListDefinition,
  type ListFilter,
  type OffsetPaging,
} from './define-list';
export { asDateRange, asDigits, asParam, filtersToApi } from './filter-api';
export { gatewayPaging } from './gateway-paging';
export { ListPage, type ListPageProps, type RowAction, type RowActions } from './list-page';
export {
  type ListUrlState,
  listRequestParams,
  readListState,
  sameQuery,
  savedViewQuery,
  writeListState,
} from './list-url-state';
export { type ListPageModel, prefetchList, useListPage } from './use-list-page';
