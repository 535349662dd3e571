import { revealBodySchema, revealResponseSchema } from '@mentor/contract/privacy';
import type { App } from '../../http/app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { REVEAL_PERMISSION } from './personal-data.ts';
import { reveal, revealSources } from './reveal-service.ts';
import type { RevealSource } from './reveal-sources.ts';

/**
 * Personal data: revealing one masked value, logged in the record's history. The areas holding
 * personal data give their reveal sources (`app.ts`), so this floor imports no area.
 */
export const privacyRoutes = (sources: readonly RevealSource[]) =>
  async function privacyRoutes(app: App, deps: AppDeps): Promise<void> {
    const byContext = revealSources(sources);
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
      async (request) => reveal(deps, byContext, request, request.body),
    );
  };
