import { billetLayoutSchema } from '@mentor/contract/billets';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { defineOptionSource } from '../../../shared/lib/options';
import { billetKeys } from './billet-query-keys';

/** `GET /v1/billet/layouts`: layouts as select options (nickname, id). */
export const billetLayoutOptions = defineOptionSource({
  queryKey: billetKeys.layouts,
  load: async (signal) => {
    const layouts = await mainApi.get('/v1/billet/layouts', { schema: z.array(billetLayoutSchema), signal });
    return layouts.map((l) => ({ value: String(l.id), label: l.nickname }));
  },
});
