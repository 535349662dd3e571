export { type ListDefaults, type ListSearch, useListSearch } from './use-list-search';
