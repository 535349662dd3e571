/**
 * Behavioural dashboard under `/api` (financial doc): TPV trend and the acquisition, loss and
 * retention of merchants and projects in a period against the previous one.
 */
import { defineEndpoints } from './common/endpoint.ts';
import { acquisitionLossRetentionSchema, behavioralQuerySchema, tpvTrendSchema } from './dashboard.ts';

const BEHAVIORAL = { permission: 'read_dashboard_tpv', project: { query: 'project' } } as const;

export const behavioral = defineEndpoints(
  { area: 'behavioral', api: 'main' },
  {
    tpvTrend: {
      method: 'GET',
      path: '/v1/behavioral/tpv_trend',
      summary: 'TPV per status and date in the period, and its trend against the previous period',
      query: behavioralQuerySchema,
      responses: { 200: tpvTrendSchema },
      policy: BEHAVIORAL,
    },
    acquisitionLossRetention: {
      method: 'GET',
      path: '/v1/behavioral/acquisition_loss_retention',
      summary: 'Merchants and projects acquired, lost and retained in the period against the previous one',
      query: behavioralQuerySchema,
      responses: { 200: acquisitionLossRetentionSchema },
      policy: BEHAVIORAL,
    },
  },
);
