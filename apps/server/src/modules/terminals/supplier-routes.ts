import { terminals } from '@mentor/contract/terminals-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registrarFileOf } from './registrar-service.ts';
import * as service from './supplier-service.ts';
import { listSuppliers } from './terminal-repository.ts';

/** Suppliers, their credentials per project or terminal, and registrar files (spec core §7.5). */
export async function supplierRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  serve(app, terminals.listSuppliers, async () => ({ data: await listSuppliers(db) }));

  serve(app, terminals.listProjectCredentials, ({ params, query }, request) =>
    service.projectCredentials(db, actorOf(request), params.id, query),
  );

  serve(app, terminals.listTerminalCredentials, ({ params, query }, request) =>
    service.terminalCredentials(db, actorOf(request), params.id, params.supplier_identifier, query),
  );

  serve(app, terminals.createProjectCredential, ({ params, body }, request) =>
    service.createCredential(
      db,
      actorOf(request),
      env.SECRETS_KEY,
      { projectId: params.id },
      params.supplier_identifier,
      body,
    ),
  );

  serve(app, terminals.createTerminalCredential, ({ params, body }, request) =>
    service.createCredential(
      db,
      actorOf(request),
      env.SECRETS_KEY,
      { terminalId: params.id },
      params.supplier_identifier,
      body,
      params.type,
    ),
  );

  serve(app, terminals.revealCredential, ({ params }, request) =>
    service.revealCredential(db, actorOf(request), env.SECRETS_KEY, params.id),
  );

  serve(app, terminals.registrarFile, async ({ params }, request, reply) => {
    const { registrar, type, id } = params;
    const today = todaySaoPaulo();
    const file = await registrarFileOf(db, actorOf(request), registrar, type, id, today);
    reply.header(
      'content-disposition',
      `attachment; filename="${registrar.toLowerCase()}-${type}-${id}-${today}.csv"`,
    );
    return file;
  });
}
