import { approvalActionInfo, approvalRequestSchema } from '@mentor/contract/approvals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { type Actor, actorOf, assertActorProject } from '../http/actor.ts';
import type { ApprovalCommand, ApprovalCommands } from '../http/approval-command.ts';
import type { FrozenSet } from '../http/frozen-set.ts';
import type { ApprovalHookInput, ApprovalPolicy } from '../http/route-policy.ts';
import {
  attachToApproval,
  isWindowed,
  releaseReservation,
  reserveInWindow,
  type WindowReservation,
} from '../platform/approvals/approval-window.ts';
import {
  type ApprovalsConfig,
  assertHoldsRequired,
  assertNoPendingSame,
  changeKeyOf,
  mustAwaitApproval,
  requestApproval,
  type SameChange,
} from '../platform/approvals/approvals-service.ts';
import { allPersonalFields, maskChange } from '../platform/privacy/personal-data.ts';
import { inClaimTransaction } from './idempotency-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The named commands of the routes declaring `policy.approval`, to apply approved changes. */
    approvalCommands: ApprovalCommands;
    approvalsConfig: ApprovalsConfig;
  }
}

function valueAt(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** What the hooks of one gated request share: the actor, the operation's input and its loads. */
interface GatedCall {
  actor: Actor;
  input: ApprovalHookInput;
}

/**
 * The actor and input of a gated request, built once and shared by the pending-change guard and
 * the approval hook (both run on the same request); so is whatever the hooks load with `once`.
 * Kept only as long as the request itself.
 */
const gatedCalls = new WeakMap<FastifyRequest, GatedCall>();

function gatedCallOf(request: FastifyRequest): GatedCall {
  const known = gatedCalls.get(request);
  if (known) return known;
  const loads = new Map<string, Promise<unknown>>();
  const call: GatedCall = {
    actor: actorOf(request),
    input: {
      params: request.params,
      query: request.query,
      body: request.body,
      once<T>(key: string, load: () => Promise<T>): Promise<T> {
        let loaded = loads.get(key) as Promise<T> | undefined;
        if (!loaded) {
          loaded = load();
          loads.set(key, loaded);
        }
        return loaded;
      },
    },
  };
  gatedCalls.set(request, call);
  return call;
}

/**
 * The amount a body field holds, compared by its size: a debit of R$ 10.000,00 moves as much
 * money as a credit of the same. `null` (no amount: "no limit") is compared as above any
 * threshold by the rule (ADR 0723).
 */
function amountOf(input: ApprovalHookInput, policy: ApprovalPolicy): number | null {
  if (!policy.amountField) return null;
  const value = valueAt(input.body, policy.amountField);
  return typeof value === 'number' && Number.isFinite(value) ? Math.abs(value) : null;
}

function recordIdOf(input: ApprovalHookInput, policy: ApprovalPolicy): string {
  if (policy.recordField) return String(valueAt(input.body, policy.recordField) ?? '');
  const params = (input.params ?? {}) as Record<string, unknown>;
  return String(params[policy.recordParam ?? 'id'] ?? '');
}

/** The value that splits a windowed rule's amounts besides requester and day ('' for none). */
function windowKeyOf(input: ApprovalHookInput, policy: ApprovalPolicy): string {
  if (!policy.windowParam) return '';
  const params = (input.params ?? {}) as Record<string, unknown>;
  return String(params[policy.windowParam] ?? '');
}

/** The amount a call reserved in its rule's window, kept until its answer is known. */
const reservations = new WeakMap<FastifyRequest, WindowReservation>();

/** What identifies the change a gated call asks for (see changeKeyOf). */
function sameChangeOf(input: ApprovalHookInput, policy: ApprovalPolicy): SameChange {
  const recordId = recordIdOf(input, policy);
  return {
    action: policy.action,
    table_context: policy.tableContext,
    record_id: recordId,
    change_key: changeKeyOf(input.body, Boolean(policy.freeze) || recordId === ''),
  };
}

/** The project of the changed record: its path parameter, else the policy's resolver. */
async function projectOf(db: Database, { actor, input }: GatedCall, policy: ApprovalPolicy) {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const raw = policy.projectParam ? params[policy.projectParam] : undefined;
  if (raw !== undefined) return Number(raw);
  return policy.project ? policy.project(db, actor, input) : null;
}

/** The permissions the change needs besides its action's (see `ApprovalHooks.permissions`), read once. */
function requiredOf(db: Database, { actor, input }: GatedCall, policy: ApprovalPolicy) {
  const hook = policy.permissions;
  return hook ? input.once('approval:permissions', () => hook(db, actor, input)) : Promise.resolve([]);
}

/**
 * Refuses a gated call while the same change (same action, same record) is pending, before a
 * one-time code is asked for or spent: registered ahead of access control's code check (after
 * idempotency, so a retry of the first request still gets its own answer). Calls the rule does
 * not cover (`applies`) pass; a record out of the caller's projects answers 404 as usual.
 */
export function registerPendingDuplicateGuard(app: FastifyInstance, deps: { db: Database }): void {
  app.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config.policy?.approval;
    if (!policy || !request.user) return;
    const gated = gatedCallOf(request);
    const { actor, input } = gated;
    // Whether the change waits or applies at once, its requester holds what it governs.
    if (policy.permissions) assertHoldsRequired(actor.user, await requiredOf(deps.db, gated, policy));
    if (policy.applies && !(await policy.applies(deps.db, actor, input))) return;
    const project = await projectOf(deps.db, gated, policy);
    if (project !== null) assertActorProject(actor, project);
    await assertNoPendingSame(deps.db, actor, sameChangeOf(input, policy));
  });
}

