import { equipmentModelSchema, supplierSchema, terminalModalitySchema } from '@mentor/contract/terminals';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { defineOptionSource } from '../../../shared/lib/options';

/** Active equipment models, by their §3 label. */
export const equipmentModelOptions = defineOptionSource({
  queryKey: ['terminals', 'options', 'models'],
  load: async (signal) => {
    const answer = await mainApi.get('/v1/equipment_model', {
      query: { active: 'true' },
      schema: z.object({ data: z.array(equipmentModelSchema) }),
      signal,
    });
    return answer.data.map((m) => ({ value: String(m.id), label: m.label }));
  },
});

export const modalityOptions = defineOptionSource({
  queryKey: ['terminals', 'options', 'modalities'],
  load: async (signal) => {
    const answer = await mainApi.get('/v1/terminal_modality', {
      schema: z.object({ data: z.array(terminalModalitySchema) }),
      signal,
    });
    return answer.data.map((m) => ({ value: String(m.id), label: m.modality }));
  },
});

/** Suppliers loaded from the server (TOTAL_SALE, PHOEBUS and others); a failure empties the options. */
export const supplierOptions = defineOptionSource({
  queryKey: ['terminals', 'options', 'suppliers'],
  load: async (signal) => {
    try {
      const answer = await mainApi.get('/v1/suppliers', {
        schema: z.object({ data: z.array(supplierSchema) }),
        signal,
      });
      return answer.data.map((s) => ({ value: s.supplier_identifier, label: s.supplier_name }));
    } catch {
      return [];
    }
  },
});
