import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { type Actor, actorScope } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { recordMovement } from '../pix/movement-service.ts';
import {
  balanceOf,
  findAccount,
  limitChanges,
  listBlockedAccounts,
  lockAccount,
  movementByEndToEndId,
  setAccountStatus,
  settledMovements,
} from './account-repository.ts';
import { preAccountOfAccount, updatePreAccount } from './pre-account-repository.ts';

export const ACCOUNT_MESSAGES = {
  notFound: 'Conta não encontrada.',
  periodOrder: 'A data final deve ser igual ou posterior à data inicial.',
  periodTooLong: 'Escolha um período de até 366 dias.',
  notClosed: 'A conta não está encerrada: o saldo remanescente só é transferido de contas encerradas.',
  noBalance: 'A conta não tem saldo remanescente a transferir.',
  notLight: 'Só contas do Onboarding Light podem ser migradas para o Onboarding Padrão.',
  notBlocked: 'A conta não está bloqueada.',
  requestIdUsed: 'Este pedido de transferência já foi usado para outra conta.',
  alreadyBlocked: 'A conta já está bloqueada.',
  blockReasonNotFound: 'Motivo de bloqueio não encontrado para o parceiro da conta.',
} as const;

/** A payment account of a white label within the caller's project, or 404. */
export async function scopedAccount(db: Database, actor: Actor, whiteLabel: string | null, account: string) {
  const row = await findAccount(db, account, whiteLabel);
  const scope = actorScope(actor);
  if (!row || (scope !== null && row.project_id !== scope)) throw notFound(ACCOUNT_MESSAGES.notFound);
  return row;
}

export function checkPeriod(startDate: string, endDate: string): void {
  if (endDate < startDate)
    throw unprocessable(ACCOUNT_MESSAGES.periodOrder, { endDate: [ACCOUNT_MESSAGES.periodOrder] });
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (days > 366)
    throw unprocessable(ACCOUNT_MESSAGES.periodTooLong, { endDate: [ACCOUNT_MESSAGES.periodTooLong] });
}

/** Balance of an account: its settled Pix credits minus debits, in cents. */
export { balanceOf };

export async function statementOf(db: Database, account: string, startDate: string, endDate: string) {
  checkPeriod(startDate, endDate);
  const rows = await settledMovements(db, account, startDate, endDate);
  let credits = 0;
  let debits = 0;
  const lines = rows.map((r) => {
    if (r.movement_type === 'CREDIT') credits += Number(r.amount);
    else debits += Number(r.amount);
    return {
      uuid: r.uuid,
      dateRegister: r.date_register.toISOString(),
      movementType: r.movement_type as 'CREDIT' | 'DEBIT',
      amount: Number(r.amount),
      description: r.description,
      counterpartName: r.movement_type === 'CREDIT' ? r.name_origin : r.name_destination,
    };
  });
  return { lines, credits, debits, balance: await balanceOf(db, account) };
}

export async function limitHistory(db: Database, account: string) {
  const rows = await limitChanges(db, account);
  return rows.map((r) => ({
    limitType: r.limit_type,
    previousAmount: Number(r.previous_amount),
    newAmount: Number(r.new_amount),
    changedBy: r.changed_by,
    createdAt: r.created_at.toISOString(),
  }));
}

/**
 * Schedules the transfer of a closed account's remaining balance to the holder's account at
 * another bank (the bank adapter's outbox shows it); the whole balance, once.
 */
