import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Days are picked with the kit's `DayInput` / `FormDayInput` (DD/MM/YYYY in both languages). A
 * native date input follows the browser's locale (mm/dd/yyyy in an English one), and a Mantine
 * date input used directly may skip the DD/MM format and its parser: both are refused in the
 * features and the shell.
 */
const SRC_DIR = path.resolve(import.meta.dirname, '..');
const NATIVE_TYPES = new Set(['date', 'datetime-local', 'month', 'week']);
const MANTINE_PICKERS = new Set(['DateInput', 'DateTimePicker', 'DatePickerInput', 'MonthPickerInput']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

/** Native date inputs and Mantine date pickers used directly under `dir`, as 'file:line'. */
export function ownDateInputs(dir: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    if (!/type=|@mantine\/dates/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const report = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(dir, file)}:${line + 1}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxAttribute(node) && node.name.getText(source) === 'type') {
        if (NATIVE_TYPES.has(literalText(node.initializer) ?? '')) report(node);
      } else if (
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text === '@mantine/dates'
      ) {
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (MANTINE_PICKERS.has((element.propertyName ?? element.name).text)) report(element);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('date inputs', () => {
  it('no feature and no shell screen builds its own date input', () => {
    expect(ownDateInputs(path.join(SRC_DIR, 'features'))).toEqual([]);
    expect(ownDateInputs(path.join(SRC_DIR, 'app'))).toEqual([]);
  }, 30_000);

  it('finds native date inputs and Mantine pickers imported directly', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dates-'));
    try {
      writeFileSync(
        path.join(root, 'form.tsx'),
        [
          "import { DateInput, type DatesRangeValue } from '@mantine/dates';",
          'const a = <TextInput type="date" />;',
          "const b = <FormTextInput type={'datetime-local'} />;",
          'const ok1 = <TextInput type="email" />;',
          'const ok2 = <FormDayInput name="due_date" />;',
        ].join('\n'),
      );
      expect(ownDateInputs(root)).toEqual(['form.tsx:1', 'form.tsx:2', 'form.tsx:3']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
