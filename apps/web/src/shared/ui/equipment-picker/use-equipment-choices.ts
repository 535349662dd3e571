import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { terminals } from '@mentor/contract/terminals-endpoints';
import { api } from '../../lib/api';
import { type SearchChoice, useSearchChoices } from '../search-select';
import { equipmentChoice } from './equipment-option';

// The list's multi-value filters read a list or a comma-joined text, so its input type is open.
type EquipmentQuery = EndpointQuery<typeof terminals.listEquipment>;
/** Characters typed (or scanned) before the picker searches. */
export const EQUIPMENT_SEARCH_MIN = 2;
/** Longest serial the equipment list filters by. */
const SERIAL_MAX = 40;

/**
 * Free equipment of a project whose serial contains the typed text, through the equipment list
 * and its filters (the server keeps the caller's project scope); an exact serial comes first.
 */
async function searchEquipment(text: string, projectId: number, signal: AbortSignal) {
  const page = await api.call(terminals.listEquipment, {
    query: { serial_number: text, project: projectId, in_use: 0, page: 1, perPage: 20 } as EquipmentQuery,
    signal,
  });
  const wanted = text.toUpperCase();
  return [...page.data].sort(
    (a, b) =>
      Number(b.serial_number.toUpperCase() === wanted) - Number(a.serial_number.toUpperCase() === wanted),
  );
}

/** Debounced search feeding the picker; the chosen equipment always stays among the options. */
export function useEquipmentChoices(search: string, projectId: number | null, chosen: SearchChoice | null) {
  return useSearchChoices({
    key: 'equipment-picker',
    search,
    projectId,
    chosen,
    min: EQUIPMENT_SEARCH_MIN,
    maxLength: SERIAL_MAX,
    find: searchEquipment,
    toChoice: equipmentChoice,
  });
}
