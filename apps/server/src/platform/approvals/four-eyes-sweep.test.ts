import { APPROVAL_ACTIONS, approvalActionInfo } from '@mentor/contract/approvals';
import { type Endpoint, operationId, paramNames } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposableDatabase } from '../../../test/sweeps/disposable-database.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff, setPasswordFromMail } from '../../../test/test-support.ts';
import type { Actor } from '../../http/actor.ts';
import { demoTotpSecret } from '../otp/otp-service.ts';
import { APPROVAL_MESSAGES, requestApproval } from './approvals-service.ts';

/**
 * Four eyes, swept over every governed operation the contract declares (`policy.approval`), so an
 * operation is covered the day it is declared: its requester may never approve it, and neither
 * may anyone whose access the requester created, granted (a role change), edited (a role they
 * hold), re-enabled or reset, however long ago. The decision is checked through the real approve
 * call, with a pending change of the operation's action and command; a refused decision applies
 * nothing. The sweep first proves it catches a planted defect: an independence check that
 * finds no grantors (the requester's trail of grants hidden from it).
 */
const GOVERNED = DECLARED_ENDPOINTS.filter((e) => e.policy.approval);
const REQUESTER = 'sweep.requester';
/** Whom the planted defect credits the requester's grants to. */
const HIDDEN = 'sweep.hidden';
const PROJECT = 1;
const PASSWORD = 'Varredura#2026';
/** How the requester touched each approver's access. */
const KINDS = ['created', 'granted', 'edited', 're-enabled', 'reset'] as const;
type Kind = (typeof KINDS)[number];
const approverOf = (kind: Kind) => `sweep.${kind.replace('-', '')}`;
/** Everything a governed change may need: deciding it, its action's permission and what it governs. */
const DECIDING = [...new Set(['approve_changes', ...APPROVAL_ACTIONS.map((a) => a.permission)])].sort();

let ctx: TestContext;
/** A copy of the demo data of this file's own: what it plants and writes reaches no other file. */
let database: Awaited<ReturnType<typeof disposableDatabase>>;
let sequence = 0;

async function expectOk(res: { statusCode: number; body: string }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
}

/** A project role deciding every governed change, created by `by`. */
async function deciderRole(by: string, name: string): Promise<{ id: number; key: string }> {
  const res = await call(ctx, by, 'POST', '/api/v1/role', {
    otp: true,
    body: { role_name: name, project_id: PROJECT, description: 'Decide alterações', permissions: DECIDING },
  });
  await expectOk(res, 201);
  return { id: res.json().id, key: res.json().role_key };
}

/** A project user created by `by` through the API, who sets their own password and enrols. */
async function projectUser(by: string, username: string, role: string): Promise<string> {
  const res = await call(ctx, by, 'POST', `/api/v1/project/${PROJECT}/user`, {
    otp: true,
    body: { username, email: `${username}@mentor.test`, full_name: username, role },
  });
  await expectOk(res, 201);
  await enrol(username);
  return res.json().id;
}

/** The member sets their own password from the mailed link and enrols an authenticator. */
async function enrol(username: string) {
  await setPasswordFromMail(ctx, username, PASSWORD);
  await ctx.handle.db
    .updateTable('staff_user')
    .set({ totp_secret: demoTotpSecret(username), totp_enrolled_at: new Date() })
    .where('username', '=', username)
    .execute();
}

beforeAll(async () => {
  database = await disposableDatabase('foureyes');
  ctx = await startTestApp({}, { databaseUrl: database.url });
  // The requester manages users and roles and holds everything a governed change needs.
  await createOtpStaff(ctx, REQUESTER, ['mentor_comercial_admin', 'bypass_permission']);
  await createOtpStaff(ctx, 'sweep.other', ['mentor_comercial_admin', 'bypass_permission']);
  const shared = await deciderRole('sweep.other', 'mentor_varredura_decisor');
  const spare = await deciderRole('sweep.other', 'mentor_varredura_alternativo');
  const edited = await deciderRole('sweep.other', 'mentor_varredura_editado');

  // Created by the requester.
  await projectUser(REQUESTER, approverOf('created'), shared.key);
  // Created by someone else, then given another role by the requester.
  const granted = await projectUser('sweep.other', approverOf('granted'), shared.key);
  await expectOk(
    await call(ctx, REQUESTER, 'PUT', `/api/v1/project/${PROJECT}/user/${granted}`, {
      otp: true,
      body: {
        email: `${approverOf('granted')}@mentor.test`,
        full_name: approverOf('granted'),
        role: spare.key,
        enabled: true,
      },
    }),
  );
  // Holds a role the requester edited.
  await projectUser('sweep.other', approverOf('edited'), edited.key);
  await expectOk(
    await call(ctx, REQUESTER, 'PUT', `/api/v1/role/${edited.id}`, {
      otp: true,
      body: {
        role_name: 'mentor_varredura_editado',
        project_id: PROJECT,
        description: 'Editado por quem solicita',
        permissions: DECIDING,
      },
    }),
  );
  // Disabled by someone else, re-enabled by the requester.
  const reEnabled = await projectUser('sweep.other', approverOf('re-enabled'), shared.key);
  const profile = (enabled: boolean) => ({
    email: `${approverOf('re-enabled')}@mentor.test`,
    full_name: approverOf('re-enabled'),
    role: shared.key,
    enabled,
  });
  const disable = { otp: true, body: profile(false) } as const;
  await expectOk(
    await call(ctx, 'sweep.other', 'PUT', `/api/v1/project/${PROJECT}/user/${reEnabled}`, disable),
  );
  await expectOk(
    await call(ctx, REQUESTER, 'PUT', `/api/v1/project/${PROJECT}/user/${reEnabled}`, {
      otp: true,
      body: profile(true),
    }),
  );
  // Reset by the requester; the member then set a new password and enrolled again.
  const reset = await projectUser('sweep.other', approverOf('reset'), shared.key);
  await expectOk(
    await call(ctx, REQUESTER, 'PUT', `/api/v1/project/${PROJECT}/user/${reset}/reset-password`, {
      otp: true,
    }),
    204,
  );
  await enrol(approverOf('reset'));

  // All of it happened long before the changes asked below: no approval window excuses it.
  await ctx.handle.db
    .updateTable('audit_log')
    .set({ occurred_at: new Date(ctx.clock.now() - 400 * 86_400_000) })
    .where('actor', '=', REQUESTER)
    .execute();
}, 300_000);
afterAll(async () => {
  await ctx?.close();
  await database?.drop();
});

