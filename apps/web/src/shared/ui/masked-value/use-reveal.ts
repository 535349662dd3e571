import { type RevealBody, revealResponseSchema } from '@mentor/contract/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../lib/api';

/** Reveals one masked personal value; the server logs it in the record's history. */
export function useReveal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RevealBody) => mainApi.post('/v1/reveal', body, { schema: revealResponseSchema }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
