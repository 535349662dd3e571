import { errorView } from '../../../shared/lib/api';
import type { ChartLoad } from './tpv-charts';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The chart state of a query: its error (with a retry) even when an older answer is still
 * held, a skeleton until the first answer, 'empty' when the period has no data.
 */
export function chartLoad<T>(query: QueryLike<T>, isEmpty: (data: T) => boolean): ChartLoad {
  const onRetry = () => void query.refetch();
  if (query.isError) return { state: 'error', errorText: errorView(query.error).message, onRetry };
  if (query.data === undefined) return { state: 'loading' };
  return { state: isEmpty(query.data) ? 'empty' : 'ready' };
}
