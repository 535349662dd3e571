import { downloads } from '@mentor/contract/downloads-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/lib/api';
import { downloadKeys } from '../../../../shared/ui/download';

/** `downloads.cancelOrRemove`: cancels a pending export or removes a finished one. */
export function useCancelDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(downloads.cancelOrRemove, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}
