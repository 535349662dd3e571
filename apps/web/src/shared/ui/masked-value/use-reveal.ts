import type { RevealBody } from '@mentor/contract/privacy';
import { privacy } from '@mentor/contract/privacy-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Reveals one masked personal value; the server logs it in the record's history. */
export function useReveal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RevealBody) => api.call(privacy.reveal, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
