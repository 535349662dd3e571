import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../../shared/lib/api';
import { downloadKeys } from '../../../../shared/ui/download';

/** `DELETE /v1/downloads/{id}`: cancels a pending export or removes a finished one. */
export function useCancelDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => mainApi.delete(`/v1/downloads/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}
