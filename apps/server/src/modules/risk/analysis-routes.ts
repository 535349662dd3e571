import {
  analysisDecisionSchema,
  analysisQuerySchema,
  riskPagedSchema,
  transactionAnalysisSchema,
} from '@mentor/contract/risk';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { requireUser } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listAnalyses } from './analysis-repository.ts';
import { sendAnalysis, takeNext } from './analysis-service.ts';
import { whiteLabelScope } from './risk-scope.ts';

const route = routesOf('risk');
const POLICY = 'access_transaction_management';
const uuidParams = z.object({ uuid: z.string().uuid() });

/** The transaction analysis queue (2nd doc §7): list, next unassigned, assignment and decision. */
export async function analysisRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-view-n-backoffice/v1/transaction-analysis',
    route(POLICY, {
      summary:
        'Transactions held for analysis, oldest first (array filters repeated; assignedTo me, none or a username)',
      querystring: analysisQuerySchema,
      response: { 200: riskPagedSchema(transactionAnalysisSchema) },
    }),
    async (request) => {
      const q = request.query;
      const { rows, total } = await listAnalyses(
        db,
        q,
        whiteLabelScope(request),
        requireUser(request).username,
      );
      return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
    },
  );

  app.post(
    '/gateway/spe-n-backoffice/v1/transaction-analysis/next',
    route(POLICY, {
      summary: 'Take the oldest pending, unassigned transaction',
      response: { 200: transactionAnalysisSchema },
    }),
    async (request) => takeNext(db, request),
  );

  app.post(
    '/gateway/spe-n-backoffice/v1/transaction-analysis/:uuid',
    route(POLICY, {
      summary: 'Send the analysis: approve or decline with a reason, or take or release the transaction',
      params: uuidParams,
      body: analysisDecisionSchema,
      response: { 200: transactionAnalysisSchema, 409: errorBodySchema },
    }),
    async (request) => sendAnalysis(db, request, request.params.uuid, request.body),
  );
}
