import { credentials } from '@mentor/contract/credentials-endpoints';
import { actorOf, actorScope } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  contextOptions,
  listCatalogueClients,
  listContexts,
  listServices,
  platformOptions,
  serviceOptions,
} from './catalogue-repository.ts';

/**
 * The catalogue of the platform's APIs (financial/Pix/onboarding spec §7): the clients, the
 * services (realm roles) by platform and their contexts (method and path). Reference reads with
 * no rule of their own, so the routes call the repository directly.
 */
export async function catalogueRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, credentials.listClients, ({ query, project }, request) => {
    const { page, perPage, sortBy: _s, sortDesc: _d, project_id: _p, ...filters } = query;
    return listCatalogueClients(
      db,
      { ...filters, project_id: project ?? undefined },
      { page, perPage },
      actorScope(actorOf(request)),
    );
  });

  serve(app, credentials.listServices, ({ query }) => {
    const { page, perPage, sortBy: _s, sortDesc: _d, ...filters } = query;
    return listServices(db, filters, { page, perPage });
  });

  serve(app, credentials.listContexts, ({ query }) => {
    const { page, perPage, sortBy: _s, sortDesc: _d, ...filters } = query;
    return listContexts(db, filters, { page, perPage });
  });

  serve(app, credentials.platformOptions, () => platformOptions(db));

  serve(app, credentials.serviceOptions, () => serviceOptions(db));

  serve(app, credentials.contextOptions, ({ query }) => contextOptions(db, query.services));
}
