import { terminals } from '@mentor/contract/terminals-endpoints';
import { api } from '../../../shared/lib/api';
import { defineOptionSource } from '../../../shared/lib/options';

/** Active equipment models, by their §3 label. */
export const equipmentModelOptions = defineOptionSource({
  queryKey: ['terminals', 'options', 'models'],
  load: async (signal) => {
    const answer = await api.call(terminals.listModels, { query: { active: 'true' }, signal });
    return answer.data.map((m) => ({ value: String(m.id), label: m.label }));
  },
});

export const modalityOptions = defineOptionSource({
  queryKey: ['terminals', 'options', 'modalities'],
  load: async (signal) => {
    const answer = await api.call(terminals.listModalities, { signal });
    return answer.data.map((m) => ({ value: String(m.id), label: m.modality }));
  },
});

/** Suppliers loaded from the server (TOTAL_SALE, PHOEBUS and others); a failure empties the options. */
export const supplierOptions = defineOptionSource({
  queryKey: ['terminals', 'options', 'suppliers'],
  load: async (signal) => {
    try {
      const answer = await api.call(terminals.listSuppliers, { signal });
      return answer.data.map((s) => ({ value: s.supplier_identifier, label: s.supplier_name }));
    } catch {
      return [];
    }
  },
});
