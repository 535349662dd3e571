import { DEVICE_STATUSES } from '@mentor/contract/common/enums/pix';
import type { Device, DeviceListFilters } from '@mentor/contract/pix';
import type { Database } from '../../db/database.ts';
import type { DeviceStatus } from '../../db/schema-pix.ts';
import { offsetOf } from '../../http/paging.ts';
import { isIspb } from './pix-scope.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('pix_device as d')
    .innerJoin('payment_account as pa', 'pa.uuid_account_payment', 'd.uuid_account_payment')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select([
      'd.uuid_account_payment_device',
      'd.uuid_account_payment',
      'd.model',
      'd.platform',
      'd.status',
      'd.date_register',
      'd.date_update',
      'd.decided_by',
      'pa.account_number',
      'pa.document',
      'pa.full_name',
      'wl.uuid as uuid_white_label',
      'wl.fantasy_name',
      'wl.project_id',
    ]);
}

export type DeviceRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export function toDevice(row: DeviceRow): Device {
  return {
    uuidAccountPaymentDevice: row.uuid_account_payment_device,
    uuidAccountPayment: row.uuid_account_payment,
    accountNumber: row.account_number,
    document: row.document,
    fullName: row.full_name,
    model: row.model,
    platform: row.platform,
    status: row.status,
    statusTranslated: DEVICE_STATUSES.label(row.status, 'pt'),
    whiteLabel: row.uuid_white_label,
    whiteLabelName: row.fantasy_name,
    dateRegister: row.date_register.toISOString(),
    dateUpdate: row.date_update.toISOString(),
    decidedBy: row.decided_by,
  };
}

export async function listDevices(
  db: Database,
  filters: DeviceListFilters,
  scope: number | null,
): Promise<{ rows: DeviceRow[]; total: number }> {
  let query = baseQuery(db);
  if (scope !== null) query = query.where('wl.project_id', '=', scope);
  if (filters.accountNumber) query = query.where('pa.account_number', '=', filters.accountNumber);
  if (filters.document) query = query.where('pa.document', '=', filters.document.replace(/\D/g, ''));
  if (filters.status) query = query.where('d.status', '=', filters.status);
  const wl = filters.whiteLabel;
  if (wl) query = isIspb(wl) ? query.where('wl.ispb', '=', wl) : query.where('wl.uuid', '=', wl);
  const [rows, count] = await Promise.all([
    query
      .orderBy('d.date_register', 'desc')
      .orderBy('d.uuid_account_payment_device')
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

export async function findDevice(db: Database, device: string, lock = false): Promise<DeviceRow | undefined> {
  const query = baseQuery(db).where('d.uuid_account_payment_device', '=', device);
  return (lock ? query.forUpdate('d') : query).executeTakeFirst();
}

export async function setDeviceStatus(
  db: Database,
  device: string,
  status: DeviceStatus,
  by: string,
): Promise<void> {
  await db
    .updateTable('pix_device')
    .set({ status, decided_by: by, date_update: new Date() })
    .where('uuid_account_payment_device', '=', device)
    .execute();
}
