import {
  PROJECT_USER_PAGE_SIZE,
  projectUserCreateSchema,
  projectUserListSchema,
  projectUserSchema,
  projectUserUpdateSchema,
  resetPasswordSchema,
} from '@mentor/contract/project-users';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pageQuerySchema } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { projectUsersService } from './project-users-service.ts';

const route = routesOf('project-users');
const projectParams = idParams('project');
const userParams = projectParams.extend({ id: z.string().regex(/^[\w-]{1,64}$/, 'Identificador inválido') });
const conflictResponse = { 409: errorBodySchema };
/** E-mail, phone and document are masked for staff without reveal_personal_data. */
const personalData = { fields: { email: 'email', phone: 'phone', document: 'document' } } as const;

/**
 * Project users (spec core §2.5, §7.2): sign-in identities of one project. Every write needs a
 * one-time code; the history context is `project_user`.
 */
export async function projectUsersRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  const service = projectUsersService(db, env);

  app.get(
    '/api/v1/project/:project/user',
    route(
      { permission: 'read_user_list', personalData },
      {
        summary: 'Users of the project; search on name or e-mail',
        params: projectParams,
        querystring: pageQuerySchema({ perPage: PROJECT_USER_PAGE_SIZE }).extend({
          perPage: z.coerce.number().int().min(1).max(100).default(PROJECT_USER_PAGE_SIZE),
          search: z.string().trim().max(120).optional(),
        }),
        response: { 200: projectUserListSchema },
      },
    ),
    async (request) => service.list(request, request.params.project, request.query),
  );

  app.post(
    '/api/v1/project/:project/user',
    route(
      { permission: 'create_project_user', otp: true },
      {
        summary: 'Create a project user',
        params: projectParams,
        body: projectUserCreateSchema,
        response: { 201: projectUserSchema, ...conflictResponse },
      },
    ),
    async (request, reply) => {
      const { password, ...input } = request.body;
      return reply.status(201).send(await service.create(request, request.params.project, input, password));
    },
  );

  app.get(
    '/api/v1/project/:project/user/:id',
    route(
      { permission: 'read_user_list', personalData },
      {
        summary: 'Project user detail',
        params: userParams,
        response: { 200: projectUserSchema },
      },
    ),
    async (request) => service.get(request, request.params.project, request.params.id),
  );

  app.put(
    '/api/v1/project/:project/user/:id',
    route(
      { permission: 'update_project_user', otp: true },
      {
        summary: 'Update a project user',
        params: userParams,
        body: projectUserUpdateSchema,
        response: { 200: projectUserSchema, ...conflictResponse },
      },
    ),
    async (request) => service.update(request, request.params.project, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/project/:project/user/:id',
    route(
      { permission: 'delete_project_user', otp: true, reason: {} },
      { summary: 'Delete a project user', params: userParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await service.remove(request, request.params.project, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/v1/project/:project/user/:id/reset-password',
    route(
      { permission: 'reset_project_user_password', otp: true },
      {
        summary: "Reset a project user's password",
        params: userParams,
        body: resetPasswordSchema,
        response: { 204: z.null() },
      },
    ),
    async (request, reply) => {
      await service.resetPassword(request, request.params.project, request.params.id, request.body.password);
      return reply.status(204).send(null);
    },
  );
}
