import {
  type EquipmentBulkInput,
  type EquipmentCreateInput,
  equipmentBulkResultSchema,
  equipmentSchema,
  type RentSettingsInput,
  rentCalculationSchema,
  type SupplierCredentialInput,
  supplierCredentialSchema,
  supplierCredentialSecretSchema,
  type TerminalAcquirerInput,
  type TerminalCreateInput,
  type TerminalUpdateInput,
  terminalSchema,
} from '@mentor/contract/terminals';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { terminalKeys } from './terminal-query-keys';

export function useTerminal(id: number) {
  return useQuery({
    queryKey: terminalKeys.detail(id),
    queryFn: ({ signal }) => mainApi.get(`/v1/terminal/${id}`, { schema: terminalSchema, signal }),
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
    const base = `/v1/terminal/${action.id}`;
    switch (action.kind) {
      case 'block':
        return mainApi.put(`${base}/block`, undefined, { schema: terminalSchema });
      case 'unblock':
        return mainApi.put(`${base}/unblock`, undefined, { schema: terminalSchema });
      case 'inactivate':
        return mainApi.delete(base, { schema: terminalSchema });
      case 'disassociate':
        return mainApi.delete(`${base}/equipment`, { schema: terminalSchema });
      case 'associate':
        return mainApi.post(
          `${base}/equipment`,
          { serial_number: action.serial_number },
          { schema: terminalSchema },
        );
    }
  }, ui);
}

/** `PUT /v1/terminal/{id}`: asks the one-time code right before sending. */
export function useUpdateTerminal(id: number, ui: Ui<unknown, TerminalUpdateInput> = {}) {
  return useTerminalMutation(
    (body: TerminalUpdateInput) =>
      mainApi.put(`/v1/terminal/${id}`, body, { otp: true, schema: terminalSchema }),
    ui,
  );
}

/**
 * Creates a terminal. Nothing is refreshed here: the screen opens the new terminal first and
 * refreshes the list after (a list refetching under the navigation would keep its own URL).
 */
export function useCreateTerminal(ui: Ui<z.infer<typeof terminalSchema>, TerminalCreateInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: TerminalCreateInput) => mainApi.post('/v1/terminal', body, { schema: terminalSchema }),
  });
}

export function useSaveAcquirer(id: number, exists: boolean, ui: Ui<unknown, TerminalAcquirerInput> = {}) {
  return useTerminalMutation(
    (body: TerminalAcquirerInput) =>
      exists
        ? mainApi.put(`/v1/terminal/${id}/acquirer`, body, { schema: terminalSchema })
        : mainApi.post(`/v1/terminal/${id}/acquirer`, body, { schema: terminalSchema }),
    ui,
  );
}

export function useCreateEquipment(ui: Ui<unknown, EquipmentCreateInput> = {}) {
  return useTerminalMutation(
    (body: EquipmentCreateInput) => mainApi.post('/v1/equipment', body, { schema: equipmentSchema }),
    ui,
  );
}

export function useDeleteEquipment(ui: Ui<unknown, string> = {}) {
  return useTerminalMutation(
    (serial: string) => mainApi.delete(`/v1/equipment/${encodeURIComponent(serial)}`),
    ui,
  );
}

export function useBulkEquipment(ui: Ui<z.infer<typeof equipmentBulkResultSchema>, EquipmentBulkInput> = {}) {
  return useTerminalMutation(
    (body: EquipmentBulkInput) =>
      mainApi.post('/v1/equipment/bulk', body, { schema: equipmentBulkResultSchema }),
    ui,
  );
}

/** `GET /v1/terminal/calculate_automatic_rent`: the charges a rent setting would make. */
export function calculateRent(settings: RentSettingsInput & { terminal_id?: number }) {
  const query: QueryParams = Object.fromEntries(
    Object.entries(settings)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  return mainApi.get('/v1/terminal/calculate_automatic_rent', { query, schema: rentCalculationSchema });
}

const credentialPage = z.object({
  data: z.array(supplierCredentialSchema),
  total: z.number().int(),
  lastPage: z.number().int(),
});

export type CredentialTarget = {
  projectId?: number | null;
  terminalId?: number | null;
  supplier?: string | null;
};

/** Supplier credentials of a project, or of a terminal for one supplier. */
export function fetchCredentials(target: CredentialTarget, page: number, perPage: number) {
  const query = { page, perPage };
  if (target.terminalId) {
    return mainApi.get(
      `/v1/terminal/${target.terminalId}/supplier_credentials/${encodeURIComponent(target.supplier ?? '')}`,
      { query, schema: credentialPage },
    );
  }
  return mainApi.get(`/v1/project/${target.projectId}/supplier_credentials`, {
    query,
    schema: credentialPage,
  });
}

export function useCreateCredential(
  target: CredentialTarget,
  ui: Ui<unknown, SupplierCredentialInput & { supplier: string; type?: string }> = {},
) {
  return useTerminalMutation(
    ({ supplier, type, ...body }: SupplierCredentialInput & { supplier: string; type?: string }) => {
      const path = target.terminalId
        ? `/v1/terminal/${target.terminalId}/supplier_credentials/${encodeURIComponent(supplier)}/${encodeURIComponent(type ?? 'API')}`
        : `/v1/project/${target.projectId}/supplier_credentials/${encodeURIComponent(supplier)}`;
      return mainApi.post(path, body, { schema: supplierCredentialSchema });
    },
    ui,
  );
}

/** `GET /v1/supplier_credentials/{id}` (one-time code): the credential with its secret. */
export function revealCredential(id: number) {
  return mainApi.get(`/v1/supplier_credentials/${id}`, { otp: true, schema: supplierCredentialSecretSchema });
}
