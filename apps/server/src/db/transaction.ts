import type { Database } from './database.ts';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new transaction of its
 * own. A service that writes several rows together takes its database as a parameter and calls
 * this: a route hands it the pool (one transaction per call), an approved four-eyes change hands
 * it the approver's transaction, so the change, its audit rows and the decision commit together.
 */
export function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
