import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { servedPath, successStatus } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * The served API document as integrators' tools meet it: Redocly's linter with the repository's
 * `redocly.yaml` (the recommended rules), built and linted once for the whole file.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');

type Operation = {
  operationId?: string;
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema; example?: unknown }> }>;
};
type Schema = { type?: string | string[]; properties?: Record<string, Schema> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let doc: Document;
let problems: NormalizedProblem[];

beforeAll(async () => {
  ctx = await startTestApp();
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  const config = await loadConfig({ configPath: resolve(ROOT, 'redocly.yaml') });
  problems = await lintFromString({ source: res.body, absoluteRef: resolve(ROOT, 'openapi.json'), config });
});
afterAll(async () => {
  await ctx.close();
});

const described = (p: NormalizedProblem) =>
  `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function operations(): Array<{ method: string; path: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ method, path, op })),
  );
}

const typesOf = (schema: Schema | undefined) => [schema?.type ?? []].flat();

/** An array, or a page holding its rows in `data`. */
const isList = (schema: Schema | undefined) =>
  typesOf(schema).includes('array') || typesOf(schema?.properties?.data).includes('array');

describe('the API document', () => {
  it('is OpenAPI 3.1 with no error under the recommended rules', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(problems.filter((p) => p.severity === 'error').map(described)).toEqual([]);
  });

  it('warns of nothing but parameter segments beside literal ones, which the server resolves literal first', async () => {
    expect(problems.filter((p) => p.ruleId !== 'no-ambiguous-paths').map(described)).toEqual([]);
    // `/api/v1/merchant/export/{file_format}` meets `/api/v1/merchant/{id}/block`: each gets its own call.
    const token = await ctx.token('comercial.admin');
    const exported = await ctx.app.inject({
      url: '/api/v1/merchant/export/pdf',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.statusCode).toBe(422);
    expect(exported.json().errors).toHaveProperty('file_format');
  });

  it('names every operation once, in URL-safe characters, and sums each up', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(300);
    const ids = all.map(({ op }) => op.operationId);
    for (const { method, path, op } of all) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/);
      expect(op.summary?.trim(), `${method} ${path}`).toBeTruthy();
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Declared operations keep their declared ids; the others' come from area, method and path.
    expect(doc.paths['/gateway/spe-n-pre-pix/v1/infraction-reports']?.get?.operationId).toBe(
      'pix.listInfractions',
    );
    expect(doc.paths['/api/v1/merchant/{id}/acquirer']?.put?.operationId).toBe('merchants.updateAcquirer');
    expect(
      doc.paths['/gateway/spe-n-open-account/v1/uploads/{accountID}/of-upload/{uuid}/comments/']?.post
        ?.operationId,
    ).toBe('onboarding.commentDocument');
  });

  it('documents the 422 the public routes answer to a NUL byte', async () => {
    for (const url of ['/healthz', '/api/config']) {
      expect(Object.keys(doc.paths[url]?.get?.responses ?? {})).toContain('422');
      const res = await ctx.app.inject({ url: `${url}?q=a%00b` });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors, url).toHaveProperty('q');
    }
  });

  it("keeps a trailing slash only on the endpoint table's paths that have one", () => {
    const table = readFileSync(resolve(import.meta.dirname, 'spec-endpoints.tsv'), 'utf8')
      .split('\n')
      .map((line) => line.split('\t'))
      .filter(([, path, api]) => path?.endsWith('/') && (api === 'main' || api === 'backoffice'))
      .map(([, path, api]) => `${api === 'main' ? '/api' : '/gateway'}${path}`);
    expect(table).toHaveLength(6);
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.endsWith('/'))
        .sort(),
    ).toEqual(table.sort());
  });

  it('shows an example of each list answer, which its declared schema accepts', () => {
    const lists = operations().filter(({ method, op }) => {
      const schema = op.responses?.['200']?.content?.['application/json']?.schema;
      return method === 'get' && isList(schema);
    });
    expect(lists.length).toBeGreaterThan(100);
    for (const { path, op } of lists) {
      expect(op.responses?.['200']?.content?.['application/json']?.example, path).toBeDefined();
    }
    const declaredLists = DECLARED_ENDPOINTS.filter(
      (e) => e.method === 'GET' && !e.file && isList(jsonOf(doc, e)?.schema),
    );
    expect(declaredLists.length).toBeGreaterThan(5);
    for (const endpoint of declaredLists) {
      const example = jsonOf(doc, endpoint)?.example;
      const schema = endpoint.responses[successStatus(endpoint)];
      const parsed = schema?.safeParse(example);
      expect(parsed?.success, `${servedPath(endpoint)}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
    }
  });
});

function jsonOf(document: Document, endpoint: (typeof DECLARED_ENDPOINTS)[number]) {
  const op = document.paths[servedPath(endpoint)]?.[endpoint.method.toLowerCase()];
  return op?.responses?.[String(successStatus(endpoint))]?.content?.['application/json'];
}
