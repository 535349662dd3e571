import { exportQuerySchema } from '@mentor/contract/downloads';
import {
  exportFormatSchema,
  exportQueuedSchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionSchema,
} from '@mentor/contract/transactions';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { errorResponses, idParamSchema } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { transactionsExport } from './transactions-export.ts';
import { listTransactions, readTransaction, scopeFilters } from './transactions-service.ts';

/** The e-commerce customer's CPF/CNPJ is masked for staff without reveal_personal_data. */
const personalData = { fields: { ecommerce_customer_document: 'document' } } as const;
const readTransactions = { policy: { permission: 'read_transactions', personalData } } as const;

/** Card transactions (spec core §3.1, §7.3): list, detail and export. */
export async function transactionsRoutes(app: App, { db, exports }: AppDeps): Promise<void> {
  const definition = exports.registry.register(transactionsExport);

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
        summary: 'One card transaction',
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
        querystring: z.intersection(transactionListQuerySchema, exportQuerySchema),
        response: {
          200: z.unknown().describe('CSV or XLSX file'),
          202: exportQueuedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const {
        mode,
        lang,
        page: _page,
        perPage: _perPage,
        cursor: _cursor,
        sortBy,
        sortDesc,
        ...filters
      } = request.query;
      const scoped = scopeFilters(request, filters);
      return exports.respond(request, reply, definition, {
        format: request.params.file_format,
        mode,
        locale: lang,
        params: { filters, projectId: scoped.projectId ?? null, sortBy, sortDesc },
      });
    },
  );
}
