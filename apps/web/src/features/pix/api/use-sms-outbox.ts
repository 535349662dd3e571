import { pix } from '@mentor/contract/pix-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** The latest messages of the local SMS outbox, optionally of one account. */
export function useSmsOutbox(account: string | null) {
  return useQuery({
    queryKey: pixKeys.smsOutbox(account),
    queryFn: () =>
      api.call(pix.listSmsOutbox, { query: { limit: 5, page: 1, uuidAccountPayment: account ?? undefined } }),
  });
}
