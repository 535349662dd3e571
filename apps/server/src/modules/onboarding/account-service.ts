import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { projectScope, requireUser } from '../../http/project-scope.ts';
import { audit } from '../../platform/audit/audit-service.ts';

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
export async function scopedAccount(
  db: Database,
  request: FastifyRequest,
  whiteLabel: string | null,
  account: string,
) {
  let q = db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select([
      'pa.uuid_account_payment',
      'pa.uuid_white_label',
      'pa.full_name',
      'pa.account_number',
      'pa.document',
      'pa.phone',
      'pa.created_at',
      'pa.account_status',
      'pa.status_reason',
      'pa.status_changed_at',
      'pa.state',
      'pa.city',
      'wl.fantasy_name',
      'wl.project_id',
    ])
    .where('pa.uuid_account_payment', '=', account);
  if (whiteLabel) q = q.where('pa.uuid_white_label', '=', whiteLabel);
  const row = await q.executeTakeFirst();
  const scope = projectScope(request);
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
export async function balanceOf(db: Database, account: string): Promise<number> {
  const row = await db
    .selectFrom('pix_movement')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('movement_type', '=', 'CREDIT')
            .then(eb.ref('amount'))
            .else(eb.neg(eb.ref('amount')))
            .end(),
        )
        .as('balance'),
    ])
    .where('uuid_account_payment', '=', account)
    .where('status', '=', 'SETTLED')
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function statementOf(db: Database, account: string, startDate: string, endDate: string) {
  checkPeriod(startDate, endDate);
  const rows = await db
    .selectFrom('pix_movement')
    .select([
      'uuid',
      'date_register',
      'movement_type',
      'amount',
      'description',
      'name_origin',
      'name_destination',
    ])
    .where('uuid_account_payment', '=', account)
    .where('status', '=', 'SETTLED')
    .where('date_register', '>=', dayStart(startDate))
    .where('date_register', '<', dayAfter(endDate))
    .orderBy('date_register', 'desc')
    .orderBy('uuid')
    .limit(5000)
    .execute();
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
  const rows = await db
    .selectFrom('account_limit_history')
    .selectAll()
    .where('uuid_account_payment', '=', account)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
  request: FastifyRequest,
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
  const user = requireUser(request);
  return db.transaction().execute(async (trx) => {
    const account = await scopedAccount(trx, request, input.uuidWhiteLabel, input.uuidAccountPayment);
    await trx
      .selectFrom('payment_account')
      .select('uuid_account_payment')
      .where('uuid_account_payment', '=', account.uuid_account_payment)
      .forUpdate()
      .execute();
    if (account.account_status !== 'CLOSED') throw conflict(ACCOUNT_MESSAGES.notClosed);
    // The same attempt sent again (double click, retry after a lost answer) gets the first answer.
    const endToEndId = input.requestId ? `SALDO-${input.requestId}` : `E${Date.now()}${randomUUID()}`;
    if (input.requestId) {
      const done = await trx
        .selectFrom('pix_movement')
        .select(['uuid', 'amount', 'uuid_account_payment'])
        .where('end_to_end_id', '=', endToEndId)
        .executeTakeFirst();
      if (done && done.uuid_account_payment !== account.uuid_account_payment)
        throw conflict(ACCOUNT_MESSAGES.requestIdUsed);
      if (done) return { scheduled: true, amount: Number(done.amount), uuidTransaction: done.uuid };
    }
    const balance = await balanceOf(trx, account.uuid_account_payment);
    if (balance <= 0) throw conflict(ACCOUNT_MESSAGES.noBalance);
    const transfer = await trx
      .insertInto('pix_movement')
      .values({
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
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await audit(trx, request, {
      tableContext: 'payment_account',
      recordId: account.uuid_account_payment,
      action: 'UPDATE',
      before: { balance },
      after: {
        balance: 0,
        transfer: transfer.uuid,
        destination: { bank: input.bankCode, agency: input.agency },
        by: user.username,
      },
      projectId: account.project_id,
    });
    return { scheduled: true, amount: balance, uuidTransaction: transfer.uuid };
  });
}

/** Moves an approved onboarding-light account to the standard onboarding's validation. */
export async function submitMigration(db: Database, request: FastifyRequest, accountId: string) {
  return db.transaction().execute(async (trx) => {
    const account = await scopedAccount(trx, request, null, accountId);
    const pre = await trx
      .selectFrom('pre_account')
      .select(['uuid', 'product', 'status'])
      .where('uuid_account_payment', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if (pre?.product !== 'onboarding-light') throw conflict(ACCOUNT_MESSAGES.notLight);
    await trx
      .updateTable('pre_account')
      .set({
        product: 'default-onboarding',
        status: 'VALIDATION_PROCESSING',
        action: 'MIGRATION',
        date_update: new Date(),
      })
      .where('uuid', '=', pre.uuid)
      .execute();
    await audit(trx, request, {
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
export async function blockedAccounts(db: Database, request: FastifyRequest, page: number, limit: number) {
  const scope = projectScope(request);
  let q = db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .where('pa.account_status', '=', 'BLOCKED');
  if (scope !== null) q = q.where('wl.project_id', '=', scope);
  const [rows, count] = await Promise.all([
    q
      .select([
        'pa.uuid_account_payment',
        'pa.uuid_white_label',
        'wl.fantasy_name',
        'pa.full_name',
        'pa.account_number',
        'pa.document',
        'pa.status_reason',
        'pa.status_changed_at',
      ])
      .orderBy('pa.status_changed_at', 'desc')
      .orderBy('pa.uuid_account_payment')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
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
    total: Number(count.n),
  };
}

/** Unblocks an account, with the reason, audited. */
export async function unblockAccount(
  db: Database,
  request: FastifyRequest,
  accountId: string,
  reason: string,
) {
  return db.transaction().execute(async (trx) => {
    const account = await scopedAccount(trx, request, null, accountId);
    if (account.account_status !== 'BLOCKED') throw conflict(ACCOUNT_MESSAGES.notBlocked);
    await trx
      .updateTable('payment_account')
      .set({ account_status: 'ACTIVE', status_reason: reason, status_changed_at: new Date() })
      .where('uuid_account_payment', '=', accountId)
      .execute();
    await audit(trx, request, {
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
