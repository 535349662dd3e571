export { QueryState, type QueryStateProps, type QueryStateSource } from './query-state';
