import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth-user.ts';
import { HttpError } from './errors.ts';
import { assertProjectAccess, listProjectFilter, projectScope, requireUser } from './project-scope.ts';

/** The project scope rules on their own (the routes' sweeps prove every route applies them). */
function requestOf(user: Partial<AuthUser> | null): FastifyRequest {
  const full: AuthUser | null = user && {
    username: 'u',
    fullName: 'U',
    realmRoles: [],
    permissions: [],
    multiProject: false,
    projectId: null,
    ...user,
  };
  return { user: full } as unknown as FastifyRequest;
}

/** The HTTP status a call throws, or 'ok' when it does not throw. */
function statusOf(call: () => unknown): number | 'ok' {
  try {
    call();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

const single = requestOf({ multiProject: false, projectId: 1 });
const multi = requestOf({ multiProject: true, projectId: 1 });
const unassigned = requestOf({ multiProject: false, projectId: null });
const anonymous = requestOf(null);

describe('project scope', () => {
  it('needs a signed-in caller', () => {
    expect(statusOf(() => requireUser(anonymous))).toBe(401);
    expect(requireUser(single).username).toBe('u');
    expect(statusOf(() => projectScope(anonymous))).toBe(401);
    expect(statusOf(() => assertProjectAccess(anonymous, 1))).toBe(401);
    expect(statusOf(() => listProjectFilter(anonymous, undefined))).toBe(401);
  });

  it('confines a single-project member to their project and lets a multi-project one see all', () => {
    expect(projectScope(single)).toBe(1);
    expect(projectScope(multi)).toBeNull();
    expect(statusOf(() => projectScope(unassigned))).toBe(403);
    expect(() => projectScope(unassigned)).toThrow('Projeto não configurado');
  });

  it("answers 404 for another project's record, or a record without a project, to a single-project member", () => {
    expect(statusOf(() => assertProjectAccess(single, 1))).toBe('ok');
    expect(statusOf(() => assertProjectAccess(single, 2))).toBe(404);
    expect(statusOf(() => assertProjectAccess(single, null))).toBe(404);
    expect(statusOf(() => assertProjectAccess(single, undefined))).toBe(404);
    expect(statusOf(() => assertProjectAccess(multi, 2))).toBe('ok');
    expect(statusOf(() => assertProjectAccess(multi, null))).toBe('ok');
    expect(statusOf(() => assertProjectAccess(unassigned, 1))).toBe(403);
  });

  it("filters a single-project member's lists to their project and refuses another one", () => {
    expect(listProjectFilter(single, undefined)).toBe(1);
    expect(listProjectFilter(single, 1)).toBe(1);
    expect(statusOf(() => listProjectFilter(single, 2))).toBe(404);
    expect(listProjectFilter(multi, undefined)).toBeUndefined();
    expect(listProjectFilter(multi, 2)).toBe(2);
    expect(statusOf(() => listProjectFilter(unassigned, undefined))).toBe(403);
  });
});
