import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { listDocumentUnlessListed } from '../risk/blacklist-service.ts';
import { accountStatus, blacklistBlockReason, lockAccount, setAccountStatus } from './account-repository.ts';
import { ACCOUNT_MESSAGES, scopedAccount } from './account-service.ts';

/**
 * "Colocar na blacklist" from the account review (ADR 0210): the account is blocked with a
 * block reason of its white label (a closed account stays closed) and its document goes on the
 * restrictive list (when not there yet), in one transaction, audited. The way back is the blocked-accounts screen.
 */
export async function blacklistAccount(
  db: Database,
  actor: Actor,
  accountId: string,
  input: { blockReasonId: number; comment?: string | undefined },
) {
  return db.transaction().execute(async (trx) => {
    const account = await scopedAccount(trx, actor, null, accountId);
    await lockAccount(trx, accountId);
    const reason = await blacklistBlockReason(trx, account.uuid_white_label, input.blockReasonId);
    if (!reason)
      throw unprocessable(ACCOUNT_MESSAGES.blockReasonNotFound, {
        blockReasonId: [ACCOUNT_MESSAGES.blockReasonNotFound],
      });
    const current = await accountStatus(trx, accountId);
    if (current.account_status === 'BLOCKED') throw conflict(ACCOUNT_MESSAGES.alreadyBlocked);
    const statusReason = input.comment ? `${reason.description} — ${input.comment}` : reason.description;
    // A closed account stays closed (its remaining balance may still be transferred): only its
    // document goes on the list.
    const block = current.account_status !== 'CLOSED';
    if (block) {
      await setAccountStatus(trx, accountId, 'BLOCKED', statusReason);
      await audit(trx, actor, {
        tableContext: 'payment_account',
        recordId: accountId,
        action: 'UPDATE',
        before: { accountStatus: current.account_status, reason: current.status_reason },
        after: { accountStatus: 'BLOCKED', reason: statusReason, blockReasonId: reason.id },
        projectId: account.project_id,
      });
    }
    const listed = await listDocumentUnlessListed(
      trx,
      actor,
      { name: account.full_name, document: account.document },
      { from: accountId, projectId: account.project_id },
    );
    return { blocked: block, listed: listed !== undefined, reason: statusReason };
  });
}