/**
 * Four-eyes approval declared on routes (`config.policy.approval`). Once the caller is
 * authorised, their code spent and the body valid, a gated call whose rule applies is stored as
 * a pending change (its command's name and its validated input) and answered 202 instead of
 * running. The approvals module applies it later by calling that command as the requester,
 * the approver beside them, in the approver's transaction (approvals-service.ts).
 */
export function registerApprovalPolicy(
  app: FastifyInstance,
  deps: { db: Database; config: ApprovalsConfig },
): void {
  const commands = new Map<string, ApprovalCommand>();
  app.decorate('approvalCommands', commands);
  app.decorate('approvalsConfig', deps.config);

  app.addHook('onRoute', (route) => {
    const policy = route.config?.policy?.approval;
    if (!policy) return;
    if (!approvalActionInfo(policy.action)) {
      throw new Error(`Route ${route.url} declares an unknown approval action '${policy.action}'`);
    }
    const command = policy.command;
    if (!command) throw new Error(`Route ${route.url} declares an approval without a command`);
    const known = commands.get(command.name);
    if (known && known !== command) throw new Error(`Two gated routes name the command '${command.name}'`);
    commands.set(command.name, command);
    // The OpenAPI document shows the 202 a gated call may answer.
    const schema = route.schema as { response?: Record<number, unknown> } | undefined;
    if (schema?.response && !schema.response[202]) schema.response[202] = approvalRequestSchema;
  });

  // Claimed requests (idempotency) store the pending change in the transaction their key's 202
  // answer commits in.
  app.addHook('preHandler', async (request, reply) => {
    const policy = request.routeOptions.config.policy?.approval;
    const command = policy?.command;
    if (!policy || !command || !request.user) return;
    return inClaimTransaction(request, async () => {
      const gated = gatedCallOf(request);
      const { actor, input } = gated;
      if (policy.applies && !(await policy.applies(deps.db, actor, input))) return;
      const frozen = policy.freeze ? await policy.freeze(deps.db, actor, input) : null;
      const amountCents = frozen
        ? frozen.total_cents
        : policy.amount
          ? await policy.amount(deps.db, actor, input)
          : amountOf(input, policy);
      const anyAmount = policy.anyAmount ? await policy.anyAmount(deps.db, actor, input) : false;
      // A windowed rule (ADR 0721) adds the call to what its requester asked for today, under a lock.
      const reservation =
        amountCents !== null && isWindowed(policy.action)
          ? await reserveInWindow(deps.db, deps.config, actor, {
              action: policy.action,
              windowKey: windowKeyOf(input, policy),
              amountCents,
              anyAmount,
            })
          : null;
      const mustAwait = reservation
        ? reservation.mustAwait
        : await mustAwaitApproval(deps.db, deps.config, policy.action, amountCents, { anyAmount });
      if (!mustAwait) {
        if (reservation) reservations.set(request, reservation);
        return;
      }
      try {
        const pending = await storePending(request, gated, policy, command, { amountCents, frozen });
        if (reservation) await attachToApproval(deps.db, reservation, pending.id);
        // Its before and after masked as the inbox shows them (to the requester too).
        return reply.status(202).send(maskChange(pending, allPersonalFields(request.server)));
      } catch (error) {
        if (reservation) await releaseReservation(deps.db, reservation);
        throw error;
      }
    });
  });

  // A call applied at once counts in its window unless it was refused before changing anything
  // (4xx): a failure after its change committed (5xx) keeps counting, on the safe side.
  app.addHook('onResponse', async (request, reply) => {
    const reservation = reservations.get(request);
    if (!reservation) return;
    reservations.delete(request);
    if (reply.statusCode >= 400 && reply.statusCode < 500) await releaseReservation(deps.db, reservation);
  });

  async function storePending(
    request: FastifyRequest,
    gated: GatedCall,
    policy: ApprovalPolicy,
    command: ApprovalCommand,
    { amountCents, frozen }: { amountCents: number | null; frozen: FrozenSet | null },
  ) {
    const { actor, input } = gated;
    const before = policy.before ? await policy.before(deps.db, actor, input) : null;
    const same = sameChangeOf(input, policy);
    const path = request.url.split('?')[0] ?? request.url;
    const call = {
      command: command.name,
      method: request.method,
      routeUrl: request.routeOptions.url ?? path,
      path,
      params: input.params,
      query: input.query,
      body: input.body,
    };
    return requestApproval(deps.db, deps.config, actor, call, {
      action: policy.action,
      tableContext: policy.tableContext,
      recordId: same.record_id,
      projectId: await projectOf(deps.db, gated, policy),
      amountCents,
      before,
      frozen,
      changeKey: same.change_key,
      requiredPermissions: await requiredOf(deps.db, gated, policy),
    });
  }
}
