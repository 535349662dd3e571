import { whiteLabelSchema } from '@mentor/contract/pix';
import { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { defineOptionSource } from '../../../shared/lib/options';
import { pixKeys } from './pix-query-keys';

/** White labels of the caller's scope as filter options ('fantasy name (ISPB)'), valued by uuid. */
export const whiteLabelOptions = defineOptionSource({
  queryKey: pixKeys.whiteLabels(),
  load: async (signal) => {
    const whiteLabels = await backofficeApi.get('/spe-view-n-backoffice/v1/white-label', {
      schema: z.array(whiteLabelSchema),
      signal,
    });
    return whiteLabels.map((wl) => ({ value: wl.uuid, label: `${wl.fantasyName} (${wl.ispb})` }));
  },
});
