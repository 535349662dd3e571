import type { Movement, MovementListFilters } from '@mentor/contract/pix';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { offsetOf } from '../../http/paging.ts';
import { isIspb } from './pix-scope.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('pix_movement as m')
    .innerJoin('white_label as wl', 'wl.uuid', 'm.uuid_white_label')
    .innerJoin('payment_account as pa', 'pa.uuid_account_payment', 'm.uuid_account_payment')
    .select([
      'm.uuid',
      'm.date_register',
      'm.movement_type',
      'm.status',
      'm.document',
      'm.document_origin',
      'm.name_origin',
      'm.document_destination',
      'm.name_destination',
      'm.partner_id',
      'm.transaction_id',
      'm.end_to_end_id',
      'm.amount',
      'm.description',
      'm.uuid_white_label',
      'm.uuid_account_payment',
      'wl.fantasy_name',
      'pa.account_number',
      'pa.full_name',
    ]);
}

type MovementRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export function toMovement(row: MovementRow): Movement {
  return {
    uuid: row.uuid,
    dateRegister: row.date_register.toISOString(),
    movementType: row.movement_type,
    status: row.status,
    document: row.document,
    documentOrigin: row.document_origin,
    nameOrigin: row.name_origin,
    documentDestination: row.document_destination,
    nameDestination: row.name_destination,
    partnerId: row.partner_id,
    transactionId: row.transaction_id,
    endToEndId: row.end_to_end_id,
    amount: row.amount,
    description: row.description,
    uuidWhiteLabel: row.uuid_white_label,
    whiteLabelName: row.fantasy_name,
    uuidAccountPayment: row.uuid_account_payment,
    accountNumber: row.account_number,
    fullName: row.full_name,
  };
}

const digits = (value: string) => value.replace(/\D/g, '');

/** Pix movements of the caller's scope with the optional filters, ordered by date (newest first by default). */
export async function listMovements(
  db: Database,
  filters: MovementListFilters,
  scope: number | null,
): Promise<{ rows: MovementRow[]; total: number }> {
  let query = baseQuery(db);
  if (scope !== null) query = query.where('wl.project_id', '=', scope);
  if (filters.document) query = query.where('m.document', '=', digits(filters.document));
  if (filters.documentOrigin) query = query.where('m.document_origin', '=', digits(filters.documentOrigin));
  if (filters.documentDestination)
    query = query.where('m.document_destination', '=', digits(filters.documentDestination));
  if (filters.partnerId) query = query.where('m.partner_id', '=', filters.partnerId);
  if (filters.transactionId) query = query.where('m.transaction_id', '=', filters.transactionId);
  if (filters.endToEndId) query = query.where('m.end_to_end_id', '=', filters.endToEndId);
  if (filters.dateStart) query = query.where('m.date_register', '>=', dayStart(filters.dateStart));
  if (filters.dateEnd) query = query.where('m.date_register', '<', dayAfter(filters.dateEnd));
  const wl = filters.uuidWhiteLabel;
  if (wl) query = isIspb(wl) ? query.where('wl.ispb', '=', wl) : query.where('wl.uuid', '=', wl);
  const direction = filters.order === 'ASC' ? 'asc' : 'desc';
  const column = filters.orderBy === 'amount' ? 'm.amount' : 'm.date_register';
  const [rows, count] = await Promise.all([
    query
      .orderBy(column, direction)
      .orderBy('m.uuid')
      .limit(filters.limit)
      .offset(offsetOf({ page: filters.page, perPage: filters.limit }))
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type MovementValues = Insertable<DB['pix_movement']>;

export async function insertMovement(db: Database, values: MovementValues): Promise<string> {
  const row = await db.insertInto('pix_movement').values(values).returning('uuid').executeTakeFirstOrThrow();
  return row.uuid;
}
