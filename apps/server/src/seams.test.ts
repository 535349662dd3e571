import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server runs no code kept in a string (a worker is a TypeScript file built and checked with
 * the rest), reads archives through a library (no hand-written ZIP record reading), and touches
 * exceljs's undocumented stream fields in one adapter only (`exceljs-sheet-entry.ts`, whose test
 * fails on an exceljs upgrade that moves them).
 */
const SRC = import.meta.dirname;
const PRIVATE_STREAM_ADAPTER = 'platform/exports/exceljs-sheet-entry.ts';

/** Local file header, central directory entry, end of central directory (and their ZIP64 forms). */
const ZIP_SIGNATURES = new Set([0x04034b50, 0x02014b50, 0x06054b50, 0x06064b50, 0x07064b50]);
/** What a hand-written archive reader calls; a library inflates for us. */
const RAW_INFLATE = new Set(['inflateRaw', 'inflateRawSync', 'createInflateRaw']);
/** Fields of node's and exceljs's streams that are not theirs to give. */
const PRIVATE_STREAM_FIELDS = new Set(['_writableState', '_readableState', 'pipes']);
/** Code in a string: a module system or worker call inside text. */
const CODE_IN_TEXT = /\brequire\(|\bparentPort\b|\bmodule\.exports\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** What a file does that the rule above refuses, as 'file:line what'. */
export function seamBreaks(text: string, file: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'eval' &&
      node.initializer.kind === ts.SyntaxKind.TrueKeyword
    ) {
      report(node, 'worker evaluated from a string');
    }
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      node.expression.getText(source) === 'Function'
    ) {
      report(node, 'function built from a string');
    }
    if (
      ts.isImportDeclaration(node) &&
      /^(node:)?vm$/.test((node.moduleSpecifier as ts.StringLiteral).text)
    ) {
      report(node, 'vm');
    }
    if (
      (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isStringLiteral(node)) &&
      CODE_IN_TEXT.test(node.text)
    ) {
      report(node, 'code in a string');
    }
    if (ts.isNumericLiteral(node) && ZIP_SIGNATURES.has(Number(node.text))) {
      report(node, `zip record ${node.getText(source)}`);
    }
    if (ts.isPropertyAccessExpression(node) || ts.isIdentifier(node)) {
      const name = ts.isPropertyAccessExpression(node) ? node.name.text : node.text;
      if (RAW_INFLATE.has(name) && !ts.isPropertyAccessExpression(node.parent)) report(node, name);
      if (
        ts.isPropertyAccessExpression(node) &&
        PRIVATE_STREAM_FIELDS.has(name) &&
        file !== PRIVATE_STREAM_ADAPTER
      ) {
        report(node, `private stream field ${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('seams of the server', () => {
  it('runs no code from strings, reads no archive by hand and keeps private stream fields in one adapter', () => {
    const found = sourceFiles(SRC).flatMap((file) => {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      return seamBreaks(readFileSync(file, 'utf8'), relative);
    });
    expect(found).toEqual([]);
  });

  it('finds a worker in a string, a hand zip reader and a private stream field', () => {
    const text = [
      "const SOURCE = String.raw`const { parentPort } = require('node:worker_threads');`;",
      'new Worker(SOURCE, { eval: true });',
      'if (buffer.readUInt32LE(at) !== 0x04034b50) return null;',
      'const data = zlib.inflateRawSync(bytes);',
      'const entry = worksheet.stream.pipes[0];',
      'const full = entry._writableState.needDrain;',
    ].join('\n');
    expect(seamBreaks(text, 'http/reader.ts')).toEqual([
      'http/reader.ts:1 code in a string',
      'http/reader.ts:2 worker evaluated from a string',
      'http/reader.ts:3 zip record 0x04034b50',
      'http/reader.ts:4 inflateRawSync',
      'http/reader.ts:5 private stream field pipes',
      'http/reader.ts:6 private stream field _writableState',
    ]);
  });
});
