import { RISK_MESSAGES } from '@mentor/contract/risk';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { assertProjectAccess, projectScope } from '../../http/project-scope.ts';
import { findAccount, findWhiteLabel } from './account-repository.ts';

/** The project a single-project caller is confined to (through the white labels), or null. */
export const whiteLabelScope = (request: FastifyRequest): number | null => projectScope(request);

/** A white label the caller may see, or 404. */
export async function requireWhiteLabel(db: Database, request: FastifyRequest, uuid: string) {
  const row = await findWhiteLabel(db, uuid);
  if (!row) throw notFound(RISK_MESSAGES.whiteLabelNotFound);
  assertProjectAccess(request, row.project_id);
  return row;
}

/** An account of the given white label that the caller may see, or 404. */
export async function requireAccount(
  db: Database,
  request: FastifyRequest,
  whiteLabel: string,
  uuid: string,
) {
  await requireWhiteLabel(db, request, whiteLabel);
  const row = await findAccount(db, uuid);
  if (!row || row.uuid_white_label !== whiteLabel) throw notFound(RISK_MESSAGES.accountNotFound);
  return row;
}
