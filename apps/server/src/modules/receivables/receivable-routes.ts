import { exportQuerySchema } from '@mentor/contract/downloads';
import {
  adjustDetailsQuerySchema,
  adjustDetailsSchema,
  manualAdjustSchema,
  receivableBlockResultSchema,
  receivableBlockSchema,
  receivableFiltersSchema,
  receivableListQuerySchema,
  receivableListResponseSchema,
  receivableSchema,
  receivableUnblockSchema,
} from '@mentor/contract/receivables';
import { exportFormatSchema, exportQueuedSchema } from '@mentor/contract/transactions';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import { idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { receivablesExport } from './receivable-export.ts';
import {
  adjustReceivable,
  blockReceivables,
  listReceivables,
  readAdjustDetails,
  scopeReceivableFilters,
  unblockReceivables,
} from './receivable-service.ts';

const route = routesOf('receivables');
const READ = 'read_transactions';
const financialIdParams = z.object({ financial_id: idParams('financial_id').shape.financial_id });

/** Financial receivables (2nd doc §3, §7): list with sum, block, unblock, manual adjustment, export. */
export async function receivableRoutes(app: App, { db, exports }: AppDeps): Promise<void> {
  const definition = exports.registry.register(receivablesExport);

  app.get(
    '/api/v1/financial/receivable',
    route(READ, {
      summary:
        'Receivables (one per installment): every filter, 10 per page by transaction id, total and sum',
      querystring: receivableListQuerySchema,
      response: { 200: receivableListResponseSchema },
    }),
    async (request) => {
      const { page: _p, perPage: _pp, sortBy: _s, sortDesc: _d, ...filters } = request.query;
      return listReceivables(db, scopeReceivableFilters(request, filters), request.query);
    },
  );

  app.post(
    '/api/v1/financial/block',
    route('block_receivables', {
      summary: 'Block a selection of receivables with a block type and description',
      body: receivableBlockSchema,
      response: { 200: receivableBlockResultSchema },
    }),
    async (request) => blockReceivables(db, request, request.body),
  );

  app.post(
    '/api/v1/financial/unblock',
    route(
      // Releasing money asks for as much as holding it: a reason, kept in each audit row.
      { permission: 'block_receivables', reason: {} },
      {
        summary: 'Unblock a selection of receivables, with the reason (reason_code, reason_comment)',
        body: receivableUnblockSchema,
        response: { 200: receivableBlockResultSchema },
      },
    ),
    async (request) => unblockReceivables(db, request, request.body.ids),
  );

  app.post(
    '/api/v1/financial/manualadjust',
    route(
      { permission: 'adjust_receivables', otp: true, idempotency: 'required' },
      {
        summary: 'Manual adjustment of a receivable (credit or debit in cents) with a reason',
        body: manualAdjustSchema,
        response: { 200: receivableSchema },
      },
    ),
    async (request) => adjustReceivable(db, request, request.body),
  );

  app.get(
    '/api/v1/financial/adjust/:financial_id',
    route(READ, {
      summary: "A receivable's adjustments; paid=true: the automatic ones applied at payment",
      params: financialIdParams,
      querystring: adjustDetailsQuerySchema,
      response: { 200: adjustDetailsSchema },
    }),
    async (request) => readAdjustDetails(db, request, request.params.financial_id, request.query.paid),
  );

  app.get(
    '/api/v1/financial/receivable/export/:format',
    route('export_receivables', {
      summary: 'Receivables as CSV or XLSX, streamed; large results become a background export job',
      params: z.object({ format: exportFormatSchema }),
      querystring: z.intersection(receivableFiltersSchema, exportQuerySchema),
      response: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
    }),
    async (request, reply) => {
      const { mode, lang, ...filters } = request.query;
      const scoped = scopeReceivableFilters(request, filters);
      return exports.respond(request, reply, definition, {
        format: request.params.format,
        mode,
        locale: lang,
        params: { filters, projectId: scoped.projectId ?? null },
      });
    },
  );
}
