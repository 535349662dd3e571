import { type Endpoint, paramNames, servedPath } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { NOT_PERSONAL, PERSONAL_NAMES } from '@mentor/contract/personal-data-names';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposableDatabase } from '../../../test/sweeps/disposable-database.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';
import type { RoutePolicy } from '../../http/route-policy.ts';
import { ROLE_MATRIX } from '../../seed/role-matrix.ts';

/**
 * The masking sweep, generated from the declarations: every declared GET operation (lists,
 * details, CSV and XLSX exports, history, approvals, search) is called as a superadministrator,
 * whose clear answers give the personal values of the demo data and of the records planted here
 * (any field named like a document, e-mail, phone, account or birthday); then as each built-in
 * role without reveal_personal_data, whose success answers must carry none of them in clear.
 * A newly declared operation is swept at once. It first proves that it catches a route whose
 * masking is switched off.
 */
let ctx: TestContext;
/** A copy of the demo data of this file's own: what it plants and writes reaches no other file. */
let database: Awaited<ReturnType<typeof disposableDatabase>>;

const ROLES_WITHOUT_REVEAL = Object.entries(ROLE_MATRIX)
  .filter(([, permissions]) => !permissions.includes('*') && !permissions.includes('reveal_personal_data'))
  .map(([role]) => role);
const sweeper = (role: string) => `sweep.${role.replace(/^mentor_/, '')}`;

/** Path parameters no list names: a format asked for, a history context, a period. */
const FIXED_PARAMS: Readonly<Record<string, readonly string[]>> = {
  file_format: ['csv', 'xlsx'],
  format: ['csv', 'xlsx'],
  table_context: ['merchant', 'merchant_settlement_destination', 'project_user'],
  year: ['2026'],
  month: ['11'],
  start: ['2026-01-01'],
  end: ['2026-12-31'],
};
/** Queries an operation cannot answer without (the search needs a text: a planted CPF). */
const PLANTED_CPF = '39053344705';
const PLANTED_EMAIL = 'maria.planted@sweep-fixture.com.br';
const PLANTED_PHONE = '21998877665';
const PLANTED_ACCOUNT = '88776655443';
const QUERIES: Readonly<Record<string, string>> = {
  'search.searchRecords': `q=${PLANTED_CPF}`,
  'approvals.listPending': 'table_context=merchant,merchant_settlement_destination&record_id=PLANTED',
};

/**
 * Values of query fields an operation refuses to answer without (422 naming them): a wide
 * period, the first payment tab.
 */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const QUERY_FIELDS: Readonly<Record<string, string>> = {
  start: day(7),
  end: day(0),
  start_date: day(7),
  end_date: day(0),
  payment_type: 'TED',
  date: day(1),
};

/** The fields of an operation's query schema (objects, and what refinements and intersections hold). */
function queryFields(schema: unknown, depth = 0): string[] {
  const node = schema as { shape?: object; _zod?: { def?: Record<string, unknown> } } | undefined;
  if (!node || depth > 6) return [];
  if (node.shape) return Object.keys(node.shape);
  const def = node._zod?.def ?? {};
  return ['in', 'innerType', 'left', 'right'].flatMap((key) => queryFields(def[key], depth + 1));
}

/** A file export reads one week: what it shows is what its list shows, in less time. */
const periodOf = (endpoint: Endpoint): string =>
  endpoint.file
    ? queryFields(endpoint.query)
        .filter((field) => ['start', 'end', 'start_date', 'end_date'].includes(field))
        .map((field) => `${field}=${QUERY_FIELDS[field]}`)
        .join('&')
    : '';

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}
interface Call {
  endpoint: Endpoint;
  url: string;
}

/** The cells of an answer as text: JSON leaves, CSV cells, workbook cells. */
async function cellsOf(answer: Answer): Promise<string[]> {
  if (answer.type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.body as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          cells.push(cell.text);
        }),
      ),
    );
    return cells;
  }
  const text = answer.body.toString('utf8');
  if (answer.type.includes('json')) {
    const leaves: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string' || typeof value === 'number') leaves.push(String(value));
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(JSON.parse(text));
    return leaves;
  }
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/[;,\t]/).map((cell) => cell.replace(/^"|"$/g, '')));
}

/** A personal value as compared: digits of documents, phones and accounts; e-mails; birthdays. */
type Probe = { kind: 'digits' | 'email' | 'date'; value: string };
function probeOf(name: string, raw: string): Probe | null {
  if (raw.includes('•')) return null;
  if (/birth|nascimento/i.test(name)) {
    const date = /^\d{4}-\d{2}-\d{2}/.exec(raw)?.[0];
    return date ? { kind: 'date', value: date } : null;
  }
  if (raw.includes('@')) return { kind: 'email', value: raw.trim().toLowerCase() };
  const digits = raw.replace(/\D/g, '');
  return digits.length >= 8 ? { kind: 'digits', value: digits } : null;
}
const keyOf = (probe: Probe) => `${probe.kind}:${probe.value}`;

