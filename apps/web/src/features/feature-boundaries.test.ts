import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A feature imports only itself and the shared kit: what two areas use moves to `shared/`. The
 * Biome rule (lint/no-cross-feature-import.grit) catches it as the code is written; this check
 * resolves every relative import, static or `import()`, of files at any depth.
 */
const FEATURES_DIR = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function featureOf(root: string, file: string): string | null {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 && first ? first : null;
}

function crossings(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const from = featureOf(root, file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(root, path.resolve(path.dirname(file), specifier));
      if (to && to !== from) found.push(`${path.relative(root, file)} → ${specifier}`);
    }
  }
  return found;
}

describe('feature boundaries', () => {
  it('no feature imports another one', () => {
    expect(crossings(FEATURES_DIR)).toEqual([]);
  });

  it('finds a crossing from a file at any depth, and by import()', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'features-'));
    try {
      mkdirSync(path.join(root, 'billets/components/print'), { recursive: true });
      mkdirSync(path.join(root, 'payments/api'), { recursive: true });
      writeFileSync(path.join(root, 'payments/api/fetch-payments.ts'), 'export const x = 1;\n');
      writeFileSync(
        path.join(root, 'billets/components/print/print-sheet.tsx'),
        "import { x } from '../../../payments/api/fetch-payments';\nexport const y = () => import('../../../payments/api/fetch-payments');\nimport { z } from '../../api/own';\n",
      );
      expect(crossings(root)).toEqual([
        'billets/components/print/print-sheet.tsx → ../../../payments/api/fetch-payments',
        'billets/components/print/print-sheet.tsx → ../../../payments/api/fetch-payments',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
