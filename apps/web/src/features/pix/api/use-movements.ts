import { gatewayPagedSchema, type MovementListQuery, movementSchema } from '@mentor/contract/pix';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

const listSchema = gatewayPagedSchema(movementSchema);

/** A page of Pix movements (orderBy dateRegister, DESC unless asked otherwise). */
export function useMovements(query: MovementListQuery, enabled = true) {
  return useQuery({
    queryKey: pixKeys.movements(query),
    queryFn: () =>
      backofficeApi.get('/spe-view-n-backoffice/v1/financial-movements', {
        query: { orderBy: 'dateRegister', order: 'DESC', ...query },
        schema: listSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
