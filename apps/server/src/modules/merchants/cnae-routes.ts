import { merchants } from '@mentor/contract/merchants-endpoints';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as repo from './cnae-repository.ts';

/**
 * The CNAE 2.3 subclasses and the card networks' MCCs (financial/Pix/onboarding §3, §7).
 * Reference lists with no rule: the routes read the repository directly. Any staff member may
 * read them (the merchant form needs them); the /cnaes screen itself asks read_dashboard_tpv.
 */
export async function cnaeRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, merchants.listCnaes, ({ query }) => repo.listCnaes(db, query.search, query));

  serve(app, merchants.listMccs, ({ query }) => repo.listMccs(db, query.search, query));

  serve(app, merchants.listMccsOfCnae, ({ params, query }) =>
    repo.mccsOfCnae(db, params.cnae, query.entity_type),
  );
}
