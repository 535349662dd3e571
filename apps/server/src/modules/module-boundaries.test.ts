import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One module shape: routes → service → repository. A module reaches another module through
 * that module's service, never through its repository (or its tables), so every rule and
 * audit row of an area stays in the area's service.
 */
const MODULES_DIR = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function moduleOf(root: string, file: string): string | null {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 && first ? first : null;
}

/** Every `import … from`, `export … from` and `import()` specifier of a file. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

/** Imports of another module's `*-repository.ts`, as `from → module/file`. */
function repositoryCrossings(root: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = moduleOf(root, file);
    if (!from) continue;
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const to = moduleOf(root, target);
      if (!to || to === from || !/-repository(\.ts)?$/.test(target)) continue;
      const name = path.basename(target).replace(/(\.ts)?$/, '.ts');
      found.push(`${from} → ${to}/${name}`);
    }
  }
  return found;
}

describe('module boundaries', () => {
  const files = sourceFiles(MODULES_DIR);

  it('catches a crossing (static, dynamic or re-export) and allows a module’s own repository', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'modules-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write('alpha/alpha-repository.ts', 'export const a = 1;');
      write('alpha/alpha-service.ts', "import { a } from './alpha-repository.ts';\nexport { a };");
      write('beta/beta-service.ts', "import { a } from '../alpha/alpha-repository.ts';\nexport const b = a;");
      write('gamma/gamma-routes.ts', "export * from '../alpha/alpha-repository';");
      write('delta/delta-service.ts', "export const d = () => import('../alpha/alpha-repository.ts');");
      write(
        'epsilon/epsilon-routes.ts',
        "import { a } from '../alpha/alpha-service.ts';\nexport const e = a;",
      );
      const found = repositoryCrossings(root, sourceFiles(root)).sort();
      expect(found).toEqual([
        'beta → alpha/alpha-repository.ts',
        'delta → alpha/alpha-repository.ts',
        'gamma → alpha/alpha-repository.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('no module imports another module’s repository', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(repositoryCrossings(MODULES_DIR, files)).toEqual([]);
  });
});
