import { operationId } from '@mentor/contract/common/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSweepStaff } from '../../test/sweeps/sweep-fixtures.ts';
import {
  declaredOperations,
  isWrite,
  type Operation,
  requestFor,
  send,
} from '../../test/sweeps/sweep-kit.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { STAFF_STATE_TTL_MS } from '../http/staff-state.ts';

/**
 * Every way a member loses a permission ends their old access token within seconds: the
 * staff-state cache is read again after STAFF_STATE_TTL_MS of the app's clock (moved forward
 * here, nobody waits), and the token answers 401. The ways are the declared writes of the areas
 * that hold staff access, except those that only grant it: a new write there fails this sweep
 * until it says how it ends sessions.
 */
let ctx: TestContext;
const ADMIN = 'superadmin';
const PROJECT = 1;

beforeAll(async () => {
  ctx = await startTestApp();
});
/** Staff and roles the sweep created, removed at the end so later files see the demo data. */
const createdStaff: number[] = [];
const createdRoles: number[] = [];

afterAll(async () => {
  try {
    if (createdStaff.length)
      await ctx.handle.db.deleteFrom('staff_user').where('id', 'in', createdStaff).execute();
    if (createdRoles.length) await ctx.handle.db.deleteFrom('role').where('id', 'in', createdRoles).execute();
  } finally {
    await ctx.close();
  }
});

interface Member {
  username: string;
  id: number;
  roleId: number | null;
  roleKey: string | null;
}

/** Writes of the staff-access areas that only grant, never take away. */
const ONLY_GRANT = new Set(['roles.createRole', 'project-users.createUser']);

const accessWrites = (): Operation[] =>
  declaredOperations().filter(
    (op) =>
      (op.area === 'roles' || op.area === 'project-users') && isWrite(op) && !ONLY_GRANT.has(operationId(op)),
  );

const opNamed = (id: string): Operation => {
  const op = declaredOperations().find((o) => operationId(o) === id);
  if (!op) throw new Error(`${id} is not declared`);
  return op;
};

let serial = 0;

/** A project-1 member holding a role of their own with one permission, signed in. */
async function newMember(withOwnRole: boolean): Promise<Member> {
  serial += 1;
  const username = `sessao.${Date.now().toString(36)}.${serial}`;
  let roleId: number | null = null;
  let roleKey: string | null = null;
  if (withOwnRole) {
    const request = requestFor(opNamed('roles.createRole'), {
      body: {
        role_name: `sessao_${Date.now().toString(36)}_${serial}`,
        project_id: PROJECT,
        permissions: ['read_merchant_list'],
      },
    });
    const created = await send(ctx, request, { token: await ctx.token(ADMIN), otp: await ctx.otp(ADMIN) });
    expect(created.statusCode, created.body).toBe(201);
    roleId = created.json().id;
    roleKey = created.json().role_key;
    if (roleId !== null) createdRoles.push(roleId);
  }
  // A mentor_ role lets the member in; the role of their own is the one taken away.
  const id = await createSweepStaff(
    ctx,
    username,
    ['mentor_assistant', ...(roleKey ? [roleKey] : [])],
    PROJECT,
  );
  return { username, id, roleId, roleKey };
}

/** Status of a call the member's token may make while it is valid. */
async function tokenStatus(token: string): Promise<number> {
  const answer = await ctx.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
  return answer.statusCode;
}

async function asAdmin(id: string, hints: Parameters<typeof requestFor>[1]) {
  const request = requestFor(opNamed(id), hints);
  expect(request.invalid, id).toEqual([]);
  const answer = await send(ctx, request, { token: await ctx.token(ADMIN), otp: await ctx.otp(ADMIN) });
  expect(answer.statusCode, `${id}: ${answer.body}`).toBeLessThan(300);
}

const userParams = (member: Member) => ({ project: PROJECT, id: String(member.id) });
const profile = (member: Member) => ({
  email: `contato.${member.username.replace(/\W/g, '')}@exemplo.test`,
  full_name: `Pessoa ${member.username}`,
  document: null,
});

/** The ways, by the operation that takes the permission away. */
const WAYS: ReadonlyArray<{
  name: string;
  op: string;
  ownRole: boolean;
  take: (m: Member) => Promise<void>;
}> = [
  {
    name: 'role edited to drop a permission',
    op: 'roles.updateRole',
    ownRole: true,
    take: (m) =>
      asAdmin('roles.updateRole', {
        params: { id: m.roleId },
        body: { role_name: m.roleKey?.replace(/^mentor_/, '') ?? '', project_id: PROJECT, permissions: [] },
      }),
  },
  {
    name: 'role deleted',
    op: 'roles.deleteRole',
    ownRole: true,
    take: (m) => asAdmin('roles.deleteRole', { params: { id: m.roleId } }),
  },
  {
    name: 'role changed',
    op: 'project-users.updateUser',
    ownRole: false,
    take: (m) =>
      asAdmin('project-users.updateUser', {
        params: userParams(m),
        body: { ...profile(m), role: 'mentor_comercial_operator', enabled: true },
      }),
  },
  {
    name: 'disabled',
    op: 'project-users.updateUser',
    ownRole: false,
    take: (m) =>
      asAdmin('project-users.updateUser', {
        params: userParams(m),
        body: { ...profile(m), role: 'mentor_assistant', enabled: false },
      }),
  },
  {
    name: 'removed from the project',
    op: 'project-users.deleteUser',
    ownRole: false,
    take: (m) => asAdmin('project-users.deleteUser', { params: userParams(m) }),
  },
  {
    name: 'password reset',
    op: 'project-users.resetPassword',
    ownRole: false,
    take: (m) =>
      asAdmin('project-users.resetPassword', {
        params: userParams(m),
        body: { password: 'Outra-Senha-2026!', password_confirmation: 'Outra-Senha-2026!' },
      }),
  },
];

/** Whether the member's old token is refused once the staff state is read again. */
async function tokenEnds(
  way: (typeof WAYS)[number],
  planted?: (m: Member) => Promise<void>,
): Promise<boolean> {
  const member = await newMember(way.ownRole);
  const token = await ctx.token(member.username);
  // The member's state is now cached as active.
  expect(await tokenStatus(token)).toBe(200);
  await way.take(member);
  if (planted) await planted(member);
  ctx.clock.advance(STAFF_STATE_TTL_MS);
  return (await tokenStatus(token)) === 401;
}

describe('sessions sweep', () => {
  it('catches a way that forgets to end the sessions', async () => {
    // A planted defect: the role change leaves the member's sessions as they were.
    const way = WAYS.find((w) => w.name === 'role changed');
    if (!way) throw new Error('no role change way');
    const forget = async (m: Member) => {
      await ctx.handle.db
        .updateTable('staff_user')
        .set({ sessions_revoked_at: null })
        .where('id', '=', m.id)
        .execute();
    };
    expect(await tokenEnds(way, forget)).toBe(false);
  });

  it('has a way for every declared write that can take access away', () => {
    const writes = accessWrites().map(operationId).sort();
    expect(writes.length).toBeGreaterThan(0);
    expect([...new Set(WAYS.map((w) => w.op))].sort()).toEqual(writes);
  });

  it.each(WAYS.map((w) => [w.name, w] as const))(
    'ends the old token when the member is %s',
    async (_, way) => {
      expect(await tokenEnds(way)).toBe(true);
    },
  );
});
