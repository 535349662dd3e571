import { roles } from '@mentor/contract/roles-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listPermissions } from './roles-repository.ts';
import { createRole, deleteRole, getRole, listRolePage, updateRole } from './roles-service.ts';

/**
 * Roles and permissions (spec core §6, §7.7). Staff hold a role by its key, fixed at creation;
 * the name is a label. A role's permissions reach its holders' tokens at their next sign-in or
 * refresh (the built-in provider reads role_permission at token issue). Every write needs a
 * one-time code. History context `role`.
 */
export async function rolesRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, roles.listRoles, ({ query }, request) => listRolePage(db, actorOf(request), query));

  serve(app, roles.readRole, ({ params }, request) => getRole(db, actorOf(request), params.id));

  serve(app, roles.createRole, ({ body }, request) => createRole(db, actorOf(request), body));

  serve(app, roles.updateRole, ({ params, body }, request) =>
    updateRole(db, actorOf(request), params.id, body),
  );

  serve(app, roles.deleteRole, async ({ params }, request) => {
    await deleteRole(db, actorOf(request), params.id);
    return null;
  });

  serve(app, roles.listPermissions, () => listPermissions(db));
}
