import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import type { DeviceStatus, InfractionStatus, RefundStatus } from '../../db/schema-pix.ts';
import { PIX_WHITE_LABELS } from '../../db/seed/pix-seed.ts';
import { hashPassword } from '../../oidc/password.ts';

/** White labels of the demo seed: [0] and [1] belong to project 1, [2] to project 2. */
export const WL_P1 = PIX_WHITE_LABELS[0];
export const WL_P1_B = PIX_WHITE_LABELS[1];
export const WL_P2 = PIX_WHITE_LABELS[2];

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase().padEnd(12, '0');

/** A payment account of a white label, with a phone. */
export async function createAccount(db: Database, whiteLabel: string, phone: string | null = '11987654321') {
  const row = await db
    .insertInto('payment_account')
    .values({
      uuid_white_label: whiteLabel,
      full_name: 'Conta de Teste',
      account_number: `9${unique().slice(-8)}`,
      document: '52998224725',
      phone,
    })
    .returning(['uuid_account_payment', 'account_number'])
    .executeTakeFirstOrThrow();
  return row;
}

/** A Pix movement (amount in cents) of a fresh account of the white label. */
export async function createMovement(db: Database, whiteLabel: string, amount = 10_000, at = new Date()) {
  const account = await createAccount(db, whiteLabel);
  const endToEndId = `E11222333${unique()}TST`.replace(/[^A-Za-z0-9]/g, '');
  await db
    .insertInto('pix_movement')
    .values({
      uuid_white_label: whiteLabel,
      uuid_account_payment: account.uuid_account_payment,
      date_register: at,
      movement_type: 'CREDIT',
      document: '52998224725',
      document_origin: '11144477735',
      name_origin: 'Origem Teste',
      document_destination: '52998224725',
      name_destination: 'Conta de Teste',
      partner_id: 'PRT-TEST',
      transaction_id: `TXT${unique()}`,
      end_to_end_id: endToEndId,
      amount,
    })
    .execute();
  return { endToEndId, account };
}

export async function createInfraction(
  db: Database,
  options: { whiteLabel?: string; status?: InfractionStatus; at?: Date } = {},
) {
  const whiteLabel = options.whiteLabel ?? WL_P1.uuid;
  const { endToEndId } = await createMovement(db, whiteLabel, 25_000, options.at);
  const row = await db
    .insertInto('infraction_report')
    .values({
      uuid_white_label: whiteLabel,
      end_to_end_id: endToEndId,
      infraction_type: 'FRAUD',
      status: options.status ?? 'OPEN',
      reported_by: 'DEBITED_PARTICIPANT',
      debited_participant: '11222333',
      credited_participant: '60701190',
      amount: 25_000,
      report_details: 'Teste',
      ...(options.at ? { create_date: options.at, update_date: options.at } : {}),
    })
    .returning(['uuid', 'end_to_end_id'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function createRefund(
  db: Database,
  options: { whiteLabel?: string; status?: RefundStatus; at?: Date; amount?: number } = {},
) {
  const whiteLabel = options.whiteLabel ?? WL_P1.uuid;
  const { endToEndId } = await createMovement(db, whiteLabel, 50_000, options.at);
  return db
    .insertInto('pix_refund')
    .values({
      uuid_white_label: whiteLabel,
      end_to_end_id: endToEndId,
      refund_reason: 'FRAUD',
      status: options.status ?? 'OPEN',
      amount: options.amount ?? 20_000,
      ...(options.at ? { date_created: options.at, date_update: options.at } : {}),
    })
    .returning(['uuid', 'end_to_end_id', 'amount'])
    .executeTakeFirstOrThrow();
}

export async function createDevice(
  db: Database,
  options: { whiteLabel?: string; status?: DeviceStatus; phone?: string | null } = {},
) {
  const account = await createAccount(db, options.whiteLabel ?? WL_P1.uuid, options.phone);
  const row = await db
    .insertInto('pix_device')
    .values({
      uuid_account_payment: account.uuid_account_payment,
      model: 'Teste X',
      platform: 'Android',
      status: options.status ?? 'PENDING',
    })
    .returning(['uuid_account_payment_device', 'uuid_account_payment'])
    .executeTakeFirstOrThrow();
  return { ...row, accountNumber: account.account_number };
}

/** A single-project financial operator of project 1 (password `demo`), for scope tests. */
export async function ensureProjectOperator(db: Database): Promise<string> {
  const username = 'pix.projeto1';
  await db
    .insertInto('staff_user')
    .values({
      username,
      email: `${username}@mentor.demo`,
      full_name: 'Operadora Pix Projeto 1',
      password_hash: await hashPassword('demo'),
      realm_roles: ['mentor_financial'],
      multi_project: false,
      project_id: 1,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  return username;
}

export async function auditRows(db: Database, table: string, recordId: string) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'before', 'after'])
    .where('table_context', '=', table)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
}

/** `inject` with a bearer token. */
export async function call(
  ctx: TestContext,
  username: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await ctx.token(username)}`;
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }),
  });
}

export const newUuid = () => randomUUID();
