/**
 * Reference lists under `/api` that every screen needs (spec core §3, §7.9): banks, applications,
 * card brands, channels, operations, opening hours, merchant formations, block types and
 * acquirers. Any signed-in staff member may read them; they belong to no project.
 */
import { z } from 'zod';
import { defineEndpoints } from './common/endpoint.ts';
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
} from './platform.ts';

/** A flag of the query string: `true`/`false`/`1`/`0`. */
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Filters of the bank list. */
export const bankQuerySchema = z.object({ slc: booleanish.optional(), with_ispb: booleanish.optional() });

const ANY_STAFF = { permission: null, project: 'none' } as const;

export const lookups = defineEndpoints(
  { area: 'lookups', api: 'main' },
  {
    listBanks: {
      method: 'GET',
      path: '/v1/bank',
      summary: 'Brazilian banks (COMPE code, name, ISPB); slc=true lists only SLC participants',
      query: bankQuerySchema,
      responses: { 200: z.array(bankSchema) },
      policy: ANY_STAFF,
    },
    listApps: {
      method: 'GET',
      path: '/v1/apps',
      summary: 'Applications',
      responses: { 200: z.array(appSchema) },
      policy: ANY_STAFF,
    },
    listCardBrands: {
      method: 'GET',
      path: '/v1/card_brand',
      summary: 'Card brands',
      responses: { 200: z.array(cardBrandSchema) },
      policy: ANY_STAFF,
    },
    listChannels: {
      method: 'GET',
      path: '/v1/channel',
      summary: 'Channels with their acquirer',
      responses: { 200: z.array(channelSchema) },
      policy: ANY_STAFF,
    },
    listOperations: {
      method: 'GET',
      path: '/v1/operation',
      summary: 'Operations',
      responses: { 200: z.array(operationSchema) },
      policy: ANY_STAFF,
    },
    listOpeningHours: {
      method: 'GET',
      path: '/v1/opening_hour',
      summary: 'Opening hours',
      responses: { 200: z.array(openingHourSchema) },
      policy: ANY_STAFF,
    },
    listMerchantFormations: {
      method: 'GET',
      path: '/v1/merchant_formation',
      summary: 'Merchant formations',
      responses: { 200: z.array(merchantFormationSchema) },
      policy: ANY_STAFF,
    },
    listBlockTypes: {
      method: 'GET',
      path: '/v1/block_type',
      summary: 'Block types',
      responses: { 200: z.array(blockTypeSchema) },
      policy: ANY_STAFF,
    },
    listAcquirers: {
      method: 'GET',
      path: '/v1/acquirer',
      summary: 'Acquirers',
      responses: { 200: z.array(acquirerSchema) },
      policy: ANY_STAFF,
    },
  },
);
