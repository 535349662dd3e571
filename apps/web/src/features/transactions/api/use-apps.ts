import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { defineOptionSource } from '../../../shared/lib/options';

const appsSchema = z.array(z.object({ app_code: z.string(), app_name: z.string() }));

/**
 * Options of the app_code filter from `GET /v1/apps`, shown by app_name. A failure is
 * swallowed and leaves the options empty (spec core §8).
 */
export const appOptions = defineOptionSource({
  queryKey: ['apps'],
  load: async (signal) => {
    try {
      const apps = await mainApi.get('/v1/apps', { schema: appsSchema, signal });
      return apps.map((app) => ({ value: app.app_code, label: app.app_name }));
    } catch {
      return [];
    }
  },
});
