import { pix } from '@mentor/contract/pix-endpoints';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listMovements, toMovement } from './movement-repository.ts';

/** Pix financial movements (2nd doc §3, §7): a filtered list, newest first. */
export async function movementRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, pix.listMovements, async ({ query, project }) => {
    const { rows, total } = await listMovements(db, query, project);
    return { data: rows.map(toMovement), meta: gatewayMeta(total, query.page, query.limit) };
  });
}
