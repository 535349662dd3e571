import type { TransactionListQuery, TransactionListResponse } from '@mentor/contract/transactions';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { lastPageOf as lastPage } from '../../http/paging.ts';
import type { ScopedFilters } from './transaction-filters.ts';
import {
  countTransactions,
  findTransaction,
  type KeysetPosition,
  listPage,
} from './transactions-repository.ts';

const KEYSET_SORTS = new Set<TransactionListQuery['sortBy']>(['payment_date', 'transaction_date', 'id']);

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(
    JSON.stringify([position.value, position.id, position.direction === 'next' ? 1 : 0]),
  ).toString('base64url');
}

export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      Number.isInteger(parsed[1]) &&
      (parsed[2] === 0 || parsed[2] === 1)
    ) {
      const value = parsed[0];
      if (typeof value === 'string' && Number.isNaN(Date.parse(value))) throw new Error('bad date');
      return { value, id: Number(parsed[1]), direction: parsed[2] === 1 ? 'next' : 'previous' };
    }
  } catch {
    // fall through
  }
  throw badRequest('Cursor inválido');
}

/**
 * One page of the transaction list with its total. `cursor` continues from a row of an
 * earlier answer (deep pages at first-page cost); otherwise page/perPage use OFFSET.
 */
export async function listTransactions(
  db: Database,
  filters: ScopedFilters,
  q: TransactionListQuery,
): Promise<TransactionListResponse> {
  const keyset = q.cursor ? decodeCursor(q.cursor) : undefined;
  if (keyset && !KEYSET_SORTS.has(q.sortBy)) throw badRequest('Cursor inválido');
  const [rows, count] = await Promise.all([
    listPage(db, filters, {
      sortBy: q.sortBy,
      sortDesc: q.sortDesc,
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
      ...(keyset ? { keyset } : {}),
    }),
    countTransactions(db, filters),
  ]);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const boundary = (row: typeof first, direction: 'next' | 'previous') =>
    row && KEYSET_SORTS.has(q.sortBy)
      ? encodeCursor({
          value:
            q.sortBy === 'id'
              ? row.id
              : q.sortBy === 'transaction_date'
                ? row.transaction_date
                : row.payment_date,
          id: row.id,
          direction,
        })
      : null;
  const fullPage = rows.length === q.perPage;
  const onFirstPage = !keyset && q.page === 1;
  return {
    data: rows,
    total: count.total,
    total_is_estimate: count.estimate,
    lastPage: lastPage(count.total, q.perPage),
    cursor: {
      next: fullPage ? boundary(last, 'next') : null,
      previous: onFirstPage ? null : boundary(first, 'previous'),
    },
  };
}

/** One transaction; another project's answers 404, as if it did not exist. */
export async function readTransaction(db: Database, actor: Actor, id: number) {
  const row = await findTransaction(db, id);
  if (!row) throw notFound('Transação não encontrada.');
  assertActorProject(actor, row.project_id);
  return row;
}
