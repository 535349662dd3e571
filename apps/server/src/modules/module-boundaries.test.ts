import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One module shape: routes → service → repository. A module reaches another module through
 * that module's service, never through its repository (or its tables), so every rule and
 * audit row of an area stays in the area's service.
 *
 * Each table has one owner (docs/adr/0590-table-ownership.md): the module or platform part
 * named by the `db/schema-<area>.ts` file that declares it, or the one {@link TABLE_OWNERS}
 * names. Only the owner inserts, updates, deletes or merges its rows; route and service files
 * hold no SQL at all (their statements live in the module's repositories).
 */
const MODULES_DIR = import.meta.dirname;
const SRC_DIR = path.resolve(MODULES_DIR, '..');

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

/**
 * Owners of the tables whose schema file names no area (`schema.ts`, `schema-shared-areas.ts`)
 * or names another one than the module that keeps them. An owner is a folder of `src`:
 * `modules/<area>`, `platform/<part>`, or a lower floor (`oidc`, `plugins`) for the tables of
 * sign-in and request handling.
 */
const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // schema.ts: the platform foundation and reference data.
  project: 'modules/projects',
  permission: 'modules/roles',
  role: 'modules/roles',
  role_permission: 'modules/roles',
  role_matrix_grant: 'modules/roles',
  staff_user: 'platform/staff-users',
  otp_state: 'platform/otp',
  login_throttle: 'oidc',
  audit_log: 'platform/audit',
  oidc_payload: 'oidc',
  server_secret: 'platform/secrets',
  bank: 'platform/lookups',
  app: 'platform/lookups',
  card_brand: 'platform/lookups',
  acquirer: 'modules/plans',
  channel: 'modules/plans',
  operation: 'platform/lookups',
  opening_hour: 'platform/lookups',
  merchant_formation: 'platform/lookups',
  block_type: 'platform/lookups',
  saved_filter_view: 'platform/saved-views',
  idempotency_key: 'plugins',
  // schema-shared-areas.ts
  sales_plan: 'modules/plans',
  sales_plan_rate: 'modules/plans',
  merchant_sales_plan: 'modules/merchants',
  receivable: 'modules/receivables',
  // Declared beside the card transactions that reference them, kept by their own areas.
  merchant: 'modules/merchants',
  terminal: 'modules/terminals',
  // schema-jobs.ts: a download is a job's row, written by the exports that run it.
  download: 'platform/exports',
  // schema-billets.ts: the checkup runs and their findings are kept by the checkup area.
  checkup_run: 'modules/checkup',
  checkup_transaction: 'modules/checkup',
  // schema-pix.ts: accounts are opened, blocked and closed by onboarding; Pix reads them.
  payment_account: 'modules/onboarding',
  // schema-sign-in.ts: the sign-in throttle is the provider's; the mail outbox is the platform's.
  sign_in_throttle: 'oidc',
  mail_outbox: 'oidc',
};

/**
 * Writes to another owner's table still made directly, each to be replaced by a call of the
 * owner's service. The list only shrinks: an entry that is no longer a write fails the test.
 */
const FOREIGN_WRITES_LEFT: readonly string[] = [];

/** Route and service files still holding SQL. The list only shrinks, like the one above. */
const SQL_LEFT_IN_ROUTES_AND_SERVICES: readonly string[] = [];

/**
 * Where SQL may be written: a repository (`*-repository.ts`), a seed (`seed/`, `*-seed.ts`), and
 * the database floor itself (`db/`: connection, migrations, row types). Every other file of `src`
 * is read for statements, whatever its name or floor.
 */
const SQL_HOMES = /(^|\/)[a-z0-9-]+-(repository|seed)\.ts$|^seed\/|^db\//;

/**
 * Other files of `src` still holding SQL, each to move its statements into a repository. The list
 * only shrinks, like the ones above.
 */
