import { dashboard } from '@mentor/contract/dashboard-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { lastPageOf as lastPage } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { dashboardTpvExport } from './dashboard-export.ts';
import { resolveDashboardFilters } from './dashboard-filters.ts';
import { merchantOptions, topMerchants, topProjects, tpvData, tpvReport } from './dashboard-repository.ts';
import { tpvReportExport } from './tpv-report-export.ts';

/** TPV dashboard (spec core §3 dashboard data, §7.3) and TPV report, read from the daily rollups. */
export async function dashboardRoutes(app: App, { db, exports }: AppDeps): Promise<void> {
  const exportDefinition = exports.registry.register(dashboardTpvExport);
  const reportExport = exports.registry.register(tpvReportExport);

  serve(app, dashboard.readTpv, ({ query }, request) =>
    tpvData(db, resolveDashboardFilters(actorOf(request), query)),
  );

  serve(app, dashboard.topProjects, ({ query }, request) =>
    topProjects(db, resolveDashboardFilters(actorOf(request), query)),
  );

  serve(app, dashboard.topMerchants, ({ query }, request) =>
    topMerchants(db, resolveDashboardFilters(actorOf(request), query)),
  );

  serve(app, dashboard.exportTpv, ({ query }, request, reply) =>
    exports.respond(request, reply, exportDefinition, {
      format: 'xlsx',
      mode: 'auto',
      locale: query.lang,
      params: resolveDashboardFilters(actorOf(request), query),
    }),
  );

  serve(app, dashboard.merchantOptions, ({ query, project }) =>
    merchantOptions(db, project ?? undefined, query.search),
  );

  serve(app, dashboard.readReport, async ({ query: q }, request) => {
    const f = resolveDashboardFilters(actorOf(request), q);
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
  });

  serve(app, dashboard.exportReport, ({ params, query }, request, reply) => {
    const { mode, lang, group_by, period, ...filters } = query;
    return exports.respond(request, reply, reportExport, {
      format: params.file_format,
      mode,
      locale: lang,
      params: { ...resolveDashboardFilters(actorOf(request), filters), groupBy: group_by, period },
    });
  });
}
