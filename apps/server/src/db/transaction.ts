import { AsyncLocalStorage } from 'node:async_hooks';
import { type ControlledTransaction, sql, type Transaction } from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new transaction of its
 * own. A service that writes several rows together takes its database as a parameter and calls
 * this: a route hands it the pool (one transaction per call), an approved four-eyes change hands
 * it the approver's transaction, so the change, its audit rows and the decision commit together.
 *
 * Inside a request transaction (below) the "new transaction" is a savepoint of it.
 */
export function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The transaction a request's work runs in, ambient for every query made through its database. */
interface Ambient {
  /** The pool this transaction belongs to: another app's database is not joined. */
  base: Database;
  trx: ControlledTransaction<DB>;
  /** Once committed or rolled back, late work of the request goes back to the pool. */
  closed: boolean;
  savepoints: number;
}

const ambient = new AsyncLocalStorage<Ambient>();

/** A savepoint of the ambient transaction, shaped like `db.transaction()`. */
function savepointBuilder(store: Ambient) {
  const builder = {
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
    async execute<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      store.savepoints += 1;
      const name = `request_sp_${store.savepoints}`;
      const point = (await store.trx.savepoint(name as never).execute()) as ControlledTransaction<
        DB,
        [string]
      >;
      let result: T;
      try {
        result = await work(point);
      } catch (error) {
        // Undo only this part: a service that turns a unique violation into an answer (or
        // tries the next row) keeps the request's transaction usable, as its own would have.
        await point.rollbackToSavepoint(name as never).execute();
        throw error;
      }
      await point.releaseSavepoint(name as never).execute();
      return result;
    },
  };
  return builder;
}

/** Whether `prop` is a getter (e.g. `db.fn`) rather than a method, along the prototype chain. */
function isAccessor(target: object, prop: string | symbol): boolean {
  for (let o: object | null = target; o; o = Object.getPrototypeOf(o)) {
    const descriptor = Object.getOwnPropertyDescriptor(o, prop);
    if (descriptor) return 'get' in descriptor;
  }
  return false;
}

/**
 * `target[prop]` as its own code sees it: methods bound to it (Kysely's use private fields),
 * a getter's value as it is (`db.fn` is a callable module whose methods a bound copy would lose).
 */
function bound(target: object, prop: string | symbol): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' && !isAccessor(target, prop) ? value.bind(target) : value;
}

/**
 * The database the routes and services of one server use. Outside a request transaction it is
 * `base` itself. Inside one (`RequestTransaction.run`), every query made through it joins that
 * transaction: plain queries run on its connection, `db.transaction()` and `inTransaction()`
 * open savepoints of it, and `sql\`…\`.execute(db)` runs in it. So a handler's writes, whatever
 * service makes them and however they open "their" transaction, commit or roll back together
 * with what the request records about itself (its idempotency key's answer).
 */
export function joinRequestTransactions(base: Database): Database {
  const proxy: Database = new Proxy(base, {
    get(target, prop) {
      const store = ambient.getStore();
      if (!store || store.closed || store.base !== target) return bound(target, prop);
      switch (prop) {
        case 'transaction':
          return () => savepointBuilder(store);
        case 'isTransaction':
          // Not a transaction of the caller's: `inTransaction` opens a savepoint.
          return false;
        case 'connection':
          return () => ({ execute: <T>(work: (db: Database) => Promise<T>) => work(proxy) });
        case 'startTransaction':
          return () => {
            throw new Error('startTransaction inside a request transaction');
          };
        case 'destroy':
          return bound(target, prop);
        default:
          return bound(store.trx, prop);
      }
    },
  });
  return proxy;
}

/**
 * Runs `work` outside the request's transaction, on the pool: what it writes commits on its own,
 * also when the request is then refused and its transaction rolls back. For a refusal that
 * records itself (an approval closed as stale, then answered 409). Such work must not wait for
 * rows the request's transaction has locked.
 */
export function outsideRequestTransaction<T>(work: () => Promise<T>): Promise<T> {
  return ambient.exit(work);
}

export type RequestTransactionState = 'open' | 'committed' | 'rolled back';

/** One transaction that a request's work runs in (see joinRequestTransactions). */
export interface RequestTransaction {
  /** The transaction itself, for what the request records about itself. */
  readonly trx: Database;
  readonly state: RequestTransactionState;
  /** Runs `work` with the transaction ambient: queries through the joined database run in it. */
  run<T>(work: () => Promise<T>): Promise<T>;
  commit(): Promise<void>;
  /** Rolls back unless already ended; never throws (a lost connection rolled back already). */
  rollback(): Promise<void>;
}

/** Begins a request transaction on `base`'s pool (the connection is held until it ends). */
export async function beginRequestTransaction(base: Database): Promise<RequestTransaction> {
  const trx = await base.startTransaction().execute();
  const store: Ambient = { base, trx, closed: false, savepoints: 0 };
  let state: RequestTransactionState = 'open';
  return {
    trx,
    get state() {
      return state;
    },
    run: (work) => ambient.run(store, work),
    async commit() {
      if (state !== 'open') throw new Error(`request transaction already ${state}`);
      store.closed = true;
      try {
        await trx.commit().execute();
        state = 'committed';
      } catch (error) {
        // Refused (the database rolled it back) or unknown (the connection was lost while
        // committing): either way the connection goes back, and the caller must not assume.
        state = 'rolled back';
        await trx
          .rollback()
          .execute()
          .catch(() => {});
        throw error;
      }
    },
    async rollback() {
      if (state !== 'open') return;
      store.closed = true;
      state = 'rolled back';
      await trx
        .rollback()
        .execute()
        .catch(() => {});
    },
  };
}

/** Runs the work in a transaction whose statements are cut off after `ms` milliseconds. */
export function withStatementTimeout<T>(
  db: Database,
  ms: number,
  work: (trx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = ${sql.lit(Math.round(ms))}`.execute(trx);
    return work(trx);
  });
}
