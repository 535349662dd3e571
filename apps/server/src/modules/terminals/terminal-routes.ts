import { terminals } from '@mentor/contract/terminals-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { previewRent } from './rent-service.ts';
import { listModalities, listTerminals } from './terminal-repository.ts';
import * as service from './terminal-service.ts';

/** Terminals: list, detail, create, update (one-time code), status actions, equipment and acquirer (spec core §7.4). */
export async function terminalRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, terminals.listTerminals, ({ query, project }) => listTerminals(db, query, project ?? undefined));

  serve(app, terminals.calculateRent, ({ query }, request) => previewRent(db, actorOf(request), query));

  serve(app, terminals.listModalities, async () => ({ data: await listModalities(db) }));

  serve(app, terminals.createTerminal, ({ body }, request) =>
    service.createTerminal(db, actorOf(request), body),
  );

  serve(app, terminals.readTerminal, ({ params }, request) =>
    service.readTerminal(db, actorOf(request), params.id),
  );

  serve(app, terminals.updateTerminal, ({ params, body }, request) =>
    service.editTerminal(db, actorOf(request), params.id, body),
  );

  serve(app, terminals.inactivateTerminal, ({ params }, request) =>
    service.inactivateTerminal(db, actorOf(request), params.id),
  );

  serve(app, terminals.blockTerminal, ({ params }, request) =>
    service.blockTerminal(db, actorOf(request), params.id),
  );

  serve(app, terminals.unblockTerminal, ({ params }, request) =>
    service.unblockTerminal(db, actorOf(request), params.id),
  );

  serve(app, terminals.associateEquipment, ({ params, body }, request) =>
    service.associateEquipment(db, actorOf(request), params.id, body.serial_number),
  );

  serve(app, terminals.disassociateEquipment, ({ params }, request) =>
    service.disassociateEquipment(db, actorOf(request), params.id),
  );

  serve(app, terminals.createAcquirer, ({ params, body }, request) =>
    service.createAcquirer(db, actorOf(request), params.id, body),
  );

  serve(app, terminals.updateAcquirer, ({ params, body }, request) =>
    service.updateAcquirer(db, actorOf(request), params.id, body),
  );
}
