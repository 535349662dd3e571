import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type GatewayMeta,
  SMS_TOKEN_TTL_SECONDS,
  type SmsOutboxItem,
  type SmsSendResponse,
} from '@mentor/contract/pix';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { whiteLabelScope } from './pix-scope.ts';
import type { SmsSender } from './sms-adapter.ts';
import {
  consumeCheckedTokenOf,
  consumeLiveTokens,
  findWhiteLabelAccount,
  insertToken,
  listOutbox,
  lockLatestLiveToken,
  recordTokenCheck,
} from './sms-repository.ts';

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

/** The payment account of a white label, within the actor's scope, or 404. */
export async function scopedAccount(db: Database, actor: Actor, whiteLabel: string, account: string) {
  const row = await findWhiteLabelAccount(db, whiteLabel, account);
  if (!row) throw notFound(SMS_MESSAGES.accountNotFound);
  assertActorProject(actor, row.project_id);
  return row;
}

/** Where a failed send is reported (the request's log). */
export interface SendFailureLog {
  error(details: object, message: string): void;
}

/** Sends a fresh six-digit code to the account's phone; earlier unspent codes stop working. */
export async function sendToken(
  db: Database,
  actor: Actor,
  sender: SmsSender,
  whiteLabel: string,
  account: string,
  log: SendFailureLog,
): Promise<SmsSendResponse> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const target = await scopedAccount(trx, actor, whiteLabel, account);
    if (!target.phone) throw unprocessable(SMS_MESSAGES.noPhone, { phone: [SMS_MESSAGES.noPhone] });
    const now = new Date();
    await consumeLiveTokens(trx, account, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SMS_TOKEN_TTL_SECONDS * 1000);
    const tokenId = await insertToken(trx, {
      uuid_account_payment: account,
      code_hash: hashCode(account, code),
      requested_by: user.username,
      created_at: now,
      expires_at: expiresAt,
    });
    try {
      await sender.send(trx, {
        uuidAccountPayment: account,
        phone: target.phone,
        body: `${target.fantasy_name}: seu código de confirmação é ${code}. Ele vale por 5 minutos. Não o compartilhe.`,
      });
    } catch (error) {
      log.error({ err: error, adapter: sender.name }, 'SMS send failed');
      throw new HttpError(502, SMS_MESSAGES.sendFailed);
    }
    const masked = maskPhoneTail(target.phone);
    await audit(trx, actor, {
      tableContext: 'sms_token',
      recordId: tokenId,
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
  actor: Actor,
  whiteLabel: string,
  account: string,
  code: string,
): Promise<{ valid: boolean }> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const target = await scopedAccount(trx, actor, whiteLabel, account);
    const now = new Date();
    const token = await lockLatestLiveToken(trx, account, now);
    if (!token) return { valid: false };
    const expected = Buffer.from(token.code_hash, 'hex');
    const given = Buffer.from(hashCode(account, code), 'hex');
    const valid = expected.length === given.length && timingSafeEqual(expected, given);
    const attempts = valid ? token.failed_attempts : token.failed_attempts + 1;
    await recordTokenCheck(
      trx,
      token.id,
      valid
        ? { checked_at: now, checked_by: user.username }
        : { failed_attempts: attempts, consumed_at: attempts >= SMS_MAX_ATTEMPTS ? now : null },
    );
    await audit(trx, actor, {
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
  return consumeCheckedTokenOf(trx, account, username, new Date());
}

/** The local adapter's outbox (what would have been sent), for the caller's white labels. */
export async function smsOutbox(
  db: Database,
  actor: Actor,
  query: { page: number; limit: number; uuidAccountPayment?: string | undefined },
): Promise<{ data: SmsOutboxItem[]; meta: GatewayMeta }> {
  const { rows, total } = await listOutbox(db, query, whiteLabelScope(actor));
  return { data: rows, meta: gatewayMeta(total, query.page, query.limit) };
}
