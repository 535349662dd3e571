export { type SearchChoice, SearchSelect, type SearchSelectProps } from './search-select';
export { nothingFoundText, type SearchChoicesOptions, useSearchChoices } from './use-search-choices';
