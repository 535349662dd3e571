import {
  type BasketDetails,
  type BasketOperation,
  type basketOperationUpdateSchema,
  RISK_MESSAGES,
} from '@mentor/contract/risk';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  closeAccountBasket,
  currentAccountBasket,
  findBasket,
  findOperation,
  listOperations,
  listTaxes,
  openAccountBasket,
  updateOperation,
} from './basket-repository.ts';
import { requireAccount } from './risk-scope.ts';

/** A basket the caller may see, or 404. */
export async function requireBasket(db: Database, actor: Actor, uuid: string) {
  const found = await findBasket(db, uuid);
  if (!found) throw notFound(RISK_MESSAGES.basketNotFound);
  assertActorProject(actor, found.projectId);
  return found.basket;
}

export async function basketDetails(db: Database, actor: Actor, uuid: string): Promise<BasketDetails> {
  const basket = await requireBasket(db, actor, uuid);
  const [values, tax] = await Promise.all([listOperations(db, uuid), listTaxes(db, uuid)]);
  return { basket, values, tax };
}

const MONTHLY_FACTOR = { DAILY: 30, WEEKLY: 4, MONTHLY: 1, YEARLY: 0 } as const;

/** Summary of a basket: counts and what its taxes cost a month (yearly taxes not spread). */
export async function basketResume(db: Database, actor: Actor, uuid: string) {
  const { basket, values, tax } = await basketDetails(db, actor, uuid);
  return {
    basket,
    operations: values.length,
    taxes: tax.length,
    monthlyTaxAmount: tax.reduce((sum, t) => sum + t.amount * MONTHLY_FACTOR[t.frequency], 0),
  };
}

/** Edit of one operation of a basket; the body's basket must be the operation's. Audited. */
export async function changeOperation(
  db: Database,
  actor: Actor,
  uuid: string,
  input: z.output<typeof basketOperationUpdateSchema>,
): Promise<BasketOperation> {
  return db.transaction().execute(async (trx) => {
    const found = await findOperation(trx, uuid, true);
    if (!found) throw notFound(RISK_MESSAGES.basketOperationNotFound);
    assertActorProject(actor, found.projectId);
    if (found.operation.uuidBasket !== input.uuidBasket) {
      throw unprocessable(RISK_MESSAGES.basketOperationMismatch, {
        uuidBasket: [RISK_MESSAGES.basketOperationMismatch],
      });
    }
    const after = await updateOperation(trx, uuid, {
      amount: input.amount,
      free_quantity: input.freeQuantity,
      frequency: input.frequency,
      ...(input.description ? { description: input.description } : {}),
    });
    await audit(trx, actor, {
      tableContext: 'basket_operation',
      recordId: uuid,
      action: 'UPDATE',
      before: found.operation,
      after,
      projectId: found.projectId,
    });
    return after;
  });
}

/** Puts an account on an active basket of its white label; the previous one ends now. Audited. */
export async function changeAccountBasket(
  db: Database,
  actor: Actor,
  input: { uuidWhiteLabel: string; uuidAccountPayment: string; uuidBasket: string },
) {
  const user = actor.user;
  const account = await requireAccount(db, actor, input.uuidWhiteLabel, input.uuidAccountPayment);
  const basket = await requireBasket(db, actor, input.uuidBasket);
  if (basket.uuidWhiteLabel !== account.uuid_white_label || !basket.active) {
    throw unprocessable(RISK_MESSAGES.basketOtherWhiteLabel, {
      uuidBasket: [RISK_MESSAGES.basketOtherWhiteLabel],
    });
  }
  return db.transaction().execute(async (trx) => {
    const current = await currentAccountBasket(trx, input.uuidAccountPayment);
    if (current?.uuid_basket === input.uuidBasket) return { uuidBasket: current.uuid_basket, changed: false };
    if (current) await closeAccountBasket(trx, current.id);
    const opened = await openAccountBasket(trx, {
      account: input.uuidAccountPayment,
      basket: input.uuidBasket,
      by: user.username,
    });
    await audit(trx, actor, {
      tableContext: 'basket_account',
      recordId: input.uuidAccountPayment,
      action: current ? 'UPDATE' : 'CREATE',
      before: current ? { uuidBasket: current.uuid_basket } : null,
      after: { uuidBasket: opened.uuid_basket },
      projectId: account.project_id,
    });
    return { uuidBasket: opened.uuid_basket, changed: true };
  });
}
