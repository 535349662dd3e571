import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-database.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from './demo-seed.ts';
import { CARD_BRANDS } from './reference-data.ts';
import { ROLE_MATRIX } from './role-matrix.ts';
import { matrixPermissions, syncRoleMatrix } from './role-matrix-sync.ts';

let handle: DatabaseHandle;
beforeAll(() => {
  handle = createDatabase(testDatabaseUrl(), 2);
});
afterAll(async () => {
  await handle.close();
});

const PROBE = 'mentor_matrix_probe';

async function heldBy(key: string): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('role as r')
    .innerJoin('role_permission as rp', 'rp.role_id', 'r.id')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select('p.name')
    .where('r.role_key', '=', key)
    .orderBy('p.name')
    .execute();
  return rows.map((r) => r.name);
}

const sync = (matrix: Record<string, readonly string[]>) =>
  handle.db.transaction().execute((trx) => syncRoleMatrix(trx, matrix));

describe('role matrix at start', () => {
  it('gives every built-in role of the seeded database its default permissions, and a second start changes nothing', async () => {
    const catalogue = (await handle.db.selectFrom('permission').select('name').execute()).map((p) => p.name);
    for (const [key, entry] of Object.entries(ROLE_MATRIX)) {
      const expected = matrixPermissions(entry, catalogue);
      expect(await heldBy(key), key).toEqual(expect.arrayContaining(expected));
    }
    expect(await heldBy('mentor_comercial_admin')).toContain('manage_restrictive_list');
    expect(await heldBy('mentor_super_admin')).not.toContain('read_sms_outbox_dev');
    const again = await handle.db.transaction().execute((trx) => syncRoleMatrix(trx));
    expect(again).toEqual({ created: [], granted: {} });
  });

  it('gives an existing role a grant the matrix gained, once, with a history entry; a withdrawn grant stays withdrawn', async () => {
    const role = await handle.db
      .insertInto('role')
      .values({ role_key: PROBE, role_name: PROBE, project_id: null, description: 'probe' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await heldBy(PROBE)).toEqual([]);

    const first = await sync({ [PROBE]: ['read_user_list', 'read_project_list'] });
    expect(first.created).toEqual([]);
    expect(first.granted[PROBE]?.sort()).toEqual(['read_project_list', 'read_user_list']);
    expect(await heldBy(PROBE)).toEqual(['read_project_list', 'read_user_list']);
    const history = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('table_context', '=', 'role')
      .where('record_id', '=', String(role.id))
      .execute();
    expect(history).toHaveLength(1);
    const [entry] = history;
    if (!entry) throw new Error('no history entry');
    expect(entry.actor).toBe('system');
    expect(entry.actor_name).toBe('Matriz de papéis');
    expect((entry.before as { permissions: string[] }).permissions).toEqual([]);
    expect((entry.after as { permissions: string[] }).permissions.sort()).toEqual([
      'read_project_list',
      'read_user_list',
    ]);

    // An administrator withdraws one grant on the roles screen.
    const projectList = await handle.db
      .selectFrom('permission')
      .select('id')
      .where('name', '=', 'read_project_list')
      .executeTakeFirstOrThrow();
    await handle.db
      .deleteFrom('role_permission')
      .where('role_id', '=', role.id)
      .where('permission_id', '=', projectList.id)
      .execute();

    const second = await sync({ [PROBE]: ['read_user_list', 'read_project_list'] });
    expect(second.granted).toEqual({});
    expect(await heldBy(PROBE)).toEqual(['read_user_list']);

    // A later release adds a permission to the role: only that one arrives.
    const third = await sync({ [PROBE]: ['read_user_list', 'read_project_list', 'read_merchant_list'] });
    expect(third.granted).toEqual({ [PROBE]: ['read_merchant_list'] });
    expect(await heldBy(PROBE)).toEqual(['read_merchant_list', 'read_user_list']);
  });

  it('does not bring back a built-in role an administrator deleted', async () => {
    await handle.db.deleteFrom('role').where('role_key', '=', PROBE).execute();
    const result = await sync({ [PROBE]: ['read_user_list', 'read_transactions'] });
    expect(result).toEqual({ created: [], granted: {} });
    const left = await handle.db.selectFrom('role').select('id').where('role_key', '=', PROBE).execute();
    expect(left).toEqual([]);
  });
});

describe('a start without demo data', () => {
  const name = 'mentor_reference_only_test';
  let fresh: DatabaseHandle;
  beforeAll(async () => {
    const admin = new URL(testDatabaseUrl());
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${name}`;
    fresh = createDatabase(url.toString(), 2);
    await migrate(fresh.pool);
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('has the reference lists, the permission catalogue and the built-in roles, and no demo staff', async () => {
    await seedReference(fresh.db);
    await seedReference(fresh.db);
    const brands = await fresh.db.selectFrom('card_brand').select('id').execute();
    expect(brands).toHaveLength(CARD_BRANDS.length);
    const roles = await fresh.db.selectFrom('role').select('role_key').orderBy('role_key').execute();
    expect(roles.map((r) => r.role_key)).toEqual(Object.keys(ROLE_MATRIX).sort());
    const staff = await fresh.db.selectFrom('staff_user').select('username').execute();
    expect(staff).toEqual([]);
    const grants = await fresh.db
      .selectFrom('role as r')
      .innerJoin('role_permission as rp', 'rp.role_id', 'r.id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('r.role_key', '=', 'mentor_financial')
      .executeTakeFirstOrThrow();
    expect(Number(grants.n)).toBe(ROLE_MATRIX.mentor_financial?.length);
  });
});
