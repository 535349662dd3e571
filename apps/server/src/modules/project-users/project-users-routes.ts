import { projectUsers } from '@mentor/contract/project-users-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { projectUsersService } from './project-users-service.ts';

/**
 * Project users (spec core §2.5, §7.2): sign-in identities of one project. Every write needs a
 * one-time code; the history context is `project_user`.
 */
export async function projectUsersRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  const service = projectUsersService(db, env);

  serve(app, projectUsers.listUsers, ({ params, query }, request) =>
    service.list(actorOf(request), params.project, query),
  );

  serve(app, projectUsers.createUser, ({ params, body }, request) =>
    service.create(actorOf(request), params.project, body),
  );

  serve(app, projectUsers.readUser, ({ params }, request) =>
    service.get(actorOf(request), params.project, params.id),
  );

  serve(app, projectUsers.updateUser, ({ params, body }, request) =>
    service.update(actorOf(request), params.project, params.id, body),
  );

  serve(app, projectUsers.deleteUser, async ({ params }, request) => {
    await service.remove(actorOf(request), params.project, params.id);
    return null;
  });

  serve(app, projectUsers.resetPassword, async ({ params }, request) => {
    await service.resetPassword(actorOf(request), params.project, params.id);
    return null;
  });
}
