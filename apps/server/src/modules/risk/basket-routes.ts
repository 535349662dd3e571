import { ACCOUNT_BASKET_CHANGE_PERMISSIONS, ACCOUNT_BASKET_READ_PERMISSIONS } from '@mentor/contract';
import {
  basketAccountBodySchema,
  basketAccountHistorySchema,
  basketDetailsSchema,
  basketOperationSchema,
  basketOperationUpdateSchema,
  basketResumeSchema,
  basketSchema,
} from '@mentor/contract/risk';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { forbidden } from '../../http/errors.ts';
import { requireUser } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { accountBasketHistory, listBaskets } from './basket-repository.ts';
import { basketDetails, basketResume, changeAccountBasket, changeOperation } from './basket-service.ts';
import { requireAccount, requireWhiteLabel } from './risk-scope.ts';

const route = routesOf('risk');
const POLICY = 'manage_fees_and_rates';
const idParams = z.object({ id: z.string().uuid() });

/**
 * The calls the account detail's Baskets tab makes are open to whoever reads the account (any
 * onboarding queue) besides fee managers; changing an account's basket to fee managers and
 * holders of `manage_account_baskets` (ADR 261). The route declares any staff member and the
 * handler checks one of the grants, as the route policy holds a single permission.
 */
function assertAnyOf(request: FastifyRequest, permissions: readonly string[]): void {
  const user = requireUser(request);
  if (!permissions.some((p) => hasPermissions(user, [p]))) {
    throw forbidden(
      'Você não tem permissão para esta ação.',
      `Permissão necessária: ${permissions.join(' ou ')}`,
    );
  }
}
const ANY_STAFF = null;

/** Fee baskets per white label, their operations and taxes, and the baskets of accounts (core §7.11). */
export async function basketRoutes(app: App, { db }: AppDeps): Promise<void> {
  for (const activeOnly of [false, true]) {
    app.get(
      `/gateway/spe-view-n-backoffice/v1/basket/white-label/:id${activeOnly ? '/actives' : ''}`,
      route(ANY_STAFF, {
        summary: activeOnly ? 'Active baskets of a white label' : 'Baskets of a white label',
        params: idParams,
        response: { 200: z.array(basketSchema) },
      }),
      async (request) => {
        assertAnyOf(request, ACCOUNT_BASKET_READ_PERMISSIONS);
        await requireWhiteLabel(db, request, request.params.id);
        return listBaskets(db, request.params.id, activeOnly);
      },
    );
  }

  app.get(
    '/gateway/spe-view-n-backoffice/v1/basket-details/basket/:id',
    route(POLICY, {
      summary: 'A basket with its operations (values) and taxes (tax)',
      params: idParams,
      response: { 200: basketDetailsSchema },
    }),
    async (request) => basketDetails(db, request, request.params.id),
  );

  app.get(
    '/gateway/spe-view-n-backoffice/v1/basket-details-resume/basket/:id',
    route(ANY_STAFF, {
      summary: 'Summary of a basket: operation and tax counts, monthly tax amount',
      params: idParams,
      response: { 200: basketResumeSchema },
    }),
    async (request) => {
      assertAnyOf(request, ACCOUNT_BASKET_READ_PERMISSIONS);
      return basketResume(db, request, request.params.id);
    },
  );

  app.put(
    '/gateway/spe-view-n-backoffice/v1/basket-operation/:uuid',
    route(POLICY, {
      summary: 'Edit a basket operation (amount in cents, free uses, frequency)',
      params: z.object({ uuid: z.string().uuid() }),
      body: basketOperationUpdateSchema,
      response: { 200: basketOperationSchema },
    }),
    async (request) => changeOperation(db, request, request.params.uuid, request.body),
  );

  app.get(
    '/gateway/spe-view-n-backoffice/v1/history-basket-account/white-label/:wlId/account-payment/:id',
    route(ANY_STAFF, {
      summary: 'Baskets an account has held, newest first',
      params: z.object({ wlId: z.string().uuid(), id: z.string().uuid() }),
      response: { 200: z.array(basketAccountHistorySchema) },
    }),
    async (request) => {
      assertAnyOf(request, ACCOUNT_BASKET_READ_PERMISSIONS);
      await requireAccount(db, request, request.params.wlId, request.params.id);
      return accountBasketHistory(db, request.params.id);
    },
  );

  app.post(
    '/gateway/spe-n-backoffice/v1/basket-account',
    route(ANY_STAFF, {
      summary: 'Put an account on an active basket of its white label (the previous one ends)',
      body: basketAccountBodySchema,
      response: { 200: z.object({ uuidBasket: z.string().uuid(), changed: z.boolean() }) },
    }),
    async (request) => {
      assertAnyOf(request, ACCOUNT_BASKET_CHANGE_PERMISSIONS);
      return changeAccountBasket(db, request, request.body);
    },
  );
}