const SQL_LEFT_OUTSIDE_REPOSITORIES: readonly string[] = [
  'cli/otp.ts',
  'http/date-bounds.ts',
  'http/staff-state.ts',
  'modules/dashboard/dashboard-filters.ts',
  'modules/payments/bank-adapter.ts',
  'modules/payments/payment-generation.ts',
  'modules/pix/sms-adapter.ts',
  'modules/receivables/receivable-filters.ts',
  'modules/receivables/receivable-generation.ts',
  'modules/receivables/registry-adapter.ts',
  'modules/receivables/registry-sync.ts',
  'modules/receivables/unit-building.ts',
  'modules/terminals/terminals-scale.ts',
  'modules/transactions/transaction-filters.ts',
  'oidc/account-claims.ts',
  'oidc/credential-clients.ts',
  'oidc/interactions.ts',
  'oidc/login-throttle.ts',
  'oidc/mail-outbox.ts',
  'oidc/persistent-keys.ts',
  'oidc/postgres-adapter.ts',
  'oidc/sign-in-notice.ts',
  'oidc/staff-sessions.ts',
  'platform/secrets/secret-box.ts',
  'plugins/idempotency-store.ts',
];

function isDirectory(file: string): boolean {
  return existsSync(file) && statSync(file).isDirectory();
}

/** Tables a schema file declares: the members of its `…Tables` interface or type literal. */
function declaredTables(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const tables: string[] = [];
  for (const statement of source.statements) {
    let members: ts.NodeArray<ts.TypeElement> | undefined;
    if (ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Tables')) {
      members = statement.members;
    } else if (
      ts.isTypeAliasDeclaration(statement) &&
      statement.name.text.endsWith('Tables') &&
      ts.isTypeLiteralNode(statement.type)
    ) {
      members = statement.type.members;
    }
    for (const member of members ?? []) {
      if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
        tables.push(member.name.text);
      }
    }
  }
  return tables;
}

/**
 * The owner of every table of `db/schema*.ts`: the area folder its schema file names
 * (`schema-pix.ts` → `modules/pix`, `schema-approvals.ts` → `platform/approvals`), unless
 * `explicit` names another. `problems` lists tables without an owner, owners that are not
 * folders and explicit entries that name no table or repeat the default.
 */
function ownerMap(src: string, explicit: Readonly<Record<string, string>>) {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  const dbDir = path.join(src, 'db');
  const schemaFiles = readdirSync(dbDir).filter((name) => /^schema(-[a-z-]+)?\.ts$/.test(name));
  for (const name of schemaFiles) {
    const area = name.replace(/^schema-?/, '').replace(/\.ts$/, '');
    const natural = ['modules', 'platform']
      .map((floor) => `${floor}/${area}`)
      .find((folder) => area !== '' && isDirectory(path.join(src, folder)));
    for (const table of declaredTables(path.join(dbDir, name))) {
      const owner = explicit[table] ?? natural;
      if (explicit[table] !== undefined && explicit[table] === natural) {
        problems.push(`${table}: the explicit owner repeats ${name}`);
      }
      if (!owner) problems.push(`${table}: no owner (${name} names no area)`);
      else if (!isDirectory(path.join(src, owner))) problems.push(`${table}: owner ${owner} is no folder`);
      else owners.set(table, owner);
    }
  }
  const declared = new Set(schemaFiles.flatMap((name) => declaredTables(path.join(dbDir, name))));
  for (const table of Object.keys(explicit)) {
    if (!declared.has(table)) problems.push(`${table}: an owner for a table no schema declares`);
  }
  return { owners, problems };
}

const KYSELY_WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
const KYSELY_QUERIES = new Set([...KYSELY_WRITES, 'selectFrom', 'selectNoFrom']);
/** `update x` in raw SQL, but not `FOR UPDATE`, `DO UPDATE SET`, `ON UPDATE` or `FOR NO KEY UPDATE`. */
const RAW_WRITE =
  /(?<!\b(?:for|do|on|key)\s+)\b(insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)/gi;
const NOT_A_TABLE = /^(set|skip|of|nowait)$/i;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

/** The text of a `sql` tagged template, its substitutions as `$`. */
function rawSql(node: ts.Node): string | null {
  if (!ts.isTaggedTemplateExpression(node) || !ts.isIdentifier(node.tag) || node.tag.text !== 'sql')
    return null;
  const template = node.template;
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' $ ');
}

/**
 * Tables a file writes: the first argument of `insertInto`/`updateTable`/`deleteFrom`/`mergeInto`
 * (also inside a `with(…)` CTE), and `insert into`/`update`/`delete from`/`merge into` of a raw
 * `sql` template. A temporary table the file creates itself is not a table of the database; a
 * table named by an expression is returned as `?` and its text.
 */
