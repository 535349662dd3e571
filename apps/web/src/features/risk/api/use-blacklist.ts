import {
  type BlacklistCreateInput,
  type BlacklistManagementInput,
  blacklistEntrySchema,
  blacklistManagementSchema,
  RISK_MESSAGES,
} from '@mentor/contract/risk';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { riskKeys } from './risk-query-keys';

const MANAGER = '/spe-n-blacklist/v1/blacklist/management';
const saved = z.object({ message: z.string(), data: blacklistManagementSchema });

/** Adds a name and document to the older blacklist. */
export function useAddBlacklistEntry(ui: ConfirmedMutationUi<unknown, BlacklistCreateInput> = {}) {
  return useConfirmedMutation({
    success: RISK_MESSAGES.blacklistAdded,
    ...ui,
    mutationFn: (input: BlacklistCreateInput) =>
      backofficeApi.post('/spe-n-backoffice/v1/blacklist', input, { schema: blacklistEntrySchema }),
    invalidate: [riskKeys.blacklist],
  });
}

/** Removes an entry of the older blacklist by its document. */
export function useRemoveBlacklistEntry() {
  return useConfirmedMutation({
    success: RISK_MESSAGES.blacklistRemoved,
    mutationFn: (document: string) =>
      backofficeApi.delete('/spe-n-backoffice/v1/blacklist', {
        query: { document },
        schema: blacklistEntrySchema,
      }),
    invalidate: [riskKeys.blacklist],
  });
}

/**
 * Saves a blacklist manager entry: added without a uuid, changed with one (the edit dialog never
 * sends a change without it: 'UUID do item não encontrado para edição').
 */
export function useSaveManagedEntry(
  ui: ConfirmedMutationUi<
    z.infer<typeof saved>,
    { uuid: string | null; input: BlacklistManagementInput }
  > = {},
) {
  return useConfirmedMutation({
    success: (data) => data.message,
    ...ui,
    mutationFn: ({ uuid, input }: { uuid: string | null; input: BlacklistManagementInput }) =>
      uuid
        ? backofficeApi.put(`${MANAGER}/${encodeURIComponent(uuid)}`, input, { schema: saved })
        : backofficeApi.post(MANAGER, input, { schema: saved }),
    invalidate: [riskKeys.blacklistManager],
  });
}

export function useRemoveManagedEntry(ui: ConfirmedMutationUi<z.infer<typeof saved>, string> = {}) {
  return useConfirmedMutation({
    success: RISK_MESSAGES.blacklistRemoved,
    ...ui,
    mutationFn: (uuid: string) =>
      backofficeApi.delete(`${MANAGER}/${encodeURIComponent(uuid)}`, { schema: saved }),
    invalidate: [riskKeys.blacklistManager],
  });
}

/** One blacklist manager entry. */
export function useManagedEntry(uuid: string | null) {
  return useQuery({
    queryKey: riskKeys.blacklistEntry(uuid ?? ''),
    queryFn: ({ signal }) =>
      backofficeApi.get(`${MANAGER}/${encodeURIComponent(uuid ?? '')}`, {
        schema: blacklistManagementSchema,
        signal,
      }),
    enabled: uuid !== null,
  });
}
