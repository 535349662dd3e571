import type { RevealBody, RevealResponse } from '@mentor/contract/privacy';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/app-types.ts';
import { unprocessable } from '../../http/errors.ts';
import { audit } from '../audit/audit-service.ts';
import { merchantRevealSource } from '../merchants/merchant-reveal.ts';
import { preAccountRevealSource } from '../onboarding/pre-account-reveal.ts';
import { projectUserRevealSource } from '../project-users/project-user-reveal.ts';
import { projectRevealSource } from '../projects/project-reveal.ts';
import { transactionRevealSource } from '../transactions/transaction-reveal.ts';
import type { RevealSource } from './reveal-sources.ts';

const SOURCES: ReadonlyMap<string, RevealSource> = new Map(
  [
    projectRevealSource,
    projectUserRevealSource,
    transactionRevealSource,
    merchantRevealSource,
    preAccountRevealSource,
  ].map((s) => [s.tableContext, s]),
);

function valueAt(record: unknown, path: string): unknown {
  let current = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * One personal value in clear, and an audit row (action REVEAL: who, which field, when) in the
 * record's history. The value itself is never written to the audit trail.
 */
export async function reveal(
  deps: AppDeps,
  request: FastifyRequest,
  body: RevealBody,
): Promise<RevealResponse> {
  const source = SOURCES.get(body.table_context);
  if (!source) throw unprocessable('Dados inválidos.', { table_context: ['Contexto sem dados pessoais'] });
  const kind = source.fields[body.field];
  if (!kind) throw unprocessable('Dados inválidos.', { field: ['Campo sem dado pessoal'] });
  const { record, projectId } = await source.load(deps, request, body.record_id, body.project_id);
  const raw = valueAt(record, body.field);
  const value = raw === null || raw === undefined ? null : String(raw);
  await deps.db.transaction().execute(async (trx) => {
    await audit(trx, request, {
      tableContext: body.table_context,
      recordId: body.record_id,
      action: 'REVEAL',
      after: { field: body.field, kind },
      projectId,
    });
  });
  return { table_context: body.table_context, record_id: body.record_id, field: body.field, value };
}
