import {
  acquirerDetailSchema,
  acquirerMdrQuerySchema,
  acquirerMdrRowSchema,
  cardBrandOperationParamQuerySchema,
  cardBrandOperationParamSchema,
  channelDetailSchema,
  channelUpdateSchema,
} from '@mentor/contract/plans';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import { idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listCardBrandOperationParams } from './acquirer-repository.ts';
import * as acquirers from './acquirer-service.ts';

const route = routesOf('plans');
const READ = 'read_acquirer_plan_list';

/**
 * Acquirer plans (spec core §7.6): an acquirer with its channels and the MDR it charges per
 * channel and MCC; channel detail and edit; card-brand settlement arrangements (§7.9).
 */
export async function acquirerRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/acquirer/:id',
    route(READ, {
      summary: 'Acquirer plan with its channels',
      params: idParams('id'),
      response: { 200: acquirerDetailSchema },
    }),
    async (request) => acquirers.readAcquirer(db, request.params.id),
  );

  app.get(
    '/api/v1/acquirer/:id/channel/:channel_id/mdr',
    route(READ, {
      summary: "The acquirer's MDR on a channel per card brand and operation (the MCC's when given)",
      params: idParams('id', 'channel_id'),
      querystring: acquirerMdrQuerySchema,
      response: { 200: z.array(acquirerMdrRowSchema) },
    }),
    async (request) =>
      acquirers.acquirerChannelMdr(db, request.params.id, request.params.channel_id, request.query.mcc),
  );

  app.get(
    '/api/v1/channel/:id',
    route(null, {
      summary: 'Channel with its acquirer',
      params: idParams('id'),
      response: { 200: channelDetailSchema },
    }),
    async (request) => acquirers.readChannel(db, request.params.id),
  );

  app.put(
    '/api/v1/channel/:id',
    route('update_channel', {
      summary: 'Rename a channel',
      params: idParams('id'),
      body: channelUpdateSchema,
      response: { 200: channelDetailSchema },
    }),
    async (request) => acquirers.updateChannel(db, request, request.params.id, request.body.channel_name),
  );

  app.get(
    '/api/v1/card_brand_operation_param/',
    route(null, {
      summary: 'Settlement arrangement of each card brand and operation',
      querystring: cardBrandOperationParamQuerySchema,
      response: { 200: z.array(cardBrandOperationParamSchema) },
    }),
    async (request) => listCardBrandOperationParams(db, request.query.settler_pay_arrangement),
  );
}
