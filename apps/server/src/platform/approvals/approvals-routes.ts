import { approvalActionInfo } from '@mentor/contract/approvals';
import { approvals } from '@mentor/contract/approvals-endpoints';
import type { Database } from '../../db/database.ts';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
import type { ApprovalHookInput } from '../../http/route-policy.ts';
import { lastPage } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import {
  approve,
  changeRule,
  currentRule,
  detailForUser,
  listForUser,
  loosensRule,
  pendingCountForUser,
  pendingOfRecord,
  reject,
  rules,
  withdraw,
} from './approvals-service.ts';

/**
 * The approvals inbox (four eyes): pending changes of gated routes, decided by someone other
 * than their requester. Approving needs the approver's one-time code and applies the change;
 * rejecting needs a reason. Expiry is lazy: every read first closes what is past its time.
 */
export async function approvalsRoutes(app: App, { db }: AppDeps): Promise<void> {
  /** The rule as it is now, read once per request by the hooks of its change. */
  const ruleOf = (database: Database, action: string, once: ApprovalHookInput['once']) =>
    once('rule', () => currentRule(database, app.approvalsConfig, action));

  serve(app, approvals.listApprovals, async ({ query }, request) => {
    const result = await listForUser(db, actorOf(request), query);
    return { ...result, lastPage: lastPage(result.total, query.perPage) };
  });

  serve(app, approvals.countPending, async (_input, request) => ({
    pending: await pendingCountForUser(db, actorOf(request)),
  }));

  serve(app, approvals.listRules, async () => rules(db, app.approvalsConfig));

  serveCommand(
    app,
    db,
    approvals.changeRule,
    (actor, { params, body }, trx) => changeRule(trx, app.approvalsConfig, actor, params.action, body),
    {
      approval: {
        // Only loosening a rule (turning it off, raising its amount) waits for a second person.
        applies: async (database, _actor, { params, body, once }) =>
          loosensRule(await ruleOf(database, params.action, once), body),
        before: (database, _actor, { params, once }) => ruleOf(database, params.action, once),
        // Changing the rule of an action needs what the action itself needs (settle_payments for
        // the settlement rule): nobody loosens a control over what they may not do.
        permissions: async (_database, _actor, { params }) => {
          const governed = approvalActionInfo(params.action);
          return governed ? [governed.permission] : [];
        },
      },
    },
  );

  serve(app, approvals.listPending, async ({ query }, request) =>
    pendingOfRecord(db, actorOf(request), query),
  );

  serve(app, approvals.withdraw, async ({ params }, request) => withdraw(db, actorOf(request), params.id));

  serve(app, approvals.readApproval, async ({ params }, request) =>
    detailForUser(db, actorOf(request), params.id),
  );

  serve(app, approvals.approve, async ({ params }, request) =>
    approve(db, { config: app.approvalsConfig, commands: app.approvalCommands }, actorOf(request), params.id),
  );

  serve(app, approvals.reject, async ({ params, body }, request) =>
    reject(db, actorOf(request), params.id, body.reason),
  );
}