/** The personal values of a clear answer: fields named like personal data, or declared so. */
function personalValues(
  value: unknown,
  declared: Readonly<Record<string, unknown>>,
  into: Map<string, string>,
) {
  const walk = (item: unknown, parent: string) => {
    if (Array.isArray(item)) {
      for (const child of item) walk(child, parent);
      return;
    }
    if (item === null || typeof item !== 'object') return;
    for (const [name, child] of Object.entries(item)) {
      if (typeof child === 'string' || typeof child === 'number') {
        if (name in NOT_PERSONAL || `${parent}.${name}` in NOT_PERSONAL) continue;
        const personal =
          name in declared ||
          `${parent}.${name}` in declared ||
          PERSONAL_NAMES.test(name) ||
          PERSONAL_NAMES.test(parent);
        const probe = personal ? probeOf(name, String(child)) : null;
        if (probe) into.set(keyOf(probe), `${parent ? `${parent}.` : ''}${name}`);
      } else walk(child, name);
    }
  };
  walk(value, '');
}

/** Which of the values a cell shows in clear. */
function clearIn(cells: readonly string[], values: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const cell of cells) {
    if (cell.includes('•')) continue;
    const digits = cell.replace(/\D/g, '');
    const candidates = [
      `email:${cell.trim().toLowerCase()}`,
      `digits:${digits}`,
      `date:${/^\d{4}-\d{2}-\d{2}/.exec(cell)?.[0] ?? ''}`,
    ];
    for (const key of candidates) if (values.has(key)) found.add(key);
  }
  return [...found];
}

/** How long each call took, to name the slowest in the summary. */
const durations: { url: string; ms: number }[] = [];

