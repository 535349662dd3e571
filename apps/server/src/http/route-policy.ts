import type { ProjectScopePolicy } from '@mentor/contract/common/endpoint';
import type { PersonalDataKind, ReasonCode } from '@mentor/contract/privacy';
import type { Database } from '../db/database.ts';
import type { Actor } from './actor.ts';
import type { ApprovalCommand } from './approval-command.ts';
import type { AuthUser } from './auth-user.ts';
import type { FrozenSet } from './frozen-set.ts';

/**
 * What an approval hook is given besides the database and the actor: the operation's validated
 * input, as its command would get it, and a loader shared by the hooks of one request.
 */
export interface ApprovalHookInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  /**
   * The first call with a key runs `load`; later calls with that key during the same request
   * (every hook of it, the pending-change guard included) get the same result, so a record the
   * hooks all need is read once. Nothing outlives the request: an approved change is applied by
   * its command to the record as it is then.
   */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** A hook of a gated operation: reads what the approval needs, as a service does, with an actor. */
export type ApprovalHook<T, I = ApprovalHookInput> = (db: Database, actor: Actor, input: I) => Promise<T>;

/**
 * The hooks of a gated operation that read the database (`ServerPolicy.approval` of the route).
 * Each receives the actor built once from the request (`actorOf`) and the operation's input.
 */
export interface ApprovalHooks<I = ApprovalHookInput> {
  /**
   * The changed record's project, when no path parameter holds it (e.g. a merchant's): kept on
   * the pending change so that it shows, and is decided, within that project. May throw 404.
   */
  project?: ApprovalHook<number | null, I>;
  /** The amount in cents computed by the server (e.g. the sum of the selected payments); wins over `amountField`. */
  amount?: ApprovalHook<number | null, I>;
  /**
   * The exact set of records and amounts the call would pay now (e.g. the payments a settlement
   * reaches), frozen into the pending change; its total is the amount the rule compares. The
   * command finds it as `input.frozen` once approved and applies to that set or refuses.
   */
  freeze?: ApprovalHook<FrozenSet, I>;
  /** The record as it is now (the change's "before"); may throw 404. */
  before?: ApprovalHook<unknown, I>;
  /**
   * Whether this call is one the rule covers (e.g. approving a high-risk account, not any
   * decision); every call when absent. May throw 404 for a record out of scope.
   */
  applies?: ApprovalHook<boolean, I>;
  /**
   * Whether this call needs a second person whatever its amount while the rule is on (e.g. the
   * rollback of a payment already paid): the rule's threshold does not exempt it.
   */
  anyAmount?: ApprovalHook<boolean, I>;
  /**
   * Permissions the change needs besides the route's and its action's (a change of an approval
   * rule needs the permission of the action the rule governs). The caller must hold them to ask
   * (refused with 403 before a one-time code is spent, whether the change waits or applies at
   * once); they are kept with a pending change, and its approver must hold them too, as must its
   * requester when it applies.
   */
  permissions?: ApprovalHook<readonly string[], I>;
}

/**
 * Four-eyes approval of a route (src/plugins/approval-policy.ts): when the action's rule is on
 * (and the amount reaches its threshold) the call becomes a pending change answered with 202,
 * applied by the route's named command once someone else approves it.
 */
export interface ApprovalPolicy extends ApprovalHooks {
  /** Key of the action in the contract's APPROVAL_ACTIONS. */
  action: string;
  /** History context of the changed record. */
  tableContext: string;
  /** Path parameter holding the record id (default 'id'). */
  recordParam?: string;
  /** Body field holding the record id, when no path parameter does. */
  recordField?: string;
  /** Path parameter holding the project id, for the approvers' project scope. */
  projectParam?: string;
  /** Body field holding the amount in cents compared with the rule's threshold. */
  amountField?: string;
  /** Path parameter splitting a rule's window (amounts add up per requester, day and its value). */
  windowParam?: string;
  /**
   * The change itself, named: the route's handler applies it at once, an approval applies the
   * stored input later. Every gated route has one (checked when the route registers).
   */
  command?: ApprovalCommand;
}

/** The call must carry a reason code (and a comment when the code is OTHER), kept in the audit row. */
export interface ReasonPolicy {
  /** Accepted codes; every code of REASON_CODES when absent. */
  codes?: readonly ReasonCode[];
}

/** Response fields holding personal data, masked for staff without reveal_personal_data. */
export interface PersonalDataPolicy {
  /** Field name (at any depth of the response) → kind of personal data. */
  fields: Readonly<Record<string, PersonalDataKind>>;
}

/**
 * What a route demands of its caller, declared once on the route (`config.policy`).
 * `permission: null` means any signed-in staff member with a mentor_ role.
 */
export interface RoutePolicy {
  permission: string | readonly string[] | null;
  /**
   * The call must carry a valid one-time code (spec core §6, endpoints.tsv `otp=yes`), checked
   * once the input is valid. `'in-handler'`: the handler checks it itself (via
   * `verifyRequestCode`) after checking what the schema cannot, such as uploaded files.
   */
  otp?: boolean | 'in-handler';
  /** Only an exact grant passes: `bypass_permission` and prefixes do not (developer tools). */
  explicit?: boolean;
  /** No token needed at all (configuration document, health). */
  public?: boolean;
  /** A second person must approve the change (four eyes). */
  approval?: ApprovalPolicy;
  /** A reason code and comment are required and audited. */
  reason?: ReasonPolicy;
  /** Personal data in the response is masked unless the caller may reveal it. */
  personalData?: PersonalDataPolicy;
  /** How the caller's projects bound the call (declared operations, contract `defineEndpoints`). */
  project?: ProjectScopePolicy;
  /**
   * `'required'`: the call must carry an `Idempotency-Key` (money actions). Every POST, PUT,
   * PATCH and DELETE honours one when sent (src/plugins/idempotency-policy.ts).
   */
  idempotency?: 'required';
  /** The success answer carries a secret shown once: never kept to answer a repeat. */
  secretAnswer?: boolean;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  policy: RoutePolicy;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export const permissionsOf = (policy: RoutePolicy): readonly string[] =>
  policy.permission === null
    ? []
    : typeof policy.permission === 'string'
      ? [policy.permission]
      : policy.permission;
