import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';

let reads = 0;

/**
 * A number that is 0 when the screen opens and grows each time the queries under `queryKey`
 * are refreshed (invalidated). A list read outside the query cache (page after page, with its
 * own progress) takes it as a dependency, so it reloads whenever a job or mutation of its area
 * refreshes the area's lists. It does not change on its own.
 */
export function useRefreshCount(queryKey: QueryKey): number {
  const marker = useQuery({
    queryKey: [...queryKey, 'refresh-count'],
    queryFn: () => {
      reads += 1;
      return reads;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  // The marker's reads are numbered: the first one seen is the screen opening, the others refreshes.
  const first = useRef<number | null>(null);
  if (marker.data === undefined) return 0;
  first.current ??= marker.data;
  return marker.data - first.current;
}
