import type { EndpointResult } from '@mentor/contract/common/endpoint';
import {
  type BlacklistCreateInput,
  type BlacklistManagementInput,
  RISK_MESSAGES,
} from '@mentor/contract/risk';
import { risk } from '@mentor/contract/risk-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { riskKeys } from './risk-query-keys';

/** What a manager change answers: its message and the entry. */
type Saved = EndpointResult<typeof risk.createManagedEntry>;

/** Adds a name and document to the older blacklist. */
export function useAddBlacklistEntry(ui: ConfirmedMutationUi<unknown, BlacklistCreateInput> = {}) {
  return useConfirmedMutation({
    success: RISK_MESSAGES.blacklistAdded,
    ...ui,
    mutationFn: (input: BlacklistCreateInput) => api.call(risk.addBlacklistEntry, { body: input }),
    invalidate: [riskKeys.blacklist],
  });
}

/** Removes an entry of the older blacklist by its document. */
export function useRemoveBlacklistEntry() {
  return useConfirmedMutation({
    success: RISK_MESSAGES.blacklistRemoved,
    mutationFn: (document: string) => api.call(risk.removeBlacklistEntry, { query: { document } }),
    invalidate: [riskKeys.blacklist],
  });
}

/**
 * Saves a blacklist manager entry: added without a uuid, changed with one (the edit dialog never
 * sends a change without it: 'UUID do item não encontrado para edição').
 */
export function useSaveManagedEntry(
  ui: ConfirmedMutationUi<Saved, { uuid: string | null; input: BlacklistManagementInput }> = {},
) {
  return useConfirmedMutation({
    success: (data) => data.message,
    ...ui,
    mutationFn: ({ uuid, input }: { uuid: string | null; input: BlacklistManagementInput }) =>
      uuid
        ? api.call(risk.updateManagedEntry, { params: { uuid }, body: input })
        : api.call(risk.createManagedEntry, { body: input }),
    invalidate: [riskKeys.blacklistManager],
  });
}

export function useRemoveManagedEntry(ui: ConfirmedMutationUi<Saved, string> = {}) {
  return useConfirmedMutation({
    success: RISK_MESSAGES.blacklistRemoved,
    ...ui,
    mutationFn: (uuid: string) => api.call(risk.removeManagedEntry, { params: { uuid } }),
    invalidate: [riskKeys.blacklistManager],
  });
}

/** One blacklist manager entry. */
export function useManagedEntry(uuid: string | null) {
  return useQuery({
    queryKey: riskKeys.blacklistEntry(uuid ?? ''),
    queryFn: ({ signal }) => api.call(risk.readManagedEntry, { params: { uuid: uuid ?? '' }, signal }),
    enabled: uuid !== null,
  });
}
