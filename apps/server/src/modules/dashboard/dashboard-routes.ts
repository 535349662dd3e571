import { zRecordId } from '@mentor/contract/common/validators';
import {
  dashboardFiltersSchema,
  topMerchantsSchema,
  topProjectsSchema,
  tpvDataSchema,
  tpvReportQuerySchema,
  tpvReportResponseSchema,
} from '@mentor/contract/dashboard';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from '@mentor/contract/downloads';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { lastPageOf as lastPage } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { dashboardTpvExport } from './dashboard-export.ts';
import { resolveDashboardFilters } from './dashboard-filters.ts';
import { merchantOptions, topMerchants, topProjects, tpvData, tpvReport } from './dashboard-repository.ts';
import { tpvReportExport } from './tpv-report-export.ts';

const readDashboard = { policy: { permission: 'read_dashboard_tpv' } } as const;

/** TPV dashboard (spec core §3 dashboard data, §7.3) and TPV report, read from the daily rollups. */
export async function dashboardRoutes(app: App, { db, exports }: AppDeps): Promise<void> {
  const exportDefinition = exports.registry.register(dashboardTpvExport);
  const reportExport = exports.registry.register(tpvReportExport);

  app.get(
    '/api/v1/dashboard/tpv',
    {
      config: readDashboard,
      schema: {
        tags: ['dashboard'],
        summary: 'TPV per channel and date, per channel, brand, operation and status, and totals',
        querystring: dashboardFiltersSchema,
        response: { 200: tpvDataSchema, ...errorResponses },
      },
    },
    async (request) => tpvData(db, resolveDashboardFilters(request, request.query)),
  );

  app.get(
    '/api/v1/dashboard/top_tpv_project',
    {
      config: readDashboard,
      schema: {
        tags: ['dashboard'],
        summary: 'The ten projects with the highest TPV under the filters',
        querystring: dashboardFiltersSchema,
        response: { 200: topProjectsSchema, ...errorResponses },
      },
    },
    async (request) => topProjects(db, resolveDashboardFilters(request, request.query)),
  );

  app.get(
    '/api/v1/dashboard/top_tpv_merchant',
    {
      config: readDashboard,
      schema: {
        tags: ['dashboard'],
        summary: 'The ten merchants with the highest TPV under the filters',
        querystring: dashboardFiltersSchema,
        response: { 200: topMerchantsSchema, ...errorResponses },
      },
    },
    async (request) => topMerchants(db, resolveDashboardFilters(request, request.query)),
  );

  app.get(
    '/api/v1/dashboard/tpv/export/xlsx',
    {
      config: readDashboard,
      schema: {
        tags: ['dashboard'],
        summary: 'TPV dashboard data as an XLSX workbook; large results become a background export job',
        querystring: z.intersection(dashboardFiltersSchema, exportQuerySchema.pick({ lang: true })),
        response: { 200: z.unknown().describe('XLSX workbook'), ...errorResponses },
      },
    },
    async (request, reply) =>
      exports.respond(request, reply, exportDefinition, {
        format: 'xlsx',
        mode: 'auto',
        locale: request.query.lang,
        params: resolveDashboardFilters(request, request.query),
      }),
  );

  app.get(
    '/api/v1/dashboard/merchant_options',
    {
      config: readDashboard,
      schema: {
        tags: ['dashboard'],
        summary: 'Merchants for the dashboard merchant filter, by code or part of the name',
        querystring: z.object({
          search: z.string().trim().max(120).default(''),
          project: zRecordId().optional(),
        }),
        response: {
          200: z.array(
            z.object({ id: z.number().int(), merchant_code: z.string(), merchant_name: z.string() }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const projectId = listProjectFilter(request, request.query.project);
      return merchantOptions(db, projectId, request.query.search);
    },
  );

  app.get(
    '/api/v1/report/tpv',
    {
      config: { policy: { permission: 'read_report_tpv' } },
      schema: {
        tags: ['dashboard'],
        summary: 'TPV per period (day or month) and project or merchant',
        querystring: tpvReportQuerySchema,
        response: { 200: tpvReportResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const f = resolveDashboardFilters(request, q);
      const result = await tpvReport(db, f, {
        groupBy: q.group_by,
        period: q.period,
        limit: q.perPage,
        offset: (q.page - 1) * q.perPage,
      });
      return {
        data: result.rows.map((r) => ({
          period: r.period,
          key_id: r.key_id,
          key_name: r.key_name,
          amount: r.amount,
          count: r.n,
          average_ticket: r.n > 0 ? Math.round(r.amount / r.n) : 0,
        })),
        total: result.total,
        lastPage: lastPage(result.total, q.perPage),
        totals: result.totals,
      };
    },
  );

  app.get(
    '/api/v1/report/tpv/export/:file_format',
    {
      config: { policy: { permission: 'read_report_tpv' } },
      schema: {
        tags: ['dashboard'],
        summary: 'The TPV report of the filter, every period and project or merchant, as CSV or XLSX',
        params: z.object({ file_format: exportFormatSchema }),
        querystring: z.intersection(tpvReportQuerySchema, exportQuerySchema),
        response: {
          200: z.unknown().describe('CSV or XLSX file'),
          202: exportQueuedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { mode, lang, group_by, period, ...filters } = request.query;
      return exports.respond(request, reply, reportExport, {
        format: request.params.file_format,
        mode,
        locale: lang,
        params: { ...resolveDashboardFilters(request, filters), groupBy: group_by, period },
      });
    },
  );
}
