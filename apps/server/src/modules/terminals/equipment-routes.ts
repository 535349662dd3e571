import { terminals } from '@mentor/contract/terminals-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listEquipment, listModels, listProfiles } from './equipment-repository.ts';
import * as service from './equipment-service.ts';

/** Equipment in stock and in use, its models and their communication profiles (spec core §7.4). */
export async function equipmentRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, terminals.listEquipment, ({ query, project }) => listEquipment(db, query, project ?? undefined));

  serve(app, terminals.createEquipment, ({ body }, request) =>
    service.createEquipment(db, actorOf(request), body),
  );

  serve(app, terminals.bulkEquipment, ({ body }, request) =>
    service.bulkEquipment(db, actorOf(request), body),
  );

  serve(app, terminals.updateEquipment, ({ params, body }, request) =>
    service.changeEquipment(db, actorOf(request), params.serial_number.toUpperCase(), body),
  );

  serve(app, terminals.deleteEquipment, async ({ params }, request) => {
    await service.removeEquipment(db, actorOf(request), params.serial_number.toUpperCase());
    return null;
  });

  serve(app, terminals.listModels, async ({ query }) => ({
    data: await listModels(db, query.active === 'true'),
  }));

  serve(app, terminals.listProfiles, async ({ params }) => ({ data: await listProfiles(db, params.id) }));
}
