import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server is built in floors, each importing only from its own floor or the ones below:
 *
 * 1. `config`: the environment;
 * 2. `db`: the connection, migrations and row types;
 * 3. `http`: the route kit (errors, schemas, paging, policies, declared endpoints);
 * 4. `oidc`: the built-in sign-in;
 * 5. `platform`: audit, one-time codes, approvals, privacy, history, jobs, exports, saved views,
 *    lookups and the platform endpoints;
 * 6. `plugins`: access control and the policies every route passes through;
 * 7. `modules`: the business areas, named as the console's features are;
 * 8. the top: `app.ts`, `server.ts`, `cli` and `seed` (demo and volume data).
 *
 * Source files never import tests or `test/`, and no chain of imports comes back to where it
 * started.
 */
const SRC = import.meta.dirname;
const FLOORS = ['config', 'db', 'http', 'oidc', 'platform', 'plugins', 'modules', 'top'] as const;

function floorOf(root: string, file: string): number {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return -1;
  const first = relative.split(path.sep)[0] ?? '';
  const index = (FLOORS as readonly string[]).indexOf(first);
  return index >= 0 ? index : FLOORS.indexOf('top');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Files a file imports (static, dynamic, type-only and re-exports), resolved on disk. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((f) => f.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const target = path.resolve(path.dirname(file), specifier);
      return existsSync(target) || !existsSync(`${target}.ts`) ? target : `${target}.ts`;
    });
}

/** Imports that go up a floor, or out of the sources: `from → to`. */
function upwardImports(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const floor = floorOf(root, file);
    for (const target of importsOf(file)) {
      const to = floorOf(root, target);
      const outside = to < 0 && !target.includes(`${path.sep}node_modules${path.sep}`);
      if (outside || to > floor || target.endsWith('.test.ts'))
        found.push(`${path.relative(root, file)} → ${path.relative(root, target)}`);
    }
  }
  return found;
}

/** Groups of files that import each other in a circle (Tarjan's strongly connected components). */
function circles(root: string): string[][] {
  const files = sourceFiles(root);
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((t) => t.startsWith(root))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        group.push(path.relative(root, w));
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('server floors', () => {
  it('finds an import going up a floor, one into the tests, and a circle', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'floors-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write(
        'db/database.ts',
        "import type { App } from '../http/app-types.ts';\nexport type Database = App;\n",
      );
      write('http/app-types.ts', 'export type App = unknown;\n');
      write('platform/audit/audit.ts', "export { x } from '../../modules/merchants/merchants-service.ts';\n");
      write(
        'modules/merchants/merchants-service.ts',
        "import '../../platform/audit/audit.ts';\nexport const x = 1;\n",
      );
      write(
        'modules/merchants/helper.ts',
        "import { y } from './merchants-service.test.ts';\nexport const z = y;\n",
      );
      write('modules/merchants/merchants-service.test.ts', 'export const y = 1;\n');
      write('cli/seed.ts', "import '../modules/merchants/merchants-service.ts';\n");
      expect(upwardImports(root).sort()).toEqual([
        `db${path.sep}database.ts → http${path.sep}app-types.ts`,
        `modules${path.sep}merchants${path.sep}helper.ts → modules${path.sep}merchants${path.sep}merchants-service.test.ts`,
        `platform${path.sep}audit${path.sep}audit.ts → modules${path.sep}merchants${path.sep}merchants-service.ts`,
      ]);
      expect(circles(root)).toEqual([
        [
          path.join('modules', 'merchants', 'merchants-service.ts'),
          path.join('platform', 'audit', 'audit.ts'),
        ],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('has no import going up a floor or into the tests', () => {
    expect(upwardImports(SRC)).toEqual([]);
  });

  it('has no circle of imports', () => {
    expect(circles(SRC)).toEqual([]);
  });
});
