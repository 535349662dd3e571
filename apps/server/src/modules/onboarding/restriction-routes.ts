import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  createRestriction,
  deleteRestriction,
  listRestrictions,
  locationMetrics,
  updateRestriction,
} from './location-restriction-service.ts';
import {
  addEntry,
  exportWorkbook,
  listEntries,
  modelWorkbook,
  processImport,
  readRestriction,
  removeEntry,
  setRestriction,
  validateImport,
} from './positive-list-service.ts';

const attachment = (name: string) => `attachment; filename="${name}"`;

/** Positive list and location restriction of a white label (2nd doc §7; ADR 0181). */
export async function restrictionRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, onboarding.readPositiveList, ({ params }, request) =>
    readRestriction(db, actorOf(request), params.id),
  );

  serve(app, onboarding.togglePositiveList, ({ params, body }, request) =>
    setRestriction(db, actorOf(request), params.id, body.restritive),
  );

  serve(app, onboarding.listPositiveEntries, async ({ params, query }, request) => {
    const { page, limit, search } = query;
    const { rows, total } = await listEntries(db, actorOf(request), params.id, page, limit, search);
    return { data: rows, meta: gatewayMeta(total, page, limit) };
  });

  serve(app, onboarding.addPositiveEntry, ({ params, body }, request) =>
    addEntry(db, actorOf(request), params.id, body.document, body.name),
  );

  serve(app, onboarding.removePositiveEntry, ({ params }, request) =>
    removeEntry(db, actorOf(request), params.id, params.entry),
  );

  serve(app, onboarding.positiveListModel, async (_input, _request, reply) => {
    reply.header('content-disposition', attachment('modelo-lista-positiva.xlsx'));
    return modelWorkbook();
  });

  serve(app, onboarding.exportPositiveList, async ({ params }, request, reply) => {
    const workbook = await exportWorkbook(db, actorOf(request), params.id);
    reply.header('content-disposition', attachment('lista-positiva.xlsx'));
    return workbook;
  });

  serve(app, onboarding.checkPositiveFile, ({ params, body }, request) =>
    validateImport(db, actorOf(request), params.id, body),
  );

  serve(app, onboarding.processPositiveFile, ({ params }, request) =>
    processImport(db, actorOf(request), params.importId),
  );

  serve(app, onboarding.listLocationRestrictions, ({ params }, request) =>
    listRestrictions(db, actorOf(request), params.id),
  );

  serve(app, onboarding.createLocationRestriction, ({ body }, request) =>
    createRestriction(db, actorOf(request), body),
  );

  serve(app, onboarding.updateLocationRestriction, ({ params, body }, request) =>
    updateRestriction(db, actorOf(request), params.uuidRestrict, body),
  );

  serve(app, onboarding.deleteLocationRestriction, ({ params }, request) =>
    deleteRestriction(db, actorOf(request), params.uuidRestrict),
  );

  serve(app, onboarding.readLocationMetrics, ({ params }, request) =>
    locationMetrics(db, actorOf(request), params.id),
  );
}
