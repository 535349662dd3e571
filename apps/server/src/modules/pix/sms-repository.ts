import type { SmsOutboxItem } from '@mentor/contract/pix';
import type { Database } from '../../db/database.ts';
import { offsetOf } from '../../http/paging.ts';

/** Messages the local SMS adapter wrote, newest first, of the white labels in scope. */
export async function listOutbox(
  db: Database,
  filters: { page: number; limit: number; uuidAccountPayment?: string | undefined },
  scope: number | null,
): Promise<{ rows: SmsOutboxItem[]; total: number }> {
  let query = db
    .selectFrom('sms_outbox as o')
    .innerJoin('payment_account as pa', 'pa.uuid_account_payment', 'o.uuid_account_payment')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select(['o.id', 'o.uuid_account_payment', 'o.phone', 'o.body', 'o.created_at']);
  if (scope !== null) query = query.where('wl.project_id', '=', scope);
  if (filters.uuidAccountPayment)
    query = query.where('o.uuid_account_payment', '=', filters.uuidAccountPayment);
  const [rows, count] = await Promise.all([
    query
      .orderBy('o.id', 'desc')
      .limit(filters.limit)
      .offset(offsetOf({ page: filters.page, perPage: filters.limit }))
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      uuidAccountPayment: r.uuid_account_payment,
      phone: r.phone,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    })),
    total: Number(count.n),
  };
}