export async function scheduleRemainingBalance(
  db: Database,
  actor: Actor,
  input: {
    uuidAccountPayment: string;
    uuidWhiteLabel: string;
    requestId?: string | undefined;
    bankCode: string;
    agency: string;
    accountNumber: string;
    holderDocument: string;
    holderName: string;
  },
) {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const account = await scopedAccount(trx, actor, input.uuidWhiteLabel, input.uuidAccountPayment);
    await lockAccount(trx, account.uuid_account_payment);
    if (account.account_status !== 'CLOSED') throw conflict(ACCOUNT_MESSAGES.notClosed);
    // The same attempt sent again (double click, retry after a lost answer) gets the first answer.
    const endToEndId = input.requestId ? `SALDO-${input.requestId}` : `E${Date.now()}${randomUUID()}`;
    if (input.requestId) {
      const done = await movementByEndToEndId(trx, endToEndId);
      if (done && done.uuid_account_payment !== account.uuid_account_payment)
        throw conflict(ACCOUNT_MESSAGES.requestIdUsed);
      if (done) return { scheduled: true, amount: Number(done.amount), uuidTransaction: done.uuid };
    }
    const balance = await balanceOf(trx, account.uuid_account_payment);
    if (balance <= 0) throw conflict(ACCOUNT_MESSAGES.noBalance);
    const transfer = await recordMovement(trx, {
      uuid_white_label: account.uuid_white_label,
      uuid_account_payment: account.uuid_account_payment,
      movement_type: 'DEBIT',
      document: account.document,
      document_origin: account.document,
      name_origin: account.full_name,
      document_destination: input.holderDocument,
      name_destination: input.holderName,
      partner_id: input.bankCode,
      transaction_id: `SALDO-${account.account_number}-${Date.now()}`,
      end_to_end_id: endToEndId,
      amount: balance,
      description: `Transferência do saldo remanescente para ${input.bankCode} ag. ${input.agency} c/c ${input.accountNumber}`,
    });
    await audit(trx, actor, {
      tableContext: 'payment_account',
      recordId: account.uuid_account_payment,
      action: 'UPDATE',
      before: { balance },
      after: {
        balance: 0,
        transfer,
        destination: { bank: input.bankCode, agency: input.agency },
        by: user.username,
      },
      projectId: account.project_id,
    });
    return { scheduled: true, amount: balance, uuidTransaction: transfer };
  });
}

/** Moves an approved onboarding-light account to the standard onboarding's validation. */
export async function submitMigration(db: Database, actor: Actor, accountId: string) {
  return db.transaction().execute(async (trx) => {
    const account = await scopedAccount(trx, actor, null, accountId);
    const pre = await preAccountOfAccount(trx, accountId, true);
    if (pre?.product !== 'onboarding-light') throw conflict(ACCOUNT_MESSAGES.notLight);
    await updatePreAccount(trx, pre.uuid, {
      product: 'default-onboarding',
      status: 'VALIDATION_PROCESSING',
      action: 'MIGRATION',
    });
    await audit(trx, actor, {
      tableContext: 'pre_account',
      recordId: pre.uuid,
      action: 'UPDATE',
      before: { product: pre.product, status: pre.status },
      after: { product: 'default-onboarding', status: 'VALIDATION_PROCESSING' },
      projectId: account.project_id,
    });
    return { submitted: true, uuidPreAccount: pre.uuid };
  });
}

/** Blocked accounts of the caller's projects. */
export async function blockedAccounts(db: Database, actor: Actor, page: number, limit: number) {
  const { rows, total } = await listBlockedAccounts(db, actorScope(actor), page, limit);
  return {
    rows: rows.map((r) => ({
      uuidAccountPayment: r.uuid_account_payment,
      uuidWhiteLabel: r.uuid_white_label,
      whiteLabelName: r.fantasy_name,
      fullName: r.full_name,
      accountNumber: r.account_number,
      document: r.document,
      reason: r.status_reason,
      blockedAt: r.status_changed_at ? new Date(r.status_changed_at).toISOString() : null,
    })),
    total,
  };
}

/** Unblocks an account, with the reason, audited. */
export async function unblockAccount(db: Database, actor: Actor, accountId: string, reason: string) {
  return db.transaction().execute(async (trx) => {
    const account = await scopedAccount(trx, actor, null, accountId);
    if (account.account_status !== 'BLOCKED') throw conflict(ACCOUNT_MESSAGES.notBlocked);
    await setAccountStatus(trx, accountId, 'ACTIVE', reason);
    await audit(trx, actor, {
      tableContext: 'payment_account',
      recordId: accountId,
      action: 'UPDATE',
      before: { accountStatus: 'BLOCKED', reason: account.status_reason },
      after: { accountStatus: 'ACTIVE', reason },
      projectId: account.project_id,
    });
    return { unblocked: true };
  });
}
