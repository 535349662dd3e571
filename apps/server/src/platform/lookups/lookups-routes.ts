import {
  acquirerSchema,
  appSchema,
  bankSchema,
  blockTypeSchema,
  cardBrandSchema,
  channelSchema,
  merchantFormationSchema,
  openingHourSchema,
  operationSchema,
} from '@mentor/contract/platform';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageQuerySchema } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { booleanish, idSchema } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import * as repo from './lookups-repository.ts';

const route = routesOf('lookups');
const SIGNED_IN = null;

/**
 * Lists every screen needs (spec core §3, §7.9): banks, applications, card brands, channels,
 * operations, opening hours, merchant formations, block types, acquirers (the projects of the
 * selector are the projects area's). Any signed-in staff member may read them.
 * Reference lists have no rules, so their routes read the repository directly.
 */
export async function lookupsRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/bank',
    route(SIGNED_IN, {
      summary: 'Brazilian banks (COMPE code, name, ISPB); slc=true lists only SLC participants',
      querystring: z.object({ slc: booleanish.optional(), with_ispb: booleanish.optional() }),
      response: { 200: z.array(bankSchema) },
    }),
    async (request) => repo.listBanks(db, { slc: request.query.slc, withIspb: request.query.with_ispb }),
  );

  app.get(
    '/api/v1/apps',
    route(SIGNED_IN, { summary: 'Applications', response: { 200: z.array(appSchema) } }),
    async () => repo.listApps(db),
  );

  app.get(
    '/api/v1/card_brand',
    route(SIGNED_IN, { summary: 'Card brands', response: { 200: z.array(cardBrandSchema) } }),
    async () => repo.listCardBrands(db),
  );

  app.get(
    '/api/v1/channel',
    route(SIGNED_IN, { summary: 'Channels with their acquirer', response: { 200: z.array(channelSchema) } }),
    async () => repo.listChannels(db),
  );

  app.get(
    '/api/v1/operation',
    route(SIGNED_IN, { summary: 'Operations', response: { 200: z.array(operationSchema) } }),
    async () => repo.listOperations(db),
  );

  app.get(
    '/api/v1/opening_hour',
    route(SIGNED_IN, { summary: 'Opening hours', response: { 200: z.array(openingHourSchema) } }),
    async () => repo.listOpeningHours(db),
  );

  app.get(
    '/api/v1/merchant_formation',
    route(SIGNED_IN, {
      summary: 'Merchant formations',
      response: { 200: z.array(merchantFormationSchema) },
    }),
    async () => repo.listMerchantFormations(db),
  );

  app.get(
    '/api/v1/block_type',
    route(SIGNED_IN, { summary: 'Block types', response: { 200: z.array(blockTypeSchema) } }),
    async () => repo.listBlockTypes(db),
  );

  app.get(
    '/api/v1/acquirer',
    route(SIGNED_IN, { summary: 'Acquirers', response: { 200: z.array(acquirerSchema) } }),
    async () => repo.listAcquirers(db),
  );
}
