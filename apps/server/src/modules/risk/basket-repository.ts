import type { Basket, BasketOperation, BasketTax } from '@mentor/contract/risk';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BasketFrequency } from '../../db/schema-risk.ts';

const basketColumns = ['uuid', 'uuid_white_label', 'name', 'description', 'active', 'date_register'] as const;
type BasketRow = {
  uuid: string;
  uuid_white_label: string;
  name: string;
  description: string;
  active: boolean;
  date_register: Date;
};
const toBasket = (r: BasketRow): Basket => ({
  uuid: r.uuid,
  uuidWhiteLabel: r.uuid_white_label,
  name: r.name,
  description: r.description,
  active: r.active,
  dateRegister: r.date_register.toISOString(),
});

export async function listBaskets(db: Database, whiteLabel: string, activeOnly: boolean): Promise<Basket[]> {
  let query = db.selectFrom('basket').select(basketColumns).where('uuid_white_label', '=', whiteLabel);
  if (activeOnly) query = query.where('active', '=', true);
  return (await query.orderBy('name').execute()).map(toBasket);
}

/** A basket with the project of its white label (for the caller's scope). */
export async function findBasket(db: Database, uuid: string) {
  const row = await db
    .selectFrom('basket')
    .innerJoin('white_label as wl', 'wl.uuid', 'basket.uuid_white_label')
    .select(basketColumns.map((c) => `basket.${c}` as const))
    .select('wl.project_id')
    .where('basket.uuid', '=', uuid)
    .executeTakeFirst();
  return row ? { basket: toBasket(row), projectId: row.project_id } : undefined;
}

const operationColumns = [
  'uuid',
  'uuid_basket',
  'operation',
  'description',
  'amount',
  'free_quantity',
  'frequency',
  'date_update',
] as const;
type OperationRow = {
  uuid: string;
  uuid_basket: string;
  operation: string;
  description: string;
  amount: number;
  free_quantity: number;
  frequency: BasketFrequency;
  date_update: Date;
};
export const toOperation = (r: OperationRow): BasketOperation => ({
  uuid: r.uuid,
  uuidBasket: r.uuid_basket,
  operation: r.operation,
  description: r.description,
  amount: r.amount,
  freeQuantity: r.free_quantity,
  frequency: r.frequency,
  dateUpdate: r.date_update.toISOString(),
});

export async function listOperations(db: Database, basket: string): Promise<BasketOperation[]> {
  const rows = await db
    .selectFrom('basket_operation')
    .select(operationColumns)
    .where('uuid_basket', '=', basket)
    .orderBy('operation')
    .execute();
  return rows.map(toOperation);
}

export async function listTaxes(db: Database, basket: string): Promise<BasketTax[]> {
  const rows = await db
    .selectFrom('basket_tax')
    .select(['uuid', 'uuid_basket', 'name', 'amount', 'frequency'])
    .where('uuid_basket', '=', basket)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    uuid: r.uuid,
    uuidBasket: r.uuid_basket,
    name: r.name,
    amount: r.amount,
    frequency: r.frequency,
  }));
}

export async function findOperation(db: Database, uuid: string, lock = false) {
  const query = db
    .selectFrom('basket_operation as op')
    .innerJoin('basket', 'basket.uuid', 'op.uuid_basket')
    .innerJoin('white_label as wl', 'wl.uuid', 'basket.uuid_white_label')
    .select(operationColumns.map((c) => `op.${c}` as const))
    .select('wl.project_id')
    .where('op.uuid', '=', uuid);
  const row = await (lock ? query.forUpdate('op') : query).executeTakeFirst();
  return row ? { operation: toOperation(row), projectId: row.project_id } : undefined;
}

export async function updateOperation(
  db: Database,
  uuid: string,
  values: { amount: number; free_quantity: number; frequency: BasketFrequency; description?: string },
): Promise<BasketOperation> {
  const row = await db
    .updateTable('basket_operation')
    .set({ ...values, date_update: sql<Date>`now()` })
    .where('uuid', '=', uuid)
    .returning(operationColumns)
    .executeTakeFirstOrThrow();
  return toOperation(row);
}

export async function accountBasketHistory(db: Database, account: string) {
  const rows = await db
    .selectFrom('basket_account as ba')
    .innerJoin('basket', 'basket.uuid', 'ba.uuid_basket')
    .select(['ba.id', 'ba.uuid_basket', 'basket.name', 'ba.date_start', 'ba.date_end', 'ba.changed_by'])
    .where('ba.uuid_account_payment', '=', account)
    .orderBy('ba.date_start', 'desc')
    .orderBy('ba.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    uuidBasket: r.uuid_basket,
    basketName: r.name,
    dateStart: r.date_start.toISOString(),
    dateEnd: r.date_end ? r.date_end.toISOString() : null,
    changedBy: r.changed_by,
  }));
}

/** The account's current basket row, locked. */
export async function currentAccountBasket(db: Database, account: string) {
  return db
    .selectFrom('basket_account')
    .select(['id', 'uuid_basket', 'date_start'])
    .where('uuid_account_payment', '=', account)
    .where('date_end', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function closeAccountBasket(db: Database, id: number): Promise<void> {
  await db.updateTable('basket_account').set({ date_end: sql<Date>`now()` }).where('id', '=', id).execute();
}

export async function openAccountBasket(
  db: Database,
  values: { account: string; basket: string; by: string },
) {
  return db
    .insertInto('basket_account')
    .values({ uuid_account_payment: values.account, uuid_basket: values.basket, changed_by: values.by })
    .returning(['id', 'uuid_basket', 'date_start'])
    .executeTakeFirstOrThrow();
}
