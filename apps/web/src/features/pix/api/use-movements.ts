import type { MovementListQuery } from '@mentor/contract/pix';
import { pix } from '@mentor/contract/pix-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** A page of Pix movements (orderBy dateRegister, DESC unless asked otherwise). */
export function useMovements(query: MovementListQuery, enabled = true) {
  return useQuery({
    queryKey: pixKeys.movements(query),
    queryFn: () =>
      api.call(pix.listMovements, { query: { orderBy: 'dateRegister', order: 'DESC', ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
