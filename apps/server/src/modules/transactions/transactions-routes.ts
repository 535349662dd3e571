import { transactions } from '@mentor/contract/transactions-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { transactionsExport } from './transactions-export.ts';
import { listTransactions, readTransaction } from './transactions-service.ts';

/** Card transactions (spec core §3.1, §7.3): list, detail and export. */
export async function transactionsRoutes(app: App, { db, exports }: AppDeps): Promise<void> {
  const definition = exports.registry.register(transactionsExport);

  serve(app, transactions.listTransactions, ({ query, project }) =>
    listTransactions(db, { ...query, projectId: project ?? undefined }, query),
  );

  serve(app, transactions.readTransaction, ({ params }, request) =>
    readTransaction(db, actorOf(request), params.id),
  );

  serve(app, transactions.exportTransactions, ({ params, query, project }, request, reply) => {
    const {
      mode,
      lang,
      page: _page,
      perPage: _perPage,
      cursor: _cursor,
      sortBy,
      sortDesc,
      ...filters
    } = query;
    return exports.respond(request, reply, definition, {
      format: params.file_format,
      mode,
      locale: lang,
      params: { filters, projectId: project, sortBy, sortDesc },
    });
  });
}
