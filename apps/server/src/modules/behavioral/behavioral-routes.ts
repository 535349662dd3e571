import { behavioral } from '@mentor/contract/behavioral-endpoints';
import type { behavioralQuerySchema } from '@mentor/contract/dashboard';
import type { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { addDays, todaySaoPaulo } from '../../http/date-bounds.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { acquisitionLossRetention, type BehavioralFilters, tpvTrend } from './behavioral-repository.ts';

/** The caller's project bound and the default period (the last 90 days). */
function resolve(project: number | null, q: z.infer<typeof behavioralQuerySchema>): BehavioralFilters {
  const end = q.end ?? todaySaoPaulo();
  return { projectId: project ?? undefined, start: q.start ?? addDays(end, -89), end };
}

/** Behavioural dashboard (financial doc): TPV trend and merchant/project acquisition, loss, retention. */
export async function behavioralRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, behavioral.tpvTrend, ({ query, project }) => tpvTrend(db, resolve(project, query)));

  serve(app, behavioral.acquisitionLossRetention, ({ query, project }) =>
    acquisitionLossRetention(db, resolve(project, query)),
  );
}
