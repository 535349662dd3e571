import type { ClosedAccountListQuery } from '@mentor/contract/onboarding';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { containsPattern, documentMatch, prefixPattern } from '../../http/like.ts';

const SORT = {
  dateRegister: 'pa.created_at',
  closedAt: 'pa.status_changed_at',
  name: 'pa.full_name',
} as const;

/**
 * Closed payment accounts of the caller's project (all projects when `projectId` is null), with
 * the balance still on each (settled Pix credits minus debits, in cents).
 */
export async function listClosedAccounts(
  db: Database,
  query: ClosedAccountListQuery,
  projectId: number | null,
) {
  let q = db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .where('pa.account_status', '=', 'CLOSED');
  if (projectId !== null) q = q.where('wl.project_id', '=', projectId);
  if (query.uuidWhiteLabel) q = q.where('pa.uuid_white_label', '=', query.uuidWhiteLabel);
  if (query.cpf) {
    const document = documentMatch(query.cpf);
    q = q.where('pa.document', document.op, document.value);
  }
  if (query.name) q = q.where('pa.full_name', 'ilike', containsPattern(query.name));
  if (query.accountNumber) q = q.where('pa.account_number', 'like', prefixPattern(query.accountNumber));
  if (query.dateRegister_start) q = q.where('pa.created_at', '>=', dayStart(query.dateRegister_start));
  if (query.dateRegister_end) q = q.where('pa.created_at', '<', dayAfter(query.dateRegister_end));
  if (query.closedAt_start) q = q.where('pa.status_changed_at', '>=', dayStart(query.closedAt_start));
  if (query.closedAt_end) q = q.where('pa.status_changed_at', '<', dayAfter(query.closedAt_end));

  const direction = query.sortOrder === 'DESC' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    q
      .select([
        'pa.uuid_account_payment',
        'pa.uuid_white_label',
        'wl.fantasy_name',
        'pa.full_name',
        'pa.account_number',
        'pa.document',
        'pa.created_at',
        'pa.status_changed_at',
        'pa.status_reason',
      ])
      .select(
        sql<string>`coalesce((select sum(case when m.movement_type = 'CREDIT' then m.amount else -m.amount end)
          from pix_movement m where m.uuid_account_payment = pa.uuid_account_payment and m.status = 'SETTLED'), 0)`.as(
          'balance',
        ),
      )
      .orderBy(SORT[query.sortBy], direction)
      .orderBy('pa.uuid_account_payment')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      uuidAccountPayment: r.uuid_account_payment,
      uuidWhiteLabel: r.uuid_white_label,
      whiteLabelName: r.fantasy_name,
      fullName: r.full_name,
      accountNumber: r.account_number,
      document: r.document,
      dateRegister: new Date(r.created_at).toISOString(),
      closedAt: r.status_changed_at ? new Date(r.status_changed_at).toISOString() : null,
      reason: r.status_reason,
      balance: Number(r.balance),
    })),
    total: Number(count.n),
  };
}
