import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A failure is read in one place: `errorView` (shared/lib/api/error-view.ts) gives its kind, the
 * text shown by the spec's display rule (core §8), its field errors and the server's error name.
 * Anywhere else, reading a failure's message or body (`error.message`, `err.data`,
 * `query.error.response`), or declaring a function of one's own to do it (`…ErrorMessage`,
 * `messageOr`), is a second reader that drifts from the first.
 */
const SRC_DIR = import.meta.dirname;

/** The reader itself, and the client that builds the failure from the response it got. */
const ALLOWED = new Set(['shared/lib/api/error-view.ts', 'shared/lib/api/http-client.ts']);

/** Names a failure goes by in this code (`catch (error)`, `onError: (e) =>`, `query.error`). */
const FAILURE_NAMES = /^(error|err|e|cause|failure|reason|exception|problem)$/;
/** What a second reader would take from a failure: its text or the body of the answer. */
const READ_PARTS = new Set(['message', 'data', 'response']);
/** Names of a declared error reader. */
const READER_NAMES = /(error|failure|failed)(message|text)$|^messageO[rf]$/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The failure a property access reads from, if it is one: `error`, or `list.error`. */
function isFailure(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return FAILURE_NAMES.test(node.text);
  return ts.isPropertyAccessExpression(node) && node.name.text === 'error';
}

/** Error readers of one file, as 'file:line what'. */
export function errorReaders(text: string, file: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node) || ts.isMethodDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name) &&
      READER_NAMES.test(node.name.text)
    ) {
      report(node, node.name.text);
    }
    if (ts.isPropertyAccessExpression(node) && READ_PARTS.has(node.name.text)) {
      const failure = node.expression;
      // `query.error.message` is a form field's own message (react-hook-form): only `.data`/`.response`.
      const owned = ts.isPropertyAccessExpression(failure) && node.name.text === 'message';
      if (isFailure(failure) && !owned) report(node, node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one error reader', () => {
  it('every failure shown in the console is read by errorView', () => {
    const found = sourceFiles(SRC_DIR).flatMap((file) => {
      const relative = path.relative(SRC_DIR, file).split(path.sep).join('/');
      return ALLOWED.has(relative) ? [] : errorReaders(readFileSync(file, 'utf8'), relative);
    });
    expect(found).toEqual([]);
  });

  it('finds a message read off a failure, a body read off a query error and a reader of its own', () => {
    const text = [
      "import { isApiError } from '../../shared/lib/api';",
      'export function regulatoryErrorMessage(error: unknown): string {',
      "  return error instanceof Error ? error.message : 'Erro';",
      '}',
      'const messageOr = (e: unknown, fallback: string) => (isApiError(e) ? String(e.data) : fallback);',
      'const line = list.error?.response;',
      'const own = fieldState.error?.message;',
      "const view = errorView(error).message || 'x';",
    ].join('\n');
    expect(errorReaders(text, 'page.tsx')).toEqual([
      'page.tsx:2 regulatoryErrorMessage',
      'page.tsx:3 error.message',
      'page.tsx:5 messageOr',
      'page.tsx:5 e.data',
      'page.tsx:6 list.error?.response',
    ]);
  });
});
