import { PRE_ACCOUNT_STATUS_GROUPS } from '@mentor/contract';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import type { Database } from '../../db/database.ts';
import { type Actor, actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
import type { ApprovalHookInput } from '../../http/route-policy.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { countByRisk, countByStatus, listPreAccounts } from './pre-account-repository.ts';
import {
  assertStatusesVisible,
  type DecisionHooks,
  decide,
  isHighRiskApproval,
  preAccountDetail,
  readPreAccount,
  scopedPreAccount,
  sendBack,
  takeNextCase,
} from './pre-account-service.ts';
import { pageOfPreAccounts } from './pre-account-view.ts';

/** The pre-account of a gated decision, read once per request within the actor's scope. */
const preAccountOf = (db: Database, actor: Actor, uuid: string, once: ApprovalHookInput['once']) =>
  once('preAccount', () => scopedPreAccount(db, actor, uuid));

/** Pre-account queues, counts, the account review and its decisions (2nd doc §4, §7). */
export async function preAccountRoutes(app: App, { db }: AppDeps, hooks: DecisionHooks = {}): Promise<void> {
  serve(app, onboarding.listQueue, async ({ query: q, project }, request) => {
    assertStatusesVisible(actorOf(request), q.status);
    const page = await listPreAccounts(
      db,
      { statuses: q.status, query: q, projectId: project },
      { page: q.page, limit: q.limit, sortBy: q.sortBy, sortOrder: q.sortOrder },
    );
    return pageOfPreAccounts(db, page, q.page, q.limit);
  });

  serve(app, onboarding.listRestricted, async ({ query: q, project }) => {
    const page = await listPreAccounts(
      db,
      {
        restrictedOnly: true,
        restrictedBy: q.restrictedBy ?? null,
        search: q.filters,
        query: { uuidWhiteLabel: q.uuidWhiteLabel },
        projectId: project,
      },
      { page: q.page, limit: q.limit, sortBy: q.sortBy, sortOrder: q.sortOrder },
    );
    return pageOfPreAccounts(db, page, q.page, q.limit);
  });

  serve(app, onboarding.listApproved, async ({ query: q, project }) => {
    const page = await listPreAccounts(
      db,
      { statuses: PRE_ACCOUNT_STATUS_GROUPS.approved, projectId: project },
      { page: q.page, limit: q.limit, sortBy: 'dateRegister', sortOrder: 'ASC' },
    );
    const { data } = await pageOfPreAccounts(db, page, q.page, q.limit);
    return { data, meta: { totalCount: page.total, page: q.page, limit: q.limit } };
  });

  serve(app, onboarding.countByStatus, async ({ body: b, project }, request) => {
    assertStatusesVisible(actorOf(request), b.status);
    const counts = await countByStatus(db, b.status, { projectId: project, ...b });
    const total = counts.reduce((sum, c) => sum + c.amount, 0);
    const byStatus = b.status.map((status) => ({
      status,
      amount: counts.find((c) => c.status === status)?.amount ?? 0,
    }));
    return [{ status: null, amount: total }, ...byStatus];
  });

  serve(app, onboarding.countByRisk, async ({ body: b, project }, request) => {
    assertStatusesVisible(actorOf(request), b.status);
    const counts = await countByRisk(db, b.status, { projectId: project, ...b });
    return b.levelRisk.map((levelRisk) => ({ levelRisk, amount: counts.get(levelRisk) ?? 0 }));
  });

  serve(app, onboarding.readPreAccount, ({ params }, request) =>
    readPreAccount(db, actorOf(request), params.id),
  );

  serveCommand(
    app,
    db,
    onboarding.decide,
    (actor, { params, body }, trx) => decide(trx, actor, params.id, body, hooks),
    {
      approval: {
        applies: (database, actor, { params, body, once }) =>
          isHighRiskApproval(actor, body, () => preAccountOf(database, actor, params.id, once)),
        before: async (database, actor, { params, once }) =>
          preAccountDetail(database, await preAccountOf(database, actor, params.id, once)),
      },
    },
  );

  serve(app, onboarding.sendBack, ({ params, body }, request) =>
    sendBack(db, actorOf(request), params.id, body),
  );

  serve(app, onboarding.takeNextCase, ({ body }, request) => takeNextCase(db, actorOf(request), body.queue));
}