async function get(user: string, url: string): Promise<Answer> {
  const started = performance.now();
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await ctx.token(user)}` },
  });
  durations.push({ url: `${user} ${url}`, ms: Math.round(performance.now() - started) });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type'] ?? ''),
    body: response.rawPayload,
  };
}

const operationId = (endpoint: Endpoint) => `${endpoint.area}.${endpoint.name}`;

/** The first row of a list answer (`data[0]`, `content[0]` or `[0]`). */
function firstRow(json: unknown): Record<string, unknown> | null {
  if (Array.isArray(json)) return (json[0] as Record<string, unknown>) ?? null;
  if (json === null || typeof json !== 'object') return null;
  for (const key of ['data', 'content', 'items', 'rows']) {
    const list = (json as Record<string, unknown>)[key];
    if (Array.isArray(list) && list.length > 0) return list[0] as Record<string, unknown>;
  }
  return null;
}

/**
 * The calls of every declared GET: path parameters from the first row of the list at the path's
 * parent (its id), or {@link FIXED_PARAMS}; calls whose parameters cannot be found are reported.
 */
async function plannedCalls() {
  const gets = DECLARED_ENDPOINTS.filter((e) => e.method === 'GET');
  const answers = new Map<string, Answer>();
  const calls: Call[] = [];
  const unresolved: string[] = [];
  const failed: string[] = [];
  const byPath = new Map<string, unknown>();
  const rowsByArea = new Map<string, Record<string, unknown>[]>();
  /** Without a list at the parent path: the field so named in a list of the same area. */
  const fromArea = (area: string, param: string): unknown => {
    const names = [
      param,
      `uuid${param.charAt(0).toUpperCase()}${param.slice(1)}`,
      ...(param === 'id' ? ['uuid'] : []),
    ];
    for (const row of rowsByArea.get(area) ?? [])
      for (const name of names) if (row[name] !== undefined && row[name] !== null) return row[name];
    return undefined;
  };
  const sorted = [...gets].sort((a, b) => paramNames(a.path).length - paramNames(b.path).length);
  for (const endpoint of sorted) {
    const template = servedPath(endpoint);
    let urls = [template];
    for (const param of paramNames(endpoint.path)) {
      const next: string[] = [];
      for (const url of urls) {
        const at = url.indexOf(`{${param}}`);
        const parent = url.slice(0, at).replace(/\/$/, '');
        const row = firstRow(byPath.get(parent) ?? byPath.get(`${parent}/`));
        const fromList = row ? (row[param] ?? row.id ?? row.uuid ?? row.key) : fromArea(endpoint.area, param);
        const values =
          FIXED_PARAMS[param] ?? (fromList === undefined || fromList === null ? [] : [String(fromList)]);
        for (const value of values) next.push(url.replace(`{${param}}`, encodeURIComponent(value)));
      }
      urls = next;
    }
    if (urls.length === 0) unresolved.push(operationId(endpoint));
    for (const path of urls) {
      const query = [QUERIES[operationId(endpoint)], periodOf(endpoint)].filter(Boolean).join('&');
      let url = query ? `${path}?${query}` : path;
      let answer = await get('superadmin', url);
      if (answer.status === 422 && answer.type.includes('json')) {
        // Asked again with the fields it names, when the sweep knows a value for them.
        const named = Object.keys((JSON.parse(answer.body.toString()) as { errors?: object }).errors ?? {});
        const known = named.filter((field) => field in QUERY_FIELDS);
        if (known.length > 0) {
          const extra = known
            .map((field) => `${field}=${encodeURIComponent(QUERY_FIELDS[field] ?? '')}`)
            .join('&');
          url = `${url}${url.includes('?') ? '&' : '?'}${extra}`;
          answer = await get('superadmin', url);
        }
      }
      answers.set(url, answer);
      if (answer.status >= 300) {
        failed.push(`${operationId(endpoint)} ${answer.status}`);
        continue;
      }
      if (answer.type.includes('json')) {
        const json: unknown = JSON.parse(answer.body.toString());
        byPath.set(path, json);
        const row = firstRow(json);
        if (row) rowsByArea.set(endpoint.area, [...(rowsByArea.get(endpoint.area) ?? []), row]);
      }
      calls.push({ endpoint, url });
    }
  }
  return { calls, unresolved, failed, clear: answers };
}

/** The personal values the superadministrator's clear answers hold. */
function fixtureValues(calls: readonly Call[], clear: ReadonlyMap<string, Answer>): Map<string, string> {
  const values = new Map<string, string>();
  for (const { endpoint, url } of calls) {
    const answer = clear.get(url);
    if (!answer || answer.status >= 300 || !answer.type.includes('json')) continue;
    personalValues(JSON.parse(answer.body.toString()), endpoint.policy.personalData?.fields ?? {}, values);
  }
  // A caller's own e-mail is theirs to see.
  for (const role of ROLES_WITHOUT_REVEAL) values.delete(`email:${sweeper(role)}@mentor.test`);
  return values;
}

/** Whether a role holds the permission an operation asks for (any one of a list; none asked). */
function mayCall(role: string, endpoint: Endpoint): boolean {
  const { permission, explicit } = endpoint.policy;
  if (permission === null) return true;
  if (explicit) return false;
  const held = ROLE_MATRIX[role] ?? [];
  return (Array.isArray(permission) ? permission : [permission]).some((p: string) => held.includes(p));
}

/** Runs the tasks a few at a time (in-process calls; the database answers several at once). */
async function inBatches<T>(tasks: readonly (() => Promise<T>)[], size = 6): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += size)
    results.push(...(await Promise.all(tasks.slice(i, i + size).map((task) => task()))));
  return results;
}

/**
 * `role operation url: fields` for each success answer showing a value in clear, as each role
 * without the reveal permission, of the calls the superadministrator got an answer to (a role
 * without the operation's permission gets 403 and is not asked).
 */
async function leaks(calls: readonly Call[], values: ReadonlyMap<string, string>) {
  const tasks = ROLES_WITHOUT_REVEAL.flatMap((role) =>
    calls
      .filter(({ endpoint }) => mayCall(role, endpoint))
      .map(({ endpoint, url }) => async () => {
        const answer = await get(sweeper(role), url);
        if (answer.status >= 300) return { answered: 0, found: [] as string[] };
        const shown = clearIn(await cellsOf(answer), values);
        return {
          answered: 1,
          found:
            shown.length > 0
              ? [`${role} ${operationId(endpoint)} ${url}: ${shown.map((k) => values.get(k)).join(', ')}`]
              : [],
        };
      }),
  );
  const results = await inBatches(tasks);
  return {
    found: results.flatMap((r) => r.found),
    answered: results.reduce((sum, r) => sum + r.answered, 0),
  };
}

let planned: Awaited<ReturnType<typeof plannedCalls>>;
let values: Map<string, string>;

beforeAll(async () => {
  database = await disposableDatabase('masking');
  ctx = await startTestApp({}, { databaseUrl: database.url });
  for (const role of ROLES_WITHOUT_REVEAL) await createOtpStaff(ctx, sweeper(role), [role]);
  // Planted records whose personal data every kind of answer shows: a merchant with a CPF,
  // e-mail, phone and current account, its history, and a change of it awaiting approval.
  // The merchant the list shows first: the one whose detail the sweep opens.
  const list = await call(ctx, 'superadmin', 'GET', '/api/v1/merchant');
  expect(list.statusCode).toBe(200);
  const merchant = { id: Number(firstRow(list.json())?.id) };
  await ctx.handle.db
    .updateTable('merchant')
    .set({ cpf_cnpj: PLANTED_CPF, person_type: 'PF', email: PLANTED_EMAIL })
    .where('id', '=', merchant.id)
    .execute();
  await ctx.handle.db.deleteFrom('merchant_phone').where('merchant_id', '=', merchant.id).execute();
  await ctx.handle.db
    .insertInto('merchant_phone')
    .values({ merchant_id: merchant.id, phone_type: 'COMERCIAL', number: PLANTED_PHONE })
    .execute();
  const { sql } = await import('kysely');
  await sql`
    INSERT INTO merchant_settlement_destination
      (merchant_id, destination_type, bank_code, agency, account_number, account_type, holder_document)
    VALUES (${merchant.id}, 'B', '001', '1234', ${PLANTED_ACCOUNT}, 'C', ${PLANTED_CPF})
    ON CONFLICT (merchant_id) DO UPDATE SET account_number = ${PLANTED_ACCOUNT}, holder_document = ${PLANTED_CPF},
      destination_type = 'B', bank_code = '001', agency = '1234', account_type = 'C'`.execute(ctx.handle.db);
  // A history entry holding them (the audit row an edit writes), and a change awaiting approval.
  await ctx.handle.db
    .insertInto('audit_log')
    .values({
      actor: 'superadmin',
      actor_name: 'Super',
      table_context: 'merchant',
      record_id: String(merchant.id),
      action: 'UPDATE',
      before: JSON.stringify({ email: 'antes@sweep-fixture.com.br', cpf_cnpj: '11144477735' }),
      after: JSON.stringify({
        email: PLANTED_EMAIL,
        cpf_cnpj: PLANTED_CPF,
        phones: [{ number: PLANTED_PHONE }],
      }),
      project_id: 1,
    })
    .execute();
  const operator = sweeper('mentor_comercial_operator');
  const pending = await call(ctx, operator, 'PUT', `/api/v1/merchant/${merchant.id}/settlement_destination`, {
    otp: true,
    body: {
      destination_type: 'B',
      bank_code: '001',
      agency: '4321',
      account_number: '99887766554',
      account_type: 'C',
    },
  });
  expect([202, 409]).toContain(pending.statusCode);
  (QUERIES as Record<string, string>)['approvals.listPending'] =
    `table_context=merchant,merchant_settlement_destination&record_id=${merchant.id}`;
  (QUERIES as Record<string, string>)['history.listHistory'] = `record_id=${merchant.id}`;
  planned = await plannedCalls();
  values = fixtureValues(planned.calls, planned.clear);
  // The planted values are among those the sweep looks for (found in the clear answers).
  for (const key of [
    `digits:${PLANTED_CPF}`,
    `email:${PLANTED_EMAIL}`,
    `digits:${PLANTED_PHONE}`,
    `digits:${PLANTED_ACCOUNT}`,
  ])
    expect(values.has(key), key).toBe(true);
}, 600_000);
afterAll(async () => {
  await ctx?.close();
  await database?.drop();
});

describe('the masking sweep', () => {
  it('catches a route whose masking is switched off', async () => {
    const detail = planned.calls.filter((c) => operationId(c.endpoint) === 'merchants.readMerchant');
    expect(detail.length).toBeGreaterThan(0);
    const route = ctx.app.registeredRoutes.find(
      (r) => r.method === 'GET' && r.url === '/api/v1/merchant/:id',
    ) as { policy: RoutePolicy } | undefined;
    if (!route?.policy.personalData) throw new Error('the merchant detail declares no personal data');
    const declared = route.policy.personalData;
    const policy = route.policy as { personalData?: RoutePolicy['personalData'] };
    try {
      delete policy.personalData;
      const { found } = await leaks(detail, values);
      expect(found.length).toBeGreaterThan(0);
      expect(found.join('\n')).toContain('merchants.readMerchant');
    } finally {
      policy.personalData = declared;
    }
    expect((await leaks(detail, values)).found).toEqual([]);
  });

  it('finds no personal value in clear in any success answer of a role without the reveal permission', {
    timeout: 300_000,
  }, async () => {
    const { found, answered } = await leaks(planned.calls, values);
    console.info(
      `masking sweep: ${planned.calls.length} calls of ${new Set(planned.calls.map((c) => operationId(c.endpoint))).size} GET operations, ${answered} success answers to ${ROLES_WITHOUT_REVEAL.length} roles, ${values.size} personal values; no parameters for: ${planned.unresolved.join(', ')}; refused to the superadministrator: ${planned.failed.join(', ')}; slowest: ${[
        ...durations,
      ]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8)
        .map((d) => `${d.url} ${d.ms} ms`)
        .join(', ')}`,
    );
    expect(found).toEqual([]);
  });
});
