import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Links to console screens are built from the contract's route table with `useRoutePath()`, so
 * they are typed and keep the screen's language (`/en/...`). A path written by hand as a link
 * target (`to="/merchants"`, `href: '/billets'`, `back={`/projects/${id}`}`) or passed to
 * `localize()` is refused in the features, the kit and the shell.
 */
const SRC_DIR = path.resolve(import.meta.dirname, '..');
const LINK_PROPS = new Set(['to', 'href', 'back']);
/** Files without a literal starting with '/' (other than '//' and '/v1/') cannot hold a written path. */
const MAY_WRITE_PATH = /['"`]\/(?!\/|v1\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A literal written as an internal address: '/x', `/x/${id}` (not '//host', not an API path). */
function writtenPath(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (ts.isJsxExpression(node)) return writtenPath(node.expression);
  if (ts.isParenthesizedExpression(node)) return writtenPath(node.expression);
  if (ts.isConditionalExpression(node)) return writtenPath(node.whenTrue) || writtenPath(node.whenFalse);
  let text = '';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node)) text = node.head.text;
  return text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/v1/');
}

function propName(name: ts.Node): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** Every hand-written screen link in the files under `dir`, as 'file:line'. */
export function rawScreenLinks(dir: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    if (!MAY_WRITE_PATH.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const report = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(dir, file)}:${line + 1}`);
    };
    const visit = (node: ts.Node) => {
      if (
        ts.isJsxAttribute(node) &&
        LINK_PROPS.has(node.name.getText(source)) &&
        writtenPath(node.initializer)
      ) {
        report(node);
      } else if (ts.isPropertyAssignment(node) && LINK_PROPS.has(propName(node.name) ?? '')) {
        if (writtenPath(node.initializer)) report(node);
      } else if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'localize' &&
        writtenPath(node.arguments[0])
      ) {
        report(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('screen links', () => {
  it('no feature, kit component or shell screen writes a screen address by hand', () => {
    expect(rawScreenLinks(path.join(SRC_DIR, 'features'))).toEqual([]);
    expect(rawScreenLinks(path.join(SRC_DIR, 'shared'))).toEqual([]);
    expect(rawScreenLinks(path.join(SRC_DIR, 'app'))).toEqual([]);
  }, 30_000);

  it('finds attributes, properties and localize() calls with a written path', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'links-'));
    try {
      writeFileSync(
        path.join(root, 'screen.tsx'),
        [
          'const a = <Link to="/occurrences/not_imported_transactions" />;',
          `const b = <PageTitle back={\`/projects/\${id}\`} />;`,
          "const c = navigate({ href: '/financial/payments/fields' });",
          "const d = localize('/merchants');",
          "const e = <Anchor href={open ? '/billets' : pathTo('/')} />;",
          "const ok1 = <Link to={pathTo('/merchants/{id}', { id })} />;",
          'const ok2 = <a href="#main-content" />;',
          "const ok3 = download({ path: '/v1/merchant/export', href: 'https://example.com/x' });",
        ].join('\n'),
      );
      expect(rawScreenLinks(root)).toEqual([
        'screen.tsx:1',
        'screen.tsx:2',
        'screen.tsx:3',
        'screen.tsx:4',
        'screen.tsx:5',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
