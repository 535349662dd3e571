import { lookups } from '@mentor/contract/lookups-endpoints';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../app-deps.ts';
import * as repo from './lookups-repository.ts';

/**
 * Lists every screen needs (spec core §3, §7.9): banks, applications, card brands, channels,
 * operations, opening hours, merchant formations, block types, acquirers (the projects of the
 * selector are the projects area's). Any signed-in staff member may read them.
 * Reference lists have no rules, so their routes read the repository directly.
 */
export async function lookupsRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, lookups.listBanks, ({ query }) =>
    repo.listBanks(db, { slc: query.slc, withIspb: query.with_ispb }),
  );
  serve(app, lookups.listApps, () => repo.listApps(db));
  serve(app, lookups.listCardBrands, () => repo.listCardBrands(db));
  serve(app, lookups.listChannels, () => repo.listChannels(db));
  serve(app, lookups.listOperations, () => repo.listOperations(db));
  serve(app, lookups.listOpeningHours, () => repo.listOpeningHours(db));
  serve(app, lookups.listMerchantFormations, () => repo.listMerchantFormations(db));
  serve(app, lookups.listBlockTypes, () => repo.listBlockTypes(db));
  serve(app, lookups.listAcquirers, () => repo.listAcquirers(db));
}
