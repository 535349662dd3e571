import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { servedPath } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposableDatabase } from '../../test/sweeps/disposable-database.ts';
import { requestFor, send } from '../../test/sweeps/sweep-kit.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { DECIMAL_PATTERN } from './openapi-document.ts';

/**
 * The API as an integrator meets it, from the document the server serves: types generated with
 * openapi-typescript, a typed openapi-fetch client of one call per area type-checked against them
 * and run against the real server; and every declared read of a sweep answered with a status, a
 * media type and a body its operation documents (validated by Ajv, JSON Schema 2020-12). Runs on a
 * copy of the demo data (the client adds and removes a saved view).
 */

const ROOT = resolve(import.meta.dirname, '../../../..');
const USER = 'superadmin';

type Json = Record<string, unknown>;
type Operation = { tags?: string[]; parameters?: Array<{ in: string; required?: boolean }>; responses: Json };
type Document = { paths: Record<string, Record<string, Operation>>; components: Json };

let ctx: TestContext;
let database: Awaited<ReturnType<typeof disposableDatabase>>;
let doc: Document;
let token: string;

beforeAll(async () => {
  database = await disposableDatabase('integrator');
  ctx = await startTestApp({}, { databaseUrl: database.url });
  const res = await fetch(`${ctx.baseUrl}/api/docs/json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
  token = await ctx.token(USER);
});
afterAll(async () => {
  await ctx?.close();
  await database?.drop();
});

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first read of an area that needs no path parameter nor required filter, answering JSON. */
function plainReadOf(area: string): string | undefined {
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.get;
    if (!op || op.tags?.[0] !== area) continue;
    if ((op.parameters ?? []).some((p) => p.in === 'path' || p.required)) continue;
    const ok = op.responses['200'];
    if (isObject(ok) && isObject(ok.content) && 'application/json' in ok.content) return path;
  }
  return undefined;
}

/** Calls written by hand: a required filter, path parameters, a write with its headers. */
const HAND_WRITTEN = `
  const today = new Date().toISOString().slice(0, 10);
  out.push(['payments', await client.GET('/api/v1/payment', {
    params: { query: { payment_type: 'TED', start: '2026-01-01', end: today } },
  })]);
  out.push(['search', await client.GET('/api/v1/search', { params: { query: { q: 'mentor' } } })]);
  out.push(['checkup', await client.GET('/api/v1/checkup/transaction', {
    params: { query: { type: 'NOT_IMPORTED' } },
  })]);
  out.push(['project-users', await client.GET('/api/v1/project/{project}/user', { params: { path: { project: 1 } } })]);
  out.push(['history', await client.GET('/api/v1/history/{table_context}', {
    params: { path: { table_context: 'merchant' } },
  })]);
  const created = await client.POST('/api/v1/saved-views', {
    params: { header: { 'Idempotency-Key': 'integrator-view-0001' } },
    body: { screen: 'integrator', name: 'Integração', query: { status: ['CONFIRMED'] } },
  });
  out.push(['saved-views', created]);
  const id: number | undefined = created.data?.id;
  if (id !== undefined) {
    out.push(['saved-views', await client.DELETE('/api/v1/saved-views/{id}', { params: { path: { id } } })]);
  }
`;

const HAND_WRITTEN_AREAS = new Set([
  'payments',
  'search',
  'checkup',
  'project-users',
  'history',
  'saved-views',
]);

function clientSource(areas: ReadonlyArray<readonly [string, string]>): string {
  const reads = areas.map(
    ([area, path]) => `  out.push([${JSON.stringify(area)}, await client.GET(${JSON.stringify(path)})]);`,
  );
  return [
    "import type createClient from 'openapi-fetch';",
    "import type { paths } from './schema.ts';",
    '',
    'type Answer = { response: Response; data?: unknown; error?: unknown };',
    '',
    'export async function run(create: typeof createClient, baseUrl: string, token: string) {',
    '  const client = create<paths>({ baseUrl, headers: { authorization: "Bearer " + token } });',
    '  const out: Array<[string, Answer]> = [];',
    ...reads,
    HAND_WRITTEN,
    '  return out;',
    '}',
    '',
  ].join('\n');
}

/** Type-checks the client against the generated types: the diagnostics, as text. */
function typeCheck(dir: string): string[] {
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    paths: { 'openapi-fetch': [resolve(ROOT, 'node_modules/openapi-fetch/dist/index.d.mts')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('an integrator of the API', () => {
  it('generates types, type-checks a client calling every area and runs it against the server', async () => {
    const areas = [
      ...new Set(Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.tags?.[0]))),
    ]
      .filter((a): a is string => typeof a === 'string')
      .sort();
    const plain = areas.flatMap((area) => {
      const path = HAND_WRITTEN_AREAS.has(area) ? undefined : plainReadOf(area);
      return path ? [[area, path] as const] : [];
    });
    const covered = new Set([...plain.map(([a]) => a), ...HAND_WRITTEN_AREAS]);
    // Every area but the one whose only call is a write that reveals personal data.
    expect(areas.filter((a) => !covered.has(a))).toEqual(['privacy']);

    const dir = mkdtempSync(join(tmpdir(), 'api-integrator-'));
    try {
      const types = astToString(await openapiTS(doc as never));
      writeFileSync(join(dir, 'schema.ts'), types);
      writeFileSync(join(dir, 'client.ts'), clientSource(plain));
      expect(typeCheck(dir)).toEqual([]);

      const js = ts.transpileModule(clientSource(plain), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      writeFileSync(join(dir, 'client.mjs'), js);
      const { run } = (await import(pathToFileURL(join(dir, 'client.mjs')).href)) as {
        run: (
          c: typeof createClient,
          base: string,
          t: string,
        ) => Promise<Array<[string, { response: Response }]>>;
      };
      const answers = await run(createClient, ctx.baseUrl, token);
      const failed = answers
        .filter(([, a]) => !a.response.ok)
        .map(([area, a]) => `${area} ${a.response.url} ${a.response.status}`);
      expect(failed).toEqual([]);
      expect(new Set(answers.map(([area]) => area))).toEqual(covered);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The operation's documented answer for a status: its media types and schemas. */
function documented(op: Operation, status: number): Json | undefined {
  let response = op.responses[String(status)];
  if (isObject(response) && typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop() ?? '';
    response = (doc.components.responses as Json)[name];
  }
  return isObject(response) ? response : undefined;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

describe('a sweep of the reads', () => {
  it('answers every declared read with a documented status, media type and body', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(ajv);
    ajv.addFormat('decimal', new RegExp(DECIMAL_PATTERN));
    ajv.addSchema(doc, 'api');
    const reads = DECLARED_ENDPOINTS.filter((e) => e.method === 'GET');
    expect(reads.length).toBeGreaterThan(150);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const endpoint of reads) {
      const request = requestFor(endpoint);
      const res = await send(ctx, request, { token });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const where = `GET ${request.url} ${res.statusCode}`;
      const path = servedPath(endpoint);
      const op = doc.paths[path]?.get;
      const response = op ? documented(op, res.statusCode) : undefined;
      if (!op || !response) {
        problems.push(`${where}: status not documented`);
        continue;
      }
      const type =
        String(res.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      const content = isObject(response.content) ? response.content : {};
      if (!(type in content)) {
        problems.push(`${where}: ${type} not documented (${Object.keys(content).join(', ')})`);
        continue;
      }
      if (type !== 'application/json') continue;
      const ref =
        response === op.responses[String(res.statusCode)]
          ? `api#/${pointer('paths', path, 'get', 'responses', String(res.statusCode), 'content', type, 'schema')}`
          : `api#/${pointer(
              'components',
              'responses',
              String((op.responses[String(res.statusCode)] as Json).$ref)
                .split('/')
                .pop() ?? '',
              'content',
              type,
              'schema',
            )}`;
      const validate = ajv.getSchema(ref);
      if (!validate) {
        problems.push(`${where}: no schema at ${ref}`);
        continue;
      }
      if (!validate(res.json())) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
    // The sweep reaches answers, not only refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(reads.length / 2);
  }, 120_000);
});
