import { randomUUID } from 'node:crypto';
import { type Endpoint, endpointPath, operationId, servedPath } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { sql } from 'kysely';
import type { TestContext } from '../test-app.ts';
import { type Hints, validValue } from './valid-input.ts';

/**
 * The sweep kit: every operation the contract declares (`packages/contract/src/*-endpoints.ts`
 * through its endpoints index), and for each a request its schemas accept, generated from them
 * and from the fixtures. A sweep walks these, so an operation is swept the day it is declared.
 */

export type Operation = Endpoint;

/** Every declared operation, in declaration order. */
export function declaredOperations(): readonly Operation[] {
  return DECLARED_ENDPOINTS;
}

export const isWrite = (op: Pick<Endpoint, 'method'>) => op.method !== 'GET';

/**
 * Values a schema cannot tell the generator, by operation: a rule across items the generator
 * does not guess (seven distinct weekdays). Each is still checked against the schema.
 */
const OPERATION_HINTS: Readonly<Record<string, RequestHints>> = {
  // The rule of an action the contract wires to approval (any text passes the schema).
  'approvals.changeRule': { params: { action: 'project.parameters' } },
  // Permissions are names of the catalogue: a role that grants nothing is valid.
  'roles.createRole': { body: { permissions: [] } },
  'roles.updateRole': { body: { permissions: [] } },
  'merchants.saveWeeklyHours': {
    body: {
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        open: true,
        opens_at: '08:00',
        closes_at: '18:00',
      })),
    },
  },
};

export interface SweepRequest {
  op: Operation;
  method: Endpoint['method'];
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** Parts the generator could not make valid, with the schema's complaint. */
  invalid: string[];
}

export interface RequestHints {
  params?: Hints;
  query?: Hints;
  body?: Hints;
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A request the operation's schemas accept: path parameters, query and body. */
export function requestFor(op: Operation, hints: RequestHints = {}): SweepRequest {
  const own = OPERATION_HINTS[operationId(op)] ?? {};
  const params = validValue(op.params, { ...own.params, ...hints.params });
  const query = validValue(op.query, { ...own.query, ...hints.query });
  const body = op.upload
    ? { value: undefined, valid: true, issues: [] }
    : validValue(op.body, { ...own.body, ...hints.body });
  const invalid = [
    ...params.issues.map((i) => `params ${i}`),
    ...query.issues.map((i) => `query ${i}`),
    ...body.issues.map((i) => `body ${i}`),
  ];
  return {
    op,
    method: op.method,
    url: servedPath({ api: op.api, path: endpointPath(op, params.value ?? {}) }) + queryString(query.value),
    body: body.value,
    // A reason the operation asks for travels in headers, whatever its body.
    headers: op.policy.reason
      ? {
          'x-reason-code': op.policy.reason.codes?.[0] ?? 'OTHER',
          'x-reason-comment': encodeURIComponent('Varredura das regras'),
        }
      : {},
    invalid,
  };
}

export interface SendOptions {
  token: string;
  otp?: string;
  idempotencyKey?: string | null;
  headers?: Record<string, string>;
}

/** Sends a sweep request through the app (`inject`), as the console would. */
export function send(
  ctx: TestContext,
  request: Pick<SweepRequest, 'method' | 'url' | 'body'> & { headers?: Record<string, string> },
  options: SendOptions,
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token}`,
    ...request.headers,
    ...options.headers,
  };
  if (options.otp !== undefined) headers['x-otp'] = options.otp;
  const key =
    options.idempotencyKey === undefined && request.method !== 'GET' ? randomUUID() : options.idempotencyKey;
  if (key) headers['idempotency-key'] = key;
  const withBody = request.body !== undefined;
  return ctx.app.inject({
    method: request.method,
    url: request.url,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody ? { payload: JSON.stringify(request.body) } : {}),
  });
}

/** Tables sweeps never compare: the ones a refused call writes by design (code attempts, keys, sign-in). */
const BOOKKEEPING = new Set([
  'otp_state',
  'idempotency_key',
  'oidc_payload',
  'login_attempt',
  'reveal_log',
  // The sign-in throttle counts the sweep's own sign-ins.
  'login_throttle',
  'sign_in_throttle',
]);

/**
 * What a call could change, in one figure per table: its row count and a hash of its rows. Two
 * equal digests mean no row was added, removed or changed. Tables of the job runner and the
 * bookkeeping of refusals are left out.
 */
export async function dataDigest(ctx: TestContext): Promise<Map<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(ctx.handle.db);
  const out = new Map<string, string>();
  const names = tables.rows.map((r) => r.name).filter((n) => !BOOKKEEPING.has(n) && !n.startsWith('oidc'));
  const parts = names.map(
    (n) =>
      sql`select ${n}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as digest from ${sql.table(n)} t`,
  );
  const rows = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(
    ctx.handle.db,
  );
  for (const row of rows.rows) out.set(row.name, row.digest);
  return out;
}

/** Tables whose digest differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((t) => before.get(t) !== after.get(t))
    .sort();
}

/** The audit log's size and newest id: a change the app made leaves a row. */
export async function auditMark(ctx: TestContext): Promise<string> {
  const row = await ctx.handle.db
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('id').as('max')])
    .executeTakeFirstOrThrow();
  return `${row.n}/${String(row.max)}`;
}

/** Audit rows the given requests wrote (by their `x-request-id`): a refused or repeated call writes none. */
export async function auditOfRequests(ctx: TestContext, requestIds: readonly string[]): Promise<string[]> {
  if (requestIds.length === 0) return [];
  const rows = await ctx.handle.db
    .selectFrom('audit_log')
    .select(['table_context', 'action', 'record_id'])
    .where('request_id', 'in', [...requestIds])
    .execute();
  return rows.map((r) => `${r.table_context} ${r.action} ${r.record_id}`);
}
