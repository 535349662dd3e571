import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The console reaches the API only through its typed client (`api.call(<declared operation>)`):
 * no source file of `apps/web/src` outside the client holds an `/api/` or `/gateway/` URL, a path
 * of the API (`/v1/…`, `/spe-…`), or hands a path to a raw client (`mainApi`, `backofficeApi`,
 * `fetch`). Import paths and comments are not URLs and are not read.
 */
const SRC = import.meta.dirname;

/** The typed client and what it is built on: the only files that know the API's prefixes. */
const TYPED_CLIENT = new Set([
  'shared/lib/api/endpoint-client.ts',
  'shared/lib/api/http-client.ts',
  'shared/lib/api/main-api.ts',
  'shared/lib/api/backoffice-api.ts',
  'shared/lib/api/api-runtime.ts',
]);

const API_URL = /\/(?:api|gateway)\/|^\/(?:api|gateway)$/;
const API_PATH = /^\/(?:v\d+|spe-[\w-]+)(?:\/|$)/;
const RAW_CLIENTS = new Set(['mainApi', 'backofficeApi', 'fetch']);
/** Files worth parsing: those with anything that could be a URL or a raw call. */
const MAY_HOLD = /\/(?:api|gateway)\b|\/v\d+\b|\/spe-|\b(?:mainApi|backofficeApi|fetch)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(?:test|e2e)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isText = (
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node);

/** The literal text a path argument starts with (a string, or a template's head). */
function leadingText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return undefined;
}

/** The raw client a call goes through: `mainApi.get(…)`, `backofficeApi.request(…)`, `fetch(…)`. */
function rawClientOf(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return RAW_CLIENTS.has(callee.text) ? callee.text : undefined;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression))
    return RAW_CLIENTS.has(callee.expression.text) ? callee.expression.text : undefined;
  return undefined;
}

const isModulePath = (node: ts.Node) =>
  (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
  node.parent.moduleSpecifier === node;
const isDynamicImport = (node: ts.Node) =>
  ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword;

/** `line: text` of each URL or API path in a source text. */
function apiUrlsIn(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${text}`);
  const visit = (node: ts.Node): void => {
    if (isText(node) && !isModulePath(node) && !isDynamicImport(node)) {
      if (API_URL.test(node.text) || API_PATH.test(node.text)) report(node, node.text);
    }
    if (ts.isCallExpression(node)) {
      const client = rawClientOf(node);
      const lead = leadingText(node.arguments[0]);
      if (client && lead?.startsWith('/')) report(node, `${client}(${lead}…)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `file:line: text` of each URL or API path under a folder, outside the typed client. */
function apiUrlsUnder(dir: string): string[] {
  return sourceFiles(dir).flatMap((full) => {
    const file = path.relative(dir, full).split(path.sep).join('/');
    if (TYPED_CLIENT.has(file)) return [];
    const source = readFileSync(full, 'utf8');
    if (!MAY_HOLD.test(source)) return [];
    return apiUrlsIn(source, full).map((hit) => `${file}:${hit}`);
  });
}

describe('API URLs', () => {
  it('appear only in the typed client', { timeout: 60_000 }, () => {
    expect(apiUrlsUnder(SRC)).toEqual([]);
  });

  it('are found in a planted file, whatever form they take', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-urls-'));
    try {
      mkdirSync(path.join(dir, 'features', 'planted'), { recursive: true });
      // The planted file's source: its `${…}` are its own template expressions.
      writeFileSync(
        path.join(dir, 'features', 'planted', 'use-planted.ts'),
        [
          "import { errorView } from '../../shared/lib/api/error-view';",
          '// A comment may name GET /api/v1/bank.',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of the planted file
          'export const load = (id: number) => mainApi.get(`/v1/merchant/${id}`, { otp: true });',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of the planted file
          "export const list = () => backofficeApi.get(`/${'spe-view-n-pix'}/v1/refund`);",
          "export const config = () => fetch('/api/config');",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of the planted file
          'export const gateway = `${base}/gateway/spe-n-pix/v1/x`;',
          "export const path = '/spe-n-backoffice/v1/device';",
          "const screens = () => import('../../shared/lib/api/endpoint-client');",
        ].join('\n'),
      );
      expect(apiUrlsUnder(dir)).toEqual([
        'features/planted/use-planted.ts:3: mainApi(/v1/merchant/…)',
        'features/planted/use-planted.ts:3: /v1/merchant/',
        'features/planted/use-planted.ts:4: backofficeApi(/…)',
        'features/planted/use-planted.ts:4: /v1/refund',
        'features/planted/use-planted.ts:5: fetch(/api/config…)',
        'features/planted/use-planted.ts:5: /api/config',
        'features/planted/use-planted.ts:6: /gateway/spe-n-pix/v1/x',
        'features/planted/use-planted.ts:7: /spe-n-backoffice/v1/device',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are not seen in a declared call', () => {
    expect(apiUrlsIn('api.call(pix.listRefunds, { query, signal });')).toEqual([]);
    expect(apiUrlsIn("navigate({ to: '/management/tpv' });")).toEqual([]);
  });
});
