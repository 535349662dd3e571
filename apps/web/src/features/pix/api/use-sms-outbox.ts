import { gatewayPagedSchema, smsOutboxItemSchema } from '@mentor/contract/pix';
import { useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

const listSchema = gatewayPagedSchema(smsOutboxItemSchema);

/** The latest messages of the local SMS outbox, optionally of one account. */
export function useSmsOutbox(account: string | null) {
  return useQuery({
    queryKey: pixKeys.smsOutbox(account),
    queryFn: () =>
      backofficeApi.get('/spe-n-token/v1/sms-outbox', {
        query: { limit: 5, page: 1, uuidAccountPayment: account ?? undefined },
        schema: listSchema,
      }),
  });
}
