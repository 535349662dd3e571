import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { ACCOUNT_MESSAGES, scopedAccount } from './account-service.ts';

/**
 * "Colocar na blacklist" from the account review (ADR 0210): the account is blocked with a
 * block reason of its white label (a closed account stays closed) and its document goes on the
 * restrictive list (when not there yet), in one transaction, audited. The way back is the blocked-accounts screen.
 */
export async function blacklistAccount(
  db: Database,
  request: FastifyRequest,
  accountId: string,
  input: { blockReasonId: number; comment?: string | undefined },
) {
  return db.transaction().execute(async (trx) => {
    const account = await scopedAccount(trx, request, null, accountId);
    await trx
      .selectFrom('payment_account')
      .select('uuid_account_payment')
      .where('uuid_account_payment', '=', accountId)
      .forUpdate()
      .execute();
    const reason = await trx
      .selectFrom('block_reason')
      .select(['id', 'description'])
      .where('id', '=', input.blockReasonId)
      .where('uuid_white_label', '=', account.uuid_white_label)
      .where('type_block', '=', 'BLACKLIST_BLOCK')
      .executeTakeFirst();
    if (!reason)
      throw unprocessable(ACCOUNT_MESSAGES.blockReasonNotFound, {
        blockReasonId: [ACCOUNT_MESSAGES.blockReasonNotFound],
      });
    const current = await trx
      .selectFrom('payment_account')
      .select(['account_status', 'status_reason'])
      .where('uuid_account_payment', '=', accountId)
      .executeTakeFirstOrThrow();
    if (current.account_status === 'BLOCKED') throw conflict(ACCOUNT_MESSAGES.alreadyBlocked);
    const statusReason = input.comment ? `${reason.description} — ${input.comment}` : reason.description;
    // A closed account stays closed (its remaining balance may still be transferred): only its
    // document goes on the list.
    const block = current.account_status !== 'CLOSED';
    if (block) {
      await trx
        .updateTable('payment_account')
        .set({ account_status: 'BLOCKED', status_reason: statusReason, status_changed_at: new Date() })
        .where('uuid_account_payment', '=', accountId)
        .execute();
    }
    const listed = await trx
      .insertInto('blacklist_entry')
      .values({ name: account.full_name.slice(0, 200), document: account.document })
      .onConflict((oc) => oc.column('document').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (block) {
      await audit(trx, request, {
        tableContext: 'payment_account',
        recordId: accountId,
        action: 'UPDATE',
        before: { accountStatus: current.account_status, reason: current.status_reason },
        after: { accountStatus: 'BLOCKED', reason: statusReason, blockReasonId: reason.id },
        projectId: account.project_id,
      });
    }
    if (listed) {
      await audit(trx, request, {
        tableContext: 'blacklist_entry',
        recordId: listed.id,
        action: 'CREATE',
        after: { name: account.full_name, document: account.document, from: accountId },
        projectId: account.project_id,
      });
    }
    return { blocked: block, listed: listed !== undefined, reason: statusReason };
  });
}
