import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { terminals } from '@mentor/contract/terminals-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { terminalKeys } from './terminal-query-keys';

// The lists' multi-value filters read a list or a comma-joined text, so their input type is open.
type EquipmentQuery = EndpointQuery<typeof terminals.listEquipment>;
type RentQuery = EndpointQuery<typeof terminals.listRents>;

/**
 * One piece of equipment by its serial number, through the equipment list's serial filter (the
 * API names equipment by serial): the exact match, or null when the caller's projects hold none.
 */
export function useEquipmentRecord(serial: string | null) {
  return useQuery({
    queryKey: [...terminalKeys.equipmentLists, 'record', serial],
    enabled: serial !== null,
    queryFn: async ({ signal }) => {
      const page = await api.call(terminals.listEquipment, {
        query: { serial_number: serial ?? '', page: 1, perPage: 100 } as EquipmentQuery,
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
      const page = await api.call(terminals.listRents, {
        query: { automatic_rent_id: id ?? 0, page: 1, perPage: 1 } as RentQuery,
        signal,
      });
      return page.data.find((r) => r.id === id) ?? null;
    },
  });
}
