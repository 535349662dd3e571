import { useDebouncedValue } from '@mantine/hooks';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { terminals } from '@mentor/contract/terminals-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import type { SearchChoice } from '../search-select';
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
  const [debounced] = useDebouncedValue(search.trim().slice(0, SERIAL_MAX), 300);
  const ready = debounced.length >= EQUIPMENT_SEARCH_MIN && projectId !== null;
  const found = useQuery({
    queryKey: ['equipment-picker', projectId, debounced],
    queryFn: ({ signal }) => searchEquipment(debounced, projectId ?? 0, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const list = (ready ? (found.data ?? []) : []).map(equipmentChoice);
    if (chosen && !list.some((o) => o.value === chosen.value)) list.unshift(chosen);
    return list;
  }, [ready, found.data, chosen]);
  return {
    options,
    ready,
    loading: ready && (found.isFetching || debounced !== search.trim().slice(0, SERIAL_MAX)),
    error: found.error,
  };
}