function writesOf(source: ts.SourceFile): string[] {
  const tables: string[] = [];
  const temporary = new Set<string>();
  visit(source, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      KYSELY_WRITES.has(node.expression.name.text)
    ) {
      const first = node.arguments[0];
      tables.push(
        first && ts.isStringLiteralLike(first)
          ? (first.text.split(/\s+as\s+/)[0] ?? '').trim()
          : `?${first?.getText(source) ?? ''}`,
      );
    }
    const text = rawSql(node);
    if (text === null) return;
    for (const match of text.matchAll(
      /create\s+(?:temp|temporary)\s+table\s+(?:if\s+not\s+exists\s+)?"?([a-z_][a-z0-9_]*)/gi,
    )) {
      if (match[1]) temporary.add(match[1].toLowerCase());
    }
    for (const match of text.matchAll(RAW_WRITE)) {
      const table = match[2]?.toLowerCase();
      if (table && !NOT_A_TABLE.test(table)) tables.push(table);
    }
  });
  return tables.filter((table) => !temporary.has(table));
}

/** Kysely queries and `sql` templates or helpers (`sql.raw`, `sql.ref`…) in a file. */
function statementsIn(source: ts.SourceFile): number {
  let count = 0;
  visit(source, (node) => {
    if (rawSql(node) !== null) count += 1;
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const { expression, name } = node.expression;
    if (KYSELY_QUERIES.has(name.text)) count += 1;
    else if (ts.isIdentifier(expression) && expression.text === 'sql') count += 1;
  });
  return count;
}

/** Source files of the modules and the platform, as paths relative to `src`. */
function ownedSources(src: string): string[] {
  return ['modules', 'platform']
    .filter((floor) => isDirectory(path.join(src, floor)))
    .flatMap((floor) => sourceFiles(path.join(src, floor)))
    .filter((file) => !file.endsWith('.test.ts'))
    .map((file) => path.relative(src, file).split(path.sep).join('/'));
}

/** The module or platform part a file belongs to: `modules/pix`, `platform/audit`, or `platform`. */
function unitOf(relative: string): string {
  const parts = relative.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '');
}

/** Writes to a table another module owns (or no one does), as `file → table`. */
function foreignWrites(src: string, owners: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const relative of ownedSources(src)) {
    for (const table of writesOf(parse(path.join(src, relative)))) {
      if (owners.get(table) !== unitOf(relative)) found.add(`${relative} → ${table}`);
    }
  }
  return [...found].sort();
}

/** Route and service files that hold SQL. */
function sqlInRoutesAndServices(src: string): string[] {
  return ownedSources(src)
    .filter((relative) => /-(routes|service)\.ts$/.test(relative))
    .filter((relative) => statementsIn(parse(path.join(src, relative))) > 0)
    .sort();
}

/** Files of `src` (any floor, any name) holding SQL outside its homes, as paths relative to `src`. */
function sqlOutsideRepositories(src: string): string[] {
  return sourceFiles(src)
    .filter((file) => !file.endsWith('.test.ts'))
    .map((file) => path.relative(src, file).split(path.sep).join('/'))
    .filter((relative) => !relative.startsWith('../') && !SQL_HOMES.test(relative))
    .filter((relative) => statementsIn(parse(path.join(src, relative))) > 0)
    .sort();
}

