/**
 * Personal data under `/api`: revealing one masked value in clear, logged as REVEAL in the
 * record's history.
 */
import { defineEndpoints } from './common/endpoint.ts';
import { revealBodySchema, revealResponseSchema } from './privacy.ts';

export const privacy = defineEndpoints(
  { area: 'privacy', api: 'main' },
  {
    reveal: {
      method: 'POST',
      path: '/v1/reveal',
      summary: 'Show one masked personal value in clear (logged as REVEAL in the record history)',
      body: revealBodySchema,
      responses: { 200: revealResponseSchema },
      policy: { permission: 'reveal_personal_data', project: 'record' },
    },
  },
);
