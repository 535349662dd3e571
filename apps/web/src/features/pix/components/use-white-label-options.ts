import { useWhiteLabels } from '../api/use-white-labels';

/** White labels as filter options ('fantasy name (ISPB)'), valued by uuid. */
export function useWhiteLabelOptions() {
  const { data } = useWhiteLabels();
  return (data ?? []).map((wl) => ({ value: wl.uuid, label: `${wl.fantasyName} (${wl.ispb})` }));
}