/** Entries of a list that are not in another, sorted. */
function missingFrom(entries: readonly string[], list: readonly string[]): string[] {
  const kept = new Set(list);
  return entries.filter((entry) => !kept.has(entry)).sort();
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

/** Writes a tree of files under a new temporary `src`, runs `check` on it and removes it. */
function withPlantedTree(files: Record<string, string>, check: (src: string) => void): void {
  const src = mkdtempSync(path.join(tmpdir(), 'tables-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      writeFileSync(path.join(src, file), text);
    }
    check(src);
  } finally {
    rmSync(src, { recursive: true, force: true });
  }
}

const PLANTED_SCHEMA = {
  'db/schema.ts': 'export interface CoreTables { ledger: { id: number }; staff: { id: number } }',
  'db/schema-alpha.ts': 'export type AlphaTables = { alpha_row: { id: number }; alpha_tmp: { id: number } };',
  'db/schema-beta.ts': 'export interface BetaTables { beta_row: { id: number } }',
  'db/schema-gamma.ts': 'export interface GammaTables { gamma_row: { id: number } }',
  'modules/alpha/alpha-repository.ts': '',
  'modules/beta/beta-repository.ts': '',
  'platform/audit/audit-repository.ts': '',
};

describe('table ownership', () => {
  it('maps each table to the area its schema file names, or to its explicit owner', () => {
    withPlantedTree(PLANTED_SCHEMA, (src) => {
      const { owners, problems } = ownerMap(src, {
        ledger: 'platform/audit',
        beta_row: 'modules/alpha',
        alpha_row: 'modules/alpha',
        nothing: 'modules/beta',
      });
      expect(Object.fromEntries(owners)).toEqual({
        alpha_row: 'modules/alpha',
        alpha_tmp: 'modules/alpha',
        beta_row: 'modules/alpha',
        ledger: 'platform/audit',
      });
      expect(problems.sort()).toEqual([
        'alpha_row: the explicit owner repeats schema-alpha.ts',
        'gamma_row: no owner (schema-gamma.ts names no area)',
        'nothing: an owner for a table no schema declares',
        'staff: no owner (schema.ts names no area)',
      ]);
    });
  });

  it('catches a write to another module’s table (builder, CTE, raw SQL) and allows its own', () => {
    withPlantedTree(
      {
        ...PLANTED_SCHEMA,
        'modules/alpha/alpha-repository.ts': [
          "export const own = (db) => db.insertInto('alpha_row').values({ id: 1 }).execute();",
          "export const read = (db) => db.selectFrom('beta_row').selectAll().execute();",
          'export const lock = (db) => sql`SELECT 1 FROM beta_row FOR UPDATE SKIP LOCKED`.execute(db);',
          'export const tmp = (db) => sql`CREATE TEMP TABLE scratch (id int); INSERT INTO scratch VALUES (1)`.execute(db);',
          'export const upsert = (db) => sql`INSERT INTO alpha_row VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 1`.execute(db);',
        ].join('\n'),
        'modules/beta/beta-repository.ts': [
          "export const a = (db) => db.updateTable('alpha_row as a').set({ id: 2 }).execute();",
          "export const b = (db) => db.with('gone', (qb) => qb.deleteFrom('alpha_tmp').returningAll()).selectFrom('gone').selectAll().execute();",
          `export const c = (db, id) => sql\`UPDATE ledger SET id = \${id}\`.execute(db);`,
          "export const d = (db) => db.insertInto('beta_row').values({ id: 1 }).execute();",
          'export const e = (db, table) => db.deleteFrom(table).execute();',
          "export const f = (db) => db.mergeInto('alpha_row').using('beta_row', 'alpha_row.id', 'beta_row.id').execute();",
        ].join('\n'),
        'platform/audit/audit-repository.ts':
          "export const g = (db) => sql<number>`insert into ledger (id) values (1)`.execute(db);\nexport const h = (db) => db.deleteFrom('nowhere').execute();",
      },
      (src) => {
        const { owners } = ownerMap(src, { ledger: 'platform/audit', beta_row: 'modules/beta' });
        expect(foreignWrites(src, owners)).toEqual([
          'modules/beta/beta-repository.ts → ?table',
          'modules/beta/beta-repository.ts → alpha_row',
          'modules/beta/beta-repository.ts → alpha_tmp',
          'modules/beta/beta-repository.ts → ledger',
          'platform/audit/audit-repository.ts → nowhere',
        ]);
      },
    );
  });

  it('catches SQL in a route or service file and allows it in a repository', () => {
    withPlantedTree(
      {
        ...PLANTED_SCHEMA,
        'modules/alpha/alpha-repository.ts':
          "export const r = (db) => db.selectFrom('alpha_row').selectAll().execute();",
        'modules/alpha/alpha-service.ts':
          "import { r } from './alpha-repository.ts';\nexport const s = (db) => db.transaction().execute((trx) => r(trx));",
        'modules/alpha/alpha-routes.ts':
          "export const t = (db) => db.selectFrom('alpha_row').selectAll().execute();",
        'modules/beta/beta-service.ts': 'export const u = (db) => sql`SELECT 1`.execute(db);',
        'modules/beta/beta-routes.ts':
          "export const v = (db) => db.selectNoFrom(sql.lit(1).as('one')).execute();",
        'platform/audit/audit-service.ts':
          "export const w = (db) => db.with('x', (qb) => qb.updateTable('ledger').set({ id: 1 })).execute();",
        'platform/audit/audit-routes.ts': 'export const x = (db) => db.transaction().execute(async () => 1);',
      },
      (src) => {
        expect(sqlInRoutesAndServices(src)).toEqual([
          'modules/alpha/alpha-routes.ts',
          'modules/beta/beta-routes.ts',
          'modules/beta/beta-service.ts',
          'platform/audit/audit-service.ts',
        ]);
      },
    );
  });

  const { owners, problems } = ownerMap(SRC_DIR, TABLE_OWNERS);

  it('gives every table of the schema one owner', () => {
    expect(owners.size).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  let writes: string[] | undefined;
  const writesNow = () => {
    writes ??= foreignWrites(SRC_DIR, owners);
    return writes;
  };
  let holders: string[] | undefined;
  const sqlHoldersNow = () => {
    holders ??= sqlInRoutesAndServices(SRC_DIR);
    return holders;
  };

  it('writes a table only from its owner (the listed writes excepted)', () => {
    expect(missingFrom(writesNow(), FOREIGN_WRITES_LEFT)).toEqual([]);
  });

  it('lists only writes still made (remove an entry once the owner’s service makes it)', () => {
    expect(missingFrom(FOREIGN_WRITES_LEFT, writesNow())).toEqual([]);
  });

  it('holds no SQL in route and service files (the listed files excepted)', () => {
    expect(
      ownedSources(SRC_DIR).filter((file) => /-(routes|service)\.ts$/.test(file)).length,
    ).toBeGreaterThan(50);
    expect(missingFrom(sqlHoldersNow(), SQL_LEFT_IN_ROUTES_AND_SERVICES)).toEqual([]);
  });

  it('lists only route and service files still holding SQL (remove an entry once moved)', () => {
    expect(missingFrom(SQL_LEFT_IN_ROUTES_AND_SERVICES, sqlHoldersNow())).toEqual([]);
  });

  it('finds SQL in any file by what it holds, not by its name or floor', () => {
    withPlantedTree(
      {
        'modules/alpha/alpha-repository.ts': "export const a = (db) => db.selectFrom('alpha_row').execute();",
        'modules/alpha/alpha-filters.ts': 'export const b = (q) => q.where(sql`x > 1`);',
        'modules/alpha/alpha-registry-sync.ts':
          "export const c = (db) => db.insertInto('alpha_row').execute();",
        'platform/jobs/job-runner.ts': 'export const d = (db) => sql`SELECT 1`.execute(db);',
        'http/paging.ts': "export const e = (db) => db.selectNoFrom(sql.lit(1).as('one')).execute();",
        'http/quiet.ts': 'export const f = (rows) => rows.map((row) => row.id);',
        'seed/demo-seed.ts': "export const g = (db) => db.insertInto('ledger').execute();",
        'db/database.ts': 'export const h = (db) => sql`SELECT 1`.execute(db);',
      },
      (src) => {
        expect(sqlOutsideRepositories(src)).toEqual([
          'http/paging.ts',
          'modules/alpha/alpha-filters.ts',
          'modules/alpha/alpha-registry-sync.ts',
          'platform/jobs/job-runner.ts',
        ]);
      },
    );
  });

  let outside: string[] | undefined;
  const outsideNow = () => {
    outside ??= sqlOutsideRepositories(SRC_DIR);
    return outside;
  };

  it('holds SQL only in repositories, seeds and the database floor (the listed files excepted)', () => {
    expect(missingFrom(outsideNow(), SQL_LEFT_OUTSIDE_REPOSITORIES)).toEqual([]);
  });

  it('lists only files still holding SQL outside repositories (remove an entry once moved)', () => {
    expect(missingFrom(SQL_LEFT_OUTSIDE_REPOSITORIES, outsideNow())).toEqual([]);
  });
});
