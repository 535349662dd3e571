import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The projects a caller may touch. A single-project user is confined to their own project on
 * every list, read and write; a record of another project answers 404, so its existence is not
 * disclosed. Multi-project users see every project unless they narrow the request.
 */
export function projectScope(request: FastifyRequest): number | null {
  const user = requireUser(request);
  if (user.multiProject) return null;
  if (user.projectId === null) throw forbidden('Projeto não configurado');
  return user.projectId;
}

/** Checks a project id named in a path or body against the caller's scope. */
export function assertProjectAccess(request: FastifyRequest, projectId: number | null | undefined): void {
  const scope = projectScope(request);
  if (scope !== null && projectId !== scope) throw notFound();
}

/** The project filter a list must apply: the caller's own, or the one asked for by a multi-project user. */
export function listProjectFilter(
  request: FastifyRequest,
  requested: number | undefined,
): number | undefined {
  const scope = projectScope(request);
  if (scope === null) return requested;
  if (requested !== undefined && requested !== scope) throw notFound();
  return scope;
}
