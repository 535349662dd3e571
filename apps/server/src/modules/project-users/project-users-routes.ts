import {
  PROJECT_USER_PAGE_SIZE,
  PROJECT_USER_SORT_COLUMNS,
  projectUserCreateSchema,
  projectUserListSchema,
  projectUserSchema,
  projectUserUpdateSchema,
  resetPasswordSchema,
} from '@mentor/contract/project-users';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { notFound } from '../../http/errors.ts';
import { assertProjectAccess } from '../../http/project-scope.ts';
import { errorResponses, lastPage, pageQuerySchema, sortColumn } from '../../http/schemas.ts';
import { assertAssignableRole, selectUserDirectory } from './project-users-service.ts';

const projectParams = z.object({ project: z.coerce.number().int().positive() });
const userParams = projectParams.extend({ id: z.string().regex(/^[\w-]{1,64}$/, 'Identificador inválido') });
const responses = { ...errorResponses, 409: errorResponses[422] };
/** E-mail, phone and document are masked for staff without reveal_personal_data. */
const personalData = { fields: { email: 'email', phone: 'phone', document: 'document' } } as const;

/**
 * Project users (spec core §2.5, §7.2): sign-in identities of one project. Every write needs a
 * one-time code; the history context is `project_user`.
 */
export async function projectUsersRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  const directory = selectUserDirectory(db, env);

  async function requireProject(request: FastifyRequest, projectId: number) {
    assertProjectAccess(request, projectId);
    const project = await db
      .selectFrom('project')
      .select('id')
      .where('id', '=', projectId)
      .executeTakeFirst();
    if (!project) throw notFound('Projeto não encontrado.');
  }

  app.get(
    '/api/v1/project/:project/user',
    {
      config: { policy: { permission: 'read_user_list', personalData } },
      schema: {
        tags: ['project-users'],
        summary: 'Users of the project; search on name or e-mail',
        params: projectParams,
        querystring: pageQuerySchema.extend({
          perPage: z.coerce.number().int().min(1).max(100).default(PROJECT_USER_PAGE_SIZE),
          search: z.string().trim().max(120).optional(),
        }),
        response: { 200: projectUserListSchema, ...responses },
      },
    },
    async (request) => {
      const projectId = request.params.project;
      await requireProject(request, projectId);
      const q = request.query;
      const result = await directory.list(projectId, {
        page: q.page,
        perPage: q.perPage,
        sortBy: sortColumn(q.sortBy, PROJECT_USER_SORT_COLUMNS, 'id'),
        sortDesc: q.sortDesc ?? false,
        search: q.search || undefined,
      });
      return { ...result, lastPage: lastPage(result.total, q.perPage) };
    },
  );

  app.post(
    '/api/v1/project/:project/user',
    {
      config: { policy: { permission: 'create_project_user', otp: true } },
      schema: {
        tags: ['project-users'],
        summary: 'Create a project user',
        params: projectParams,
        body: projectUserCreateSchema,
        response: { 201: projectUserSchema, ...responses },
      },
    },
    async (request, reply) => {
      const projectId = request.params.project;
      await requireProject(request, projectId);
      const { password, ...input } = request.body;
      await assertAssignableRole(db, projectId, input.role);
      return reply.status(201).send(await directory.create(request, projectId, input, password));
    },
  );

  app.get(
    '/api/v1/project/:project/user/:id',
    {
      config: { policy: { permission: 'read_user_list', personalData } },
      schema: {
        tags: ['project-users'],
        summary: 'Project user detail',
        params: userParams,
        response: { 200: projectUserSchema, ...responses },
      },
    },
    async (request) => {
      await requireProject(request, request.params.project);
      return directory.get(request.params.project, request.params.id);
    },
  );

  app.put(
    '/api/v1/project/:project/user/:id',
    {
      config: { policy: { permission: 'update_project_user', otp: true } },
      schema: {
        tags: ['project-users'],
        summary: 'Update a project user',
        params: userParams,
        body: projectUserUpdateSchema,
        response: { 200: projectUserSchema, ...responses },
      },
    },
    async (request) => {
      const projectId = request.params.project;
      await requireProject(request, projectId);
      await directory.get(projectId, request.params.id);
      await assertAssignableRole(db, projectId, request.body.role);
      return directory.update(request, projectId, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/v1/project/:project/user/:id',
    {
      config: { policy: { permission: 'delete_project_user', otp: true, reason: {} } },
      schema: {
        tags: ['project-users'],
        summary: 'Delete a project user',
        params: userParams,
        response: { 204: z.null(), ...responses },
      },
    },
    async (request, reply) => {
      await requireProject(request, request.params.project);
      await directory.remove(request, request.params.project, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/v1/project/:project/user/:id/reset-password',
    {
      config: { policy: { permission: 'reset_project_user_password', otp: true } },
      schema: {
        tags: ['project-users'],
        summary: "Reset a project user's password",
        params: userParams,
        body: resetPasswordSchema,
        response: { 204: z.null(), ...responses },
      },
    },
    async (request, reply) => {
      await requireProject(request, request.params.project);
      await directory.resetPassword(
        request,
        request.params.project,
        request.params.id,
        request.body.password,
      );
      return reply.status(204).send(null);
    },
  );
}
