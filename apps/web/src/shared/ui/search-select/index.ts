export { type SearchChoice, SearchSelect, type SearchSelectProps } from './search-select';
