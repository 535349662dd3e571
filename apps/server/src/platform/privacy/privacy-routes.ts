import { privacy } from '@mentor/contract/privacy-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../app-deps.ts';
import { allPersonalFields } from './personal-data.ts';
import { reveal, revealSources } from './reveal-service.ts';
import type { RevealSource } from './reveal-sources.ts';

/**
 * Personal data: revealing one masked value, logged in the record's history. The areas holding
 * personal data give their reveal sources (`app.ts`), so this floor imports no area.
 */
export const privacyRoutes = (sources: readonly RevealSource[]) =>
  async function privacyRoutes(app: App, deps: AppDeps): Promise<void> {
    const byContext = revealSources(sources);
    serve(app, privacy.reveal, ({ body }, request) =>
      reveal(
        deps,
        { sources: byContext, personalFields: allPersonalFields(request.server) },
        actorOf(request),
        body,
      ),
    );
  };
