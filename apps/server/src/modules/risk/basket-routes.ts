import { ACCOUNT_BASKET_CHANGE_PERMISSIONS, ACCOUNT_BASKET_READ_PERMISSIONS } from '@mentor/contract';
import { risk } from '@mentor/contract/risk-endpoints';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { serve } from '../../http/endpoint-route.ts';
import { forbidden } from '../../http/errors.ts';
import { requireUser } from '../../http/project-scope.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { accountBasketHistory, listBaskets } from './basket-repository.ts';
import { basketDetails, basketResume, changeAccountBasket, changeOperation } from './basket-service.ts';
import { requireAccount, requireWhiteLabel } from './risk-scope.ts';

/**
 * The calls the account detail's Baskets tab makes are open to whoever reads the account (any
 * onboarding queue) besides fee managers; changing an account's basket to fee managers and
 * holders of `manage_account_baskets` (ADR 261). The declaration names any staff member and the
 * handler checks one of the grants, with the message naming them all.
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

/** Fee baskets per white label, their operations and taxes, and the baskets of accounts (core §7.11). */
export async function basketRoutes(app: App, { db }: AppDeps): Promise<void> {
  for (const [endpoint, activeOnly] of [
    [risk.listBaskets, false],
    [risk.listActiveBaskets, true],
  ] as const) {
    serve(app, endpoint, async ({ params }, request) => {
      assertAnyOf(request, ACCOUNT_BASKET_READ_PERMISSIONS);
      await requireWhiteLabel(db, actorOf(request), params.id);
      return listBaskets(db, params.id, activeOnly);
    });
  }

  serve(app, risk.readBasketDetails, ({ params }, request) => basketDetails(db, actorOf(request), params.id));

  serve(app, risk.readBasketResume, ({ params }, request) => {
    assertAnyOf(request, ACCOUNT_BASKET_READ_PERMISSIONS);
    return basketResume(db, actorOf(request), params.id);
  });

  serve(app, risk.updateBasketOperation, ({ params, body }, request) =>
    changeOperation(db, actorOf(request), params.uuid, body),
  );

  serve(app, risk.listAccountBasketHistory, async ({ params }, request) => {
    assertAnyOf(request, ACCOUNT_BASKET_READ_PERMISSIONS);
    await requireAccount(db, actorOf(request), params.wlId, params.id);
    return accountBasketHistory(db, params.id);
  });

  serve(app, risk.changeAccountBasket, ({ body }, request) => {
    assertAnyOf(request, ACCOUNT_BASKET_CHANGE_PERMISSIONS);
    return changeAccountBasket(db, actorOf(request), body);
  });
}
