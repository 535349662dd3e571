import { automaticRentSchema, equipmentSchema } from '@mentor/contract/terminals';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { terminalKeys } from './terminal-query-keys';

const equipmentPage = z.object({ data: z.array(equipmentSchema) });
const rentPage = z.object({ data: z.array(automaticRentSchema) });

/**
 * One piece of equipment by its serial number, through the equipment list's serial filter (the
 * API names equipment by serial): the exact match, or null when the caller's projects hold none.
 */
export function useEquipmentRecord(serial: string | null) {
  return useQuery({
    queryKey: [...terminalKeys.equipmentLists, 'record', serial],
    enabled: serial !== null,
    queryFn: async ({ signal }) => {
      const page = await mainApi.get('/v1/equipment', {
        query: { serial_number: serial ?? '', page: 1, perPage: 100 },
        schema: equipmentPage,
        signal,
      });
      return page.data.find((e) => e.serial_number === serial) ?? null;
    },
  });
}

/** One automatic rent charge by id, through the rent list's id filter; null when absent. */
export function useRentRecord(id: number | null) {
  return useQuery({
    queryKey: [...terminalKeys.rentLists, 'record', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const page = await mainApi.get('/v1/terminal/automatic_rents', {
        query: { automatic_rent_id: id ?? 0, page: 1, perPage: 1 },
        schema: rentPage,
        signal,
      });
      return page.data.find((r) => r.id === id) ?? null;
    },
  });
}
