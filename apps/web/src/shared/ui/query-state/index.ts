export {
  QueryError,
  type QueryErrorProps,
  QueryState,
  type QueryStateProps,
  type QueryStateSource,
} from './query-state';
