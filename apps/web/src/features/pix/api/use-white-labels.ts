import { type WhiteLabel, whiteLabelSchema } from '@mentor/contract/pix';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

export function fetchWhiteLabels(): Promise<WhiteLabel[]> {
  return backofficeApi.get('/spe-view-n-backoffice/v1/white-label', { schema: z.array(whiteLabelSchema) });
}

/** White labels for the filters (the caller's project scope). */
export function useWhiteLabels() {
  return useQuery({ queryKey: pixKeys.whiteLabels(), queryFn: fetchWhiteLabels, staleTime: 5 * 60_000 });
}
