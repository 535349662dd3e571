import { billets } from '@mentor/contract/billets-endpoints';
import { api } from '../../../shared/lib/api';
import { defineOptionSource } from '../../../shared/lib/options';
import { billetKeys } from './billet-query-keys';

/** Billet layouts as select options (nickname, id). */
export const billetLayoutOptions = defineOptionSource({
  queryKey: billetKeys.layouts,
  load: async (signal) => {
    const layouts = await api.call(billets.listLayouts, { signal });
    return layouts.map((l) => ({ value: String(l.id), label: l.nickname }));
  },
});
