import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryLog } from '../../test/query-log.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../test/test-support.ts';
import type { Actor } from '../http/actor.ts';
import type { ApprovalHookInput, ApprovalHooks } from '../http/route-policy.ts';

/**
 * The hooks of a gated operation read what they need as a service does: with the actor of the
 * call and its validated input, never the HTTP request; a record several hooks need is read once
 * per request, and an approval later applies the change to the record as it is then.
 */
let ctx: TestContext;
const log = createQueryLog();
const REQUESTER = `hooks.requester.${process.pid}`;
const APPROVER = `hooks.approver.${process.pid}`;
const unblockBody = { description: 'Documentação regularizada', unblock_terminals: false };
let merchant: {
  id: number;
  project_id: number;
  block_type_id: number | null;
  block_description: string | null;
};

const unblockPolicy = () => {
  const route = ctx.app.registeredRoutes.find(
    (r) => r.method === 'POST' && r.url === '/api/v1/merchant/:id/unblock',
  );
  const approval = route?.policy.approval;
  if (!approval) throw new Error('the merchant unblock is not gated');
  return approval;
};

/** Withdraws whatever is pending on the merchant, so that each case asks for its own change. */
const withdrawPending = () =>
  ctx.handle.db
    .updateTable('approval_request')
    .set({ status: 'WITHDRAWN', decided_at: new Date() })
    .where('status', '=', 'PENDING')
    .where('table_context', '=', 'merchant')
    .where('record_id', '=', String(merchant.id))
    .execute();

beforeAll(async () => {
  ctx = await startTestApp({}, { plugins: [log.plugin] });
  await createOtpStaff(ctx, REQUESTER, ['mentor_comercial_admin']);
  await createOtpStaff(ctx, APPROVER, ['mentor_comercial_admin']);
  merchant = await ctx.handle.db
    .selectFrom('merchant')
    .select(['id', 'project_id', 'block_type_id', 'block_description'])
    .where('blocked', '=', true)
    .where('deleted', '=', false)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await withdrawPending();
  // Tokens first: signing in reads tables of its own, outside the calls measured here.
  await ctx.token(REQUESTER);
  await ctx.token(APPROVER);
});
afterAll(async () => {
  await withdrawPending();
  // The merchant blocked again as the seed had it, for the files that run after this one.
  await ctx.handle.db
    .updateTable('merchant')
    .set({
      blocked: true,
      block_type_id: merchant.block_type_id,
      block_description: merchant.block_description,
    })
    .where('id', '=', merchant.id)
    .execute();
  await ctx.close();
});

describe('approval hooks', () => {
  it('receive the actor built once from the call and its validated input, not the request', async () => {
    const approval = unblockPolicy();
    const original = { project: approval.project, before: approval.before };
    const seen: { hook: string; args: unknown[] }[] = [];
    const spy =
      <T>(hook: keyof ApprovalHooks, real: ((...args: never[]) => Promise<T>) | undefined) =>
      async (...args: unknown[]) => {
        seen.push({ hook, args });
        return (real as unknown as (...a: unknown[]) => Promise<T>)(...args);
      };
    approval.project = spy('project', original.project);
    approval.before = spy('before', original.before);
    try {
      const res = await call(ctx, REQUESTER, 'POST', `/api/v1/merchant/${merchant.id}/unblock`, {
        body: unblockBody,
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ project_id: merchant.project_id, requested_by: REQUESTER });
    } finally {
      approval.project = original.project;
      approval.before = original.before;
    }

    // The guard asks for the project before the code check, the approval for both after it.
    expect(seen.map((s) => s.hook)).toEqual(['project', 'before', 'project']);
    const calls = seen.map(({ args }) => {
      expect(args).toHaveLength(3);
      return args as [unknown, Actor, ApprovalHookInput];
    });
    const [, actor, input] = calls[0] ?? expect.fail('no hook was called');
    // One actor and one input for every hook of the request.
    for (const [, otherActor, otherInput] of calls) {
      expect(otherActor).toBe(actor);
      expect(otherInput).toBe(input);
    }
    expect(Object.keys(actor).sort()).toEqual(['approvedBy', 'clock', 'reason', 'requestId', 'user']);
    expect(actor.user).toMatchObject({ username: REQUESTER, multiProject: true });
    expect(actor.approvedBy).toBeNull();
    expect(actor.requestId).toEqual(expect.any(String));
    // The path parameter as validated (a number), the body as the command would get it.
    expect(input.params).toEqual({ id: merchant.id });
    expect(input.body).toEqual(unblockBody);
    expect(input).not.toHaveProperty('headers');
    expect(input).not.toHaveProperty('raw');
    await withdrawPending();
  });

  it('read the record they share once per request; approving applies to the record as it is then', async () => {
    log.clear();
    const res = await call(ctx, REQUESTER, 'POST', `/api/v1/merchant/${merchant.id}/unblock`, {
      body: unblockBody,
    });
    expect(res.statusCode, res.body).toBe(202);
    // The guard's project, the approval's project and its "before" share one read.
    expect(log.reads('merchant')).toBe(1);
    const pending = res.json() as { id: number; before: { block_description: string | null } };
    expect(pending.before.block_description).toBe(merchant.block_description);

    // The merchant changes while the change waits: the approval reads it again, as it is now.
    const changed = `Bloqueio revisto ${process.pid}`;
    await ctx.handle.db
      .updateTable('merchant')
      .set({ block_description: changed })
      .where('id', '=', merchant.id)
      .execute();
    const approved = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending.id}/approve`, {
      otp: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await auditRows(ctx, 'merchant', merchant.id);
    expect(row).toMatchObject({ actor: REQUESTER, approved_by: APPROVER });
    expect(row?.before).toMatchObject({ blocked: true, block_description: changed });
  }, 60_000);

  it('read a high-risk account once while its approval waits for a colleague', async () => {
    const row = await ctx.handle.db
      .selectFrom('pre_account')
      .select('uuid')
      .where('status', '=', 'IN_ANALYSIS_BACKOFFICE')
      .where('level_risk', '=', 'HIGH')
      .where('restricted_by', 'is', null)
      .where('assigned_to', 'is', null)
      .orderBy('date_register', 'asc')
      .executeTakeFirstOrThrow();
    log.clear();
    const res = await call(ctx, REQUESTER, 'PUT', `/gateway/spe-n-open-account/v1/analysis/${row.uuid}`, {
      body: { decision: 'APPROVE', reason: 'Renda comprovada' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ action: 'onboarding.approve_high_risk', before: { uuid: row.uuid } });
    // Whether the rule covers the call (asked by the guard and by the approval) and the "before".
    expect(log.reads('pre_account')).toBe(1);
    await ctx.handle.db
      .updateTable('approval_request')
      .set({ status: 'WITHDRAWN', decided_at: new Date() })
      .where('id', '=', (res.json() as { id: number }).id)
      .execute();
  });
});
