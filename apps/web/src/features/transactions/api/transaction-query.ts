import type { QueryParams } from '../../../shared/lib/api';

/** What the list screen asks the server for: the filters as API parameters plus paging. */
export interface TransactionRequest {
  filters: QueryParams;
  page: number;
  perPage: number;
  sortBy: string;
  sortDesc: boolean;
  cursor?: string | undefined;
}

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (request: TransactionRequest) => ['transactions', 'list', request] as const,
  detail: (id: number) => ['transactions', 'detail', id] as const,
};