/** A pending change of the operation asked by the requester, on a record nobody has. */
async function pendingOf(endpoint: Endpoint): Promise<number> {
  const policy = endpoint.policy.approval;
  if (!policy) throw new Error(`${operationId(endpoint)} is not governed`);
  sequence += 1;
  const params = Object.fromEntries(paramNames(endpoint.path).map((name) => [name, '999999999']));
  const user = {
    username: REQUESTER,
    fullName: REQUESTER,
    realmRoles: ['mentor_comercial_admin', 'bypass_permission'],
    permissions: ['mentor_comercial_admin', 'bypass_permission'],
    multiProject: true,
    projectId: null,
  };
  const actor: Actor = {
    user,
    reason: null,
    approvedBy: null,
    requestId: `sweep-${sequence}`,
    clock: ctx.clock,
  };
  const pending = await requestApproval(
    ctx.handle.db,
    ctx.app.approvalsConfig,
    actor,
    {
      command: operationId(endpoint),
      method: endpoint.method,
      routeUrl: endpoint.path,
      path: endpoint.path,
      params,
      query: {},
      body: undefined,
    },
    {
      action: policy.action,
      tableContext: policy.tableContext,
      recordId: `sweep-${sequence}`,
      projectId: PROJECT,
      amountCents: null,
      before: null,
    },
  );
  return pending.id;
}

const statusOf = async (id: number) =>
  (
    await ctx.handle.db
      .selectFrom('approval_request')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/**
 * Every way the four eyes of the operation are walked around: each answer that is not the
 * expected refusal, or a refused change that did not stay pending. Empty when all hold.
 */
async function walkArounds(endpoint: Endpoint): Promise<string[]> {
  const found: string[] = [];
  const id = await pendingOf(endpoint);
  const self = await call(ctx, REQUESTER, 'POST', `/api/v1/approvals/${id}/approve`, { otp: true });
  if (self.statusCode !== 403 || self.json().message !== APPROVAL_MESSAGES.selfApproval) {
    found.push(`self-approval answered ${self.statusCode}`);
  }
  for (const kind of KINDS) {
    const approver = approverOf(kind);
    const res = await call(ctx, approver, 'POST', `/api/v1/approvals/${id}/approve`, {
      otp: true,
      token: await ctx.token(approver, PASSWORD),
    });
    if (res.statusCode !== 403 || res.json().message !== APPROVAL_MESSAGES.grantedByRequester) {
      found.push(`approver the requester ${kind} answered ${res.statusCode}`);
    }
  }
  if ((await statusOf(id)) !== 'PENDING') found.push(`the change is ${await statusOf(id)}`);
  return found;
}

describe('four eyes over every governed operation', () => {
  it('finds the governed operations in the declarations, each with the command that applies it', () => {
    expect(GOVERNED.length).toBeGreaterThanOrEqual(10);
    for (const endpoint of GOVERNED) {
      const action = endpoint.policy.approval?.action ?? '';
      expect(approvalActionInfo(action), `${operationId(endpoint)} names a known action`).toBeDefined();
      expect(ctx.app.approvalCommands.has(operationId(endpoint)), operationId(endpoint)).toBe(true);
    }
  });

  it('catches a planted defect: an independence check that finds no grantors lets them approve', async () => {
    // The independence check reads who changed the approver's access from the audit trail:
    // with the requester's rows put under another name it finds no grantors, as a check that
    // lost its condition would.
    await ctx.handle.db
      .updateTable('audit_log')
      .set({ actor: HIDDEN })
      .where('actor', '=', REQUESTER)
      .execute();
    try {
      const [first] = GOVERNED;
      if (!first) throw new Error('no governed operation');
      const found = await walkArounds(first);
      expect(found).toEqual(
        expect.arrayContaining(
          KINDS.map((kind) => expect.stringContaining(`approver the requester ${kind}`)),
        ),
      );
    } finally {
      await ctx.handle.db
        .updateTable('audit_log')
        .set({ actor: REQUESTER })
        .where('actor', '=', HIDDEN)
        .execute();
    }
  }, 300_000);

  it.each(GOVERNED.map((endpoint) => [operationId(endpoint), endpoint] as const))(
    '%s: refuses its requester and every approver whose access the requester touched',
    async (_name, endpoint) => {
      expect(await walkArounds(endpoint)).toEqual([]);
    },
    300_000,
  );
});
