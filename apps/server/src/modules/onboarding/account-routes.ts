import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { type Actor, actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { serve } from '../../http/endpoint-route.ts';
import { forbidden } from '../../http/errors.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { SmsSender } from '../pix/sms-adapter.ts';
import { checkToken, sendToken } from '../pix/sms-service.ts';
import {
  balanceOf,
  blockedAccounts,
  limitHistory,
  scheduleRemainingBalance,
  scopedAccount,
  statementOf,
  submitMigration,
  unblockAccount,
} from './account-service.ts';

const ONBOARDING_READ = [
  'view_approved_records',
  'view_in_analysis_records',
  'view_pending_records',
  'view_rejected_records',
  'view_onboarding_records',
  'view_closed_records',
  'view_restricted_clients',
];

/** Any onboarding queue's permission lets staff read the account under review. */
function assertOnboardingReader(actor: Actor): void {
  if (!ONBOARDING_READ.some((p) => hasPermissions(actor.user, [p]))) throw forbidden();
}

async function accountInfo(app: AppDeps['db'], actor: Actor, wl: string | null, id: string) {
  const a = await scopedAccount(app, actor, wl, id);
  return {
    uuidAccountPayment: a.uuid_account_payment,
    uuidWhiteLabel: a.uuid_white_label,
    whiteLabelName: a.fantasy_name,
    fullName: a.full_name,
    accountNumber: a.account_number,
    document: a.document,
    phone: a.phone,
    accountStatus: a.account_status,
    statusReason: a.status_reason,
    statusChangedAt: a.status_changed_at ? new Date(a.status_changed_at).toISOString() : null,
    createdAt: new Date(a.created_at).toISOString(),
    state: a.state,
    city: a.city,
    balance: await balanceOf(app, a.uuid_account_payment),
  };
}

/** The account under review: personal data, statements, limits, SMS, migration, closing. */
export async function accountRoutes(app: App, { db }: AppDeps, sender: SmsSender): Promise<void> {
  serve(app, onboarding.readAccount, ({ params }, request) => {
    const actor = actorOf(request);
    assertOnboardingReader(actor);
    return accountInfo(db, actor, null, params.accountId);
  });

  serve(app, onboarding.readClosedAccount, ({ params }, request) =>
    accountInfo(db, actorOf(request), params.wlId, params.id),
  );

  serve(app, onboarding.readClosedStatement, async ({ params, query }, request) => {
    const account = await scopedAccount(db, actorOf(request), params.wlId, params.id);
    return statementOf(db, account.uuid_account_payment, query.startDate, query.endDate);
  });

  serve(app, onboarding.readStatement, async ({ params, query }, request) => {
    const actor = actorOf(request);
    assertOnboardingReader(actor);
    const account = await scopedAccount(db, actor, params.wlId, params.id);
    return statementOf(db, account.uuid_account_payment, query.startDate, query.endDate);
  });

  serve(app, onboarding.readLimits, async ({ params }, request) => {
    const actor = actorOf(request);
    assertOnboardingReader(actor);
    const account = await scopedAccount(db, actor, params.wlId, params.id);
    return limitHistory(db, account.uuid_account_payment);
  });

  serve(app, onboarding.sendSmsCode, ({ params }, request) => {
    const actor = actorOf(request);
    assertOnboardingReader(actor);
    return sendToken(db, actor, sender, params.wlId, params.accountId, request.log);
  });

  serve(app, onboarding.checkSmsCode, ({ params }, request) => {
    const actor = actorOf(request);
    assertOnboardingReader(actor);
    return checkToken(db, actor, params.wlId, params.accountId, params.code);
  });

  serve(app, onboarding.migrateAccount, ({ params }, request) =>
    submitMigration(db, actorOf(request), params.accountId),
  );

  serve(app, onboarding.transferRemainingBalance, ({ body }, request) =>
    scheduleRemainingBalance(db, actorOf(request), body),
  );

  serve(app, onboarding.listBlocked, async ({ query }, request) => {
    const { rows, total } = await blockedAccounts(db, actorOf(request), query.page, query.limit);
    return { data: rows, meta: gatewayMeta(total, query.page, query.limit) };
  });

  serve(app, onboarding.unblockAccount, ({ params, body }, request) =>
    unblockAccount(db, actorOf(request), params.accountId, body.reason),
  );
}
