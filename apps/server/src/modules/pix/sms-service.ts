import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type GatewayMeta,
  SMS_TOKEN_TTL_SECONDS,
  type SmsOutboxItem,
  type SmsSendResponse,
} from '@mentor/contract/pix';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { assertProjectAccess, requireUser } from '../../http/project-scope.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { whiteLabelScope } from './pix-scope.ts';
import type { SmsSender } from './sms-adapter.ts';
import { listOutbox } from './sms-repository.ts';

export const SMS_MESSAGES = {
  accountNotFound: 'Conta não encontrada.',
  noPhone: 'A conta não tem telefone cadastrado para receber o código.',
  sendFailed: 'Não foi possível enviar o SMS. Tente novamente em instantes.',
} as const;

/** Wrong guesses after which a code is spent. */
export const SMS_MAX_ATTEMPTS = 5;

const hashCode = (account: string, code: string) =>
  createHash('sha256').update(`${account}:${code}`).digest('hex');

/** `(11) *****-4321`: enough for the operator to recognise the phone. */
export const maskPhoneTail = (phone: string) => `*****-${phone.replace(/\D/g, '').slice(-4)}`;

/** The payment account of a white label, within the caller's scope, or 404. */
export async function scopedAccount(
  db: Database,
  request: FastifyRequest,
  whiteLabel: string,
  account: string,
) {
  const row = await db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select(['pa.uuid_account_payment', 'pa.phone', 'pa.full_name', 'wl.project_id', 'wl.fantasy_name'])
    .where('pa.uuid_account_payment', '=', account)
    .where('pa.uuid_white_label', '=', whiteLabel)
    .executeTakeFirst();
  if (!row) throw notFound(SMS_MESSAGES.accountNotFound);
  assertProjectAccess(request, row.project_id);
  return row;
}

/** Sends a fresh six-digit code to the account's phone; earlier unspent codes stop working. */
export async function sendToken(
  db: Database,
  request: FastifyRequest,
  sender: SmsSender,
  whiteLabel: string,
  account: string,
): Promise<SmsSendResponse> {
  const user = requireUser(request);
  return db.transaction().execute(async (trx) => {
    const target = await scopedAccount(trx, request, whiteLabel, account);
    if (!target.phone) throw unprocessable(SMS_MESSAGES.noPhone, { phone: [SMS_MESSAGES.noPhone] });
    const now = new Date();
    await trx
      .updateTable('sms_token')
      .set({ consumed_at: now })
      .where('uuid_account_payment', '=', account)
      .where('consumed_at', 'is', null)
      .execute();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SMS_TOKEN_TTL_SECONDS * 1000);
    const token = await trx
      .insertInto('sms_token')
      .values({
        uuid_account_payment: account,
        code_hash: hashCode(account, code),
        requested_by: user.username,
        created_at: now,
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await sender.send(trx, {
        uuidAccountPayment: account,
        phone: target.phone,
        body: `${target.fantasy_name}: seu código de confirmação é ${code}. Ele vale por 5 minutos. Não o compartilhe.`,
      });
    } catch (error) {
      request.log.error({ err: error, adapter: sender.name }, 'SMS send failed');
      throw new HttpError(502, SMS_MESSAGES.sendFailed);
    }
    const masked = maskPhoneTail(target.phone);
    await audit(trx, request, {
      tableContext: 'sms_token',
      recordId: token.id,
      action: 'CREATE',
      after: {
        uuidAccountPayment: account,
        phone: masked,
        expiresAt: expiresAt.toISOString(),
        adapter: sender.name,
      },
      projectId: target.project_id,
    });
    return { sent: true, phone: masked, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * Checks a code against the account's latest live code. A match marks it checked by the
 * caller (a device authorisation then spends it); a miss counts an attempt and the fifth miss
 * spends the code. Expired, spent or already-checked codes are never valid.
 */
export async function checkToken(
  db: Database,
  request: FastifyRequest,
  whiteLabel: string,
  account: string,
  code: string,
): Promise<{ valid: boolean }> {
  const user = requireUser(request);
  return db.transaction().execute(async (trx) => {
    const target = await scopedAccount(trx, request, whiteLabel, account);
    const now = new Date();
    const token = await trx
      .selectFrom('sms_token')
      .select(['id', 'code_hash', 'failed_attempts'])
      .where('uuid_account_payment', '=', account)
      .where('consumed_at', 'is', null)
      .where('checked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!token) return { valid: false };
    const expected = Buffer.from(token.code_hash, 'hex');
    const given = Buffer.from(hashCode(account, code), 'hex');
    const valid = expected.length === given.length && timingSafeEqual(expected, given);
    const attempts = valid ? token.failed_attempts : token.failed_attempts + 1;
    await trx
      .updateTable('sms_token')
      .set(
        valid
          ? { checked_at: now, checked_by: user.username }
          : { failed_attempts: attempts, consumed_at: attempts >= SMS_MAX_ATTEMPTS ? now : null },
      )
      .where('id', '=', token.id)
      .execute();
    await audit(trx, request, {
      tableContext: 'sms_token',
      recordId: token.id,
      action: 'UPDATE',
      before: { checked: false, failedAttempts: token.failed_attempts },
      after: { checked: valid, failedAttempts: attempts },
      projectId: target.project_id,
    });
    return { valid };
  });
}

/** Spends the code the caller checked for this account before it expired; null when there is none. */
export async function consumeCheckedToken(
  trx: Database,
  account: string,
  username: string,
): Promise<number | null> {
  const now = new Date();
  const row = await trx
    .updateTable('sms_token')
    .set({ consumed_at: now })
    .where('uuid_account_payment', '=', account)
    .where('checked_by', '=', username)
    .where('checked_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}

/** The local adapter's outbox (what would have been sent), for the caller's white labels. */
export async function smsOutbox(
  db: Database,
  request: FastifyRequest,
  query: { page: number; limit: number; uuidAccountPayment?: string | undefined },
): Promise<{ data: SmsOutboxItem[]; meta: GatewayMeta }> {
  const { rows, total } = await listOutbox(db, query, whiteLabelScope(request));
  return { data: rows, meta: gatewayMeta(total, query.page, query.limit) };
}
