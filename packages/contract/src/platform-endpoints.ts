/**
 * The console's own calls under `/api`: the configuration document it starts from (read before
 * sign-in, without a token) and the signed-in staff member as the server sees them.
 */
import { defineEndpoints } from './common/endpoint.ts';
import { consoleConfigSchema, meSchema } from './platform.ts';

export const platform = defineEndpoints(
  { area: 'platform', api: 'main' },
  {
    readConfig: {
      method: 'GET',
      path: '/config',
      summary: 'Console configuration document',
      responses: { 200: consoleConfigSchema },
      policy: { permission: null, public: true, project: 'none' },
    },
    readMe: {
      method: 'GET',
      path: '/v1/me',
      summary: 'The signed-in staff member',
      responses: { 200: meSchema },
      policy: { permission: null, project: 'none' },
    },
  },
);
