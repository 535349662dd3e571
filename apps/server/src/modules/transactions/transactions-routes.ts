import { Readable } from 'node:stream';
import {
  exportFormatSchema,
  exportQueuedSchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionSchema,
} from '@mentor/contract/transactions';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { projectScope, requireUser } from '../../http/project-scope.ts';
import { errorResponses, idParamSchema } from '../../http/schemas.ts';
import { createJob, toExportJob } from '../exports/export-jobs-repository.ts';
import {
  EXPORT_CONTENT_TYPES,
  transactionCsv,
  transactionXlsxStream,
} from '../exports/transaction-export-format.ts';
import { countTransactions, streamTransactions } from './transactions-repository.ts';
import { listTransactions, readTransaction, scopeFilters } from './transactions-service.ts';

const readTransactions = { policy: { permission: 'read_transactions' } } as const;

/** Up to this many rows an export is streamed in the response; above it a background job makes the file. */
export const EXPORT_STREAM_LIMIT = { csv: 1_000_000, xlsx: 100_000 } as const;

/** Card transactions (spec core §3.1, §7.3): list, detail and export. */
export async function transactionsRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/transaction',
    {
      config: readTransactions,
      schema: {
        tags: ['transactions'],
        summary: 'Card transactions: 18 filters, paging (page or keyset cursor), total exact up to 10 000',
        querystring: transactionListQuerySchema,
        response: { 200: transactionListResponseSchema, 400: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => {
      const filters = scopeFilters(request, request.query);
      return listTransactions(db, filters, request.query);
    },
  );

  app.get(
    '/api/v1/transaction/:id',
    {
      config: readTransactions,
      schema: {
        tags: ['transactions'],
        params: idParamSchema,
        response: { 200: transactionSchema, ...errorResponses },
      },
    },
    async (request) => readTransaction(db, request, request.params.id),
  );

  app.get(
    '/api/v1/transaction/export/:file_format',
    {
      config: readTransactions,
      schema: {
        tags: ['transactions'],
        summary: 'Transactions as CSV or XLSX, streamed; large results become a background export job',
        params: z.object({ file_format: exportFormatSchema }),
        querystring: z.intersection(
          transactionListQuerySchema,
          z.object({ mode: z.enum(['auto', 'background']).default('auto') }),
        ),
        response: {
          200: z.unknown().describe('CSV or XLSX file'),
          202: exportQueuedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file_format: format } = request.params;
      const { mode, page: _page, perPage: _perPage, cursor: _cursor, ...query } = request.query;
      const filters = scopeFilters(request, query);
      const sortBy = query.sortBy === 'amount' ? 'payment_date' : query.sortBy;
      const count = await countTransactions(db, filters, EXPORT_STREAM_LIMIT[format]);
      if (mode === 'background' || count.total > EXPORT_STREAM_LIMIT[format]) {
        const { start, end, ...rest } = query;
        const job = await createJob(db, {
          owner: user.username,
          kind: 'transactions',
          fileFormat: format,
          filters: { ...rest, start, end, project: filters.projectId },
          scopeProjectId: projectScope(request),
          totalRows: count.total,
        });
        return reply.status(202).send({ job: toExportJob(job) });
      }
      const batches = streamTransactions(db, filters, { sortBy, sortDesc: query.sortDesc });
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="transacoes-${stamp}.${format}"`)
        .header('x-total-rows', String(count.total));
      if (format === 'csv') return reply.send(Readable.from(transactionCsv(batches)));
      return reply.send(
        transactionXlsxStream(batches, (error) => request.log.error({ err: error }, 'xlsx export failed')),
      );
    },
  );
}
