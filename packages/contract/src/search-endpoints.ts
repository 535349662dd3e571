/**
 * Record search under `/api` (the console's Ctrl+K): exact, indexed lookups of merchants,
 * terminals, equipment, card transactions, payments, billets and terminal rents within the
 * caller's projects. Documents in the results are masked for everyone.
 */
import { defineEndpoints } from './common/endpoint.ts';
import { searchQuerySchema, searchResponseSchema } from './search.ts';

export const search = defineEndpoints(
  { area: 'search', api: 'main' },
  {
    searchRecords: {
      method: 'GET',
      path: '/v1/search',
      summary: 'Records found by id, whole CPF/CNPJ, NSU, serial number or terminal code',
      description:
        'Exact matches only, at most five of each kind, each kind only for staff holding the permission of its list. CPF/CNPJ in results are always masked.',
      query: searchQuerySchema,
      responses: { 200: searchResponseSchema },
      policy: {
        permission: null,
        project: { query: 'project_id' },
        personalData: { fields: { document: 'document' } },
      },
    },
  },
);
