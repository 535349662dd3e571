import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import type {
  EquipmentBulkInput,
  EquipmentBulkResult,
  EquipmentCreateInput,
  RentSettingsInput,
  SupplierCredentialInput,
  Terminal,
  TerminalAcquirerInput,
  TerminalCreateInput,
  TerminalUpdateInput,
} from '@mentor/contract/terminals';
import { terminals } from '@mentor/contract/terminals-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { terminalKeys } from './terminal-query-keys';

export function useTerminal(id: number) {
  return useQuery({
    queryKey: terminalKeys.detail(id),
    queryFn: ({ signal }) => api.call(terminals.readTerminal, { params: { id }, signal }),
    enabled: id > 0,
  });
}

type Ui<R, V> = ConfirmedMutationUi<R, V>;

/** Terminal changes refresh the record, the lists and the history. */
function useTerminalMutation<V, R>(run: (vars: V) => Promise<R>, ui: Ui<R, V> = {}) {
  return useConfirmedMutation({ ...ui, mutationFn: run, invalidate: [terminalKeys.all, historyKeys.all] });
}

export type TerminalAction =
  | { kind: 'block' | 'unblock' | 'inactivate' | 'disassociate'; id: number }
  | { kind: 'associate'; id: number; serial_number: string };

export function useTerminalAction(ui: Ui<unknown, TerminalAction> = {}) {
  return useTerminalMutation((action: TerminalAction) => {
    const params = { id: action.id };
    switch (action.kind) {
      case 'block':
        return api.call(terminals.blockTerminal, { params });
      case 'unblock':
        return api.call(terminals.unblockTerminal, { params });
      case 'inactivate':
        return api.call(terminals.inactivateTerminal, { params });
      case 'disassociate':
        return api.call(terminals.disassociateEquipment, { params });
      case 'associate':
        return api.call(terminals.associateEquipment, {
          params,
          body: { serial_number: action.serial_number },
        });
    }
  }, ui);
}

/** Updates a terminal: the one-time code is asked for right before sending. */
export function useUpdateTerminal(id: number, ui: Ui<unknown, TerminalUpdateInput> = {}) {
  return useTerminalMutation(
    (body: TerminalUpdateInput) => api.call(terminals.updateTerminal, { params: { id }, body }),
    ui,
  );
}

/**
 * Creates a terminal. Nothing is refreshed here: the screen opens the new terminal first and
 * refreshes the list after (a list refetching under the navigation would keep its own URL).
 */
export function useCreateTerminal(ui: Ui<Terminal, TerminalCreateInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: TerminalCreateInput) => api.call(terminals.createTerminal, { body }),
  });
}

export function useSaveAcquirer(id: number, exists: boolean, ui: Ui<unknown, TerminalAcquirerInput> = {}) {
  return useTerminalMutation(
    (body: TerminalAcquirerInput) =>
      api.call(exists ? terminals.updateAcquirer : terminals.createAcquirer, { params: { id }, body }),
    ui,
  );
}

export function useCreateEquipment(ui: Ui<unknown, EquipmentCreateInput> = {}) {
  return useTerminalMutation(
    (body: EquipmentCreateInput) => api.call(terminals.createEquipment, { body }),
    ui,
  );
}

export function useDeleteEquipment(ui: Ui<unknown, string> = {}) {
  return useTerminalMutation(
    (serial: string) => api.call(terminals.deleteEquipment, { params: { serial_number: serial } }),
    ui,
  );
}

export function useBulkEquipment(ui: Ui<EquipmentBulkResult, EquipmentBulkInput> = {}) {
  return useTerminalMutation((body: EquipmentBulkInput) => api.call(terminals.bulkEquipment, { body }), ui);
}

/** The charges a rent setting would make (the server's preview of an automatic rent). */
export function calculateRent(settings: RentSettingsInput & { terminal_id?: number }) {
  // Sent as text, as the address carries it; the server reads each field from its text.
  const query = Object.fromEntries(
    Object.entries(settings)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ) as unknown as EndpointQuery<typeof terminals.calculateRent>;
  return api.call(terminals.calculateRent, { query });
}

export type CredentialTarget = {
  projectId?: number | null;
  terminalId?: number | null;
  supplier?: string | null;
};

/** Supplier credentials of a project, or of a terminal for one supplier. */
export function fetchCredentials(target: CredentialTarget, page: number, perPage: number) {
  const query = { page, perPage };
  if (target.terminalId) {
    return api.call(terminals.listTerminalCredentials, {
      params: { id: target.terminalId, supplier_identifier: target.supplier ?? '' },
      query,
    });
  }
  return api.call(terminals.listProjectCredentials, { params: { id: target.projectId ?? 0 }, query });
}

export function useCreateCredential(
  target: CredentialTarget,
  ui: Ui<unknown, SupplierCredentialInput & { supplier: string; type?: string }> = {},
) {
  return useTerminalMutation(
    ({ supplier, type, ...body }: SupplierCredentialInput & { supplier: string; type?: string }) => {
      if (target.terminalId) {
        return api.call(terminals.createTerminalCredential, {
          params: { id: target.terminalId, supplier_identifier: supplier, type: type ?? 'API' },
          body,
        });
      }
      return api.call(terminals.createProjectCredential, {
        params: { id: target.projectId ?? 0, supplier_identifier: supplier },
        body,
      });
    },
    ui,
  );
}

/** The credential with its secret (the one-time code is asked for first). */
export function revealCredential(id: number) {
  return api.call(terminals.revealCredential, { params: { id } });
}
