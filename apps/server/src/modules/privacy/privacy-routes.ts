import { revealBodySchema, revealResponseSchema } from '@mentor/contract/privacy';
import type { App, AppDeps } from '../../http/app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { REVEAL_PERMISSION } from './personal-data.ts';
import { reveal } from './reveal-service.ts';

/** Personal data: revealing one masked value, logged in the record's history. */
export async function privacyRoutes(app: App, deps: AppDeps): Promise<void> {
  app.post(
    '/api/v1/reveal',
    {
      config: { policy: { permission: REVEAL_PERMISSION } },
      schema: {
        tags: ['privacy'],
        summary: 'Show one masked personal value in clear (logged as REVEAL in the record history)',
        body: revealBodySchema,
        response: { 200: revealResponseSchema, ...errorResponses },
      },
    },
    async (request) => reveal(deps, request, request.body),
  );
}
