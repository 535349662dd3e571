/**
 * TPV dashboard and TPV report under `/api` (spec core §3 dashboard data, §3.1, §7.3), read from
 * the daily rollups: TPV data, top projects and merchants, the merchant filter and the exports.
 */
import { z } from 'zod';
import { defineEndpoints, XLSX_MEDIA_TYPE } from './common/endpoint.ts';
import {
  dashboardFiltersSchema,
  merchantOptionSchema,
  merchantOptionsQuerySchema,
  topMerchantsSchema,
  topProjectsSchema,
  tpvDataSchema,
  tpvReportQuerySchema,
  tpvReportResponseSchema,
} from './dashboard.ts';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from './downloads.ts';

const DASHBOARD = { permission: 'read_dashboard_tpv', project: { query: 'project' } } as const;
const REPORT = { permission: 'read_report_tpv', project: { query: 'project' } } as const;

export const dashboard = defineEndpoints(
  { area: 'dashboard', api: 'main' },
  {
    readTpv: {
      method: 'GET',
      path: '/v1/dashboard/tpv',
      summary: 'TPV per channel and date, per channel, brand, operation and status, and totals',
      query: dashboardFiltersSchema,
      responses: { 200: tpvDataSchema },
      policy: DASHBOARD,
    },
    topProjects: {
      method: 'GET',
      path: '/v1/dashboard/top_tpv_project',
      summary: 'The ten projects with the highest TPV under the filters',
      query: dashboardFiltersSchema,
      responses: { 200: topProjectsSchema },
      policy: DASHBOARD,
    },
    topMerchants: {
      method: 'GET',
      path: '/v1/dashboard/top_tpv_merchant',
      summary: 'The ten merchants with the highest TPV under the filters',
      query: dashboardFiltersSchema,
      responses: { 200: topMerchantsSchema },
      policy: DASHBOARD,
    },
    exportTpv: {
      method: 'GET',
      path: '/v1/dashboard/tpv/export/xlsx',
      summary: 'TPV dashboard data as an XLSX workbook; large results become a background export job',
      query: z.intersection(dashboardFiltersSchema, exportQuerySchema.pick({ lang: true })),
      responses: { 200: z.unknown().describe('XLSX workbook') },
      file: { mediaTypes: [XLSX_MEDIA_TYPE] },
      policy: DASHBOARD,
    },
    merchantOptions: {
      method: 'GET',
      path: '/v1/dashboard/merchant_options',
      summary: 'Merchants for the dashboard merchant filter, by code or part of the name',
      query: merchantOptionsQuerySchema,
      responses: { 200: z.array(merchantOptionSchema) },
      policy: DASHBOARD,
    },
    readReport: {
      method: 'GET',
      path: '/v1/report/tpv',
      summary: 'TPV per period (day or month) and project or merchant',
      query: tpvReportQuerySchema,
      responses: { 200: tpvReportResponseSchema },
      policy: REPORT,
    },
    exportReport: {
      method: 'GET',
      path: '/v1/report/tpv/export/{file_format}',
      summary: 'The TPV report of the filter, every period and project or merchant, as CSV or XLSX',
      params: z.object({ file_format: exportFormatSchema }),
      query: z.intersection(tpvReportQuerySchema, exportQuerySchema),
      responses: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
      file: {},
      policy: REPORT,
    },
  },
);
