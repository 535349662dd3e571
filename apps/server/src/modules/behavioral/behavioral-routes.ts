import {
  acquisitionLossRetentionSchema,
  behavioralQuerySchema,
  tpvTrendSchema,
} from '@mentor/contract/dashboard';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { addDays, todaySaoPaulo } from '../../http/date-bounds.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { acquisitionLossRetention, type BehavioralFilters, tpvTrend } from './behavioral-repository.ts';

const readDashboard = { policy: { permission: 'read_dashboard_tpv' } } as const;

/** Project scope and the default period (the last 90 days). */
function resolve(request: FastifyRequest, q: z.infer<typeof behavioralQuerySchema>): BehavioralFilters {
  const end = q.end ?? todaySaoPaulo();
  return { projectId: listProjectFilter(request, q.project), start: q.start ?? addDays(end, -89), end };
}

/** Behavioural dashboard (financial doc): TPV trend and merchant/project acquisition, loss, retention. */
export async function behavioralRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/behavioral/tpv_trend',
    {
      config: readDashboard,
      schema: {
        tags: ['behavioral'],
        summary: 'TPV per status and date in the period, and its trend against the previous period',
        querystring: behavioralQuerySchema,
        response: { 200: tpvTrendSchema, ...errorResponses },
      },
    },
    async (request) => tpvTrend(db, resolve(request, request.query)),
  );

  app.get(
    '/api/v1/behavioral/acquisition_loss_retention',
    {
      config: readDashboard,
      schema: {
        tags: ['behavioral'],
        summary: 'Merchants and projects acquired, lost and retained in the period against the previous one',
        querystring: behavioralQuerySchema,
        response: { 200: acquisitionLossRetentionSchema, ...errorResponses },
      },
    },
    async (request) => acquisitionLossRetention(db, resolve(request, request.query)),
  );
}
