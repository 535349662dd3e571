import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { assertProjectAccess } from '../../http/project-scope.ts';

/**
 * Every project route names the project in its path: the caller must be allowed to see it
 * (a single-project user only their own) and it must exist; otherwise 404.
 */
export async function requireProject(db: Database, request: FastifyRequest, projectId: number) {
  assertProjectAccess(request, projectId);
  const project = await db.selectFrom('project').selectAll().where('id', '=', projectId).executeTakeFirst();
  if (!project) throw notFound('Projeto não encontrado.');
  return project;
}
