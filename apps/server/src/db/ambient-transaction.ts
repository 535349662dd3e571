import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.ts';

const ambient = new AsyncLocalStorage<Database>();

/**
 * Runs `work` so that every query made through a database from {@link withAmbientTransactions}
 * joins `trx`, including `db.transaction().execute(...)` blocks, which then run inside `trx`
 * instead of opening their own. Four-eyes approval uses it to apply a route's own handler in
 * the approver's transaction: the change, its audit row and the decision commit together.
 */
export function runInTransaction<T>(trx: Database, work: () => Promise<T>): Promise<T> {
  return ambient.run(trx, work);
}

function joinedTransaction(trx: Database) {
  const builder = {
    execute: <T>(fn: (t: Database) => Promise<T>) => fn(trx),
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
  };
  return builder;
}

function isGetter(object: object, property: string | symbol): boolean {
  for (let o: object | null = object; o; o = Object.getPrototypeOf(o)) {
    const descriptor = Object.getOwnPropertyDescriptor(o, property);
    if (descriptor) return descriptor.get !== undefined;
  }
  return false;
}

/**
 * The database modules receive: the pool outside {@link runInTransaction}, the ambient
 * transaction inside it. Outside it behaves exactly like the wrapped Kysely instance.
 */
export function withAmbientTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const trx = ambient.getStore();
      if (trx && property === 'transaction') return () => joinedTransaction(trx);
      const source = trx ?? target;
      const value: unknown = Reflect.get(source, property, source);
      // Methods are bound to the real instance (Kysely keeps private fields); values of getters
      // such as `fn` (a callable with members) are returned as they are.
      return typeof value === 'function' && !isGetter(source, property) ? value.bind(source) : value;
    },
  });
}
