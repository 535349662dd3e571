import { approvalActionInfo } from '@mentor/contract/approvals';
import { approvals } from '@mentor/contract/approvals-endpoints';
import type { Database } from '../../db/database.ts';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
import type { ApprovalHookInput } from '../../http/route-policy.ts';
import { lastPage } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { allPersonalFields, maskChange } from '../privacy/personal-data.ts';
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
  /**
   * Every answer of the inbox shows a change's before and after masked, for everyone, as the
   * record's history does (the personal fields every route declares, by name).
   */
  const masked = <T extends { before: unknown; after: unknown }>(change: T): T =>
    maskChange(change, allPersonalFields(app));

  const ruleOf = (database: Database, action: string, once: ApprovalHookInput['once']) =>
    once('rule', () => currentRule(database, app.approvalsConfig, action));

  serve(app, approvals.listApprovals, async ({ query }, request) => {
    const result = await listForUser(db, actorOf(request), query);
    return {
      data: result.data.map(masked),
      total: result.total,
      lastPage: lastPage(result.total, query.perPage),
    };
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
    (await pendingOfRecord(db, actorOf(request), query)).map(masked),
  );

  serve(app, approvals.withdraw, async ({ params }, request) =>
    masked(await withdraw(db, actorOf(request), params.id)),
  );

  serve(app, approvals.readApproval, async ({ params }, request) =>
    masked(await detailForUser(db, actorOf(request), params.id)),
  );

  serve(app, approvals.approve, async ({ params }, request) =>
    masked(
      await approve(
        db,
        { config: app.approvalsConfig, commands: app.approvalCommands },
        actorOf(request),
        params.id,
      ),
    ),
  );

  serve(app, approvals.reject, async ({ params, body }, request) =>
    masked(await reject(db, actorOf(request), params.id, body.reason)),
  );
}
