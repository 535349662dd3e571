import type { SpreadMdr, spreadMdrBodySchema } from '@mentor/contract/projects';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { lockProject } from './projects-repository.ts';
import { requireProject } from './projects-service.ts';
import * as repo from './spread-mdr-repository.ts';

type SpreadBody = z.output<typeof spreadMdrBodySchema>;

export const SPREAD_MESSAGES = {
  invalid: 'Os dados enviados são inválidos.',
  brand: 'O campo Bandeira não é válido',
  operation: 'O campo Operação não é válido',
  repeated: 'Operação repetida',
  exists: 'Já existe spread cadastrado para esta bandeira.',
  existsField: 'Já existe spread cadastrado para esta bandeira',
  notFound: 'Spread não cadastrado para esta bandeira.',
} as const;

/** Checks the card brand and operations exist and no operation repeats; field errors otherwise. */
async function checkReferences(db: Database, body: SpreadBody): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (!(await repo.cardBrandExists(db, body.card_brand_id))) errors.card_brand_id = [SPREAD_MESSAGES.brand];
  const known = await repo.knownOperationIds(
    db,
    body.rates.map((r) => r.operation_id),
  );
  const seen = new Set<number>();
  body.rates.forEach((rate, index) => {
    if (!known.has(rate.operation_id)) errors[`rates.${index}.operation_id`] = [SPREAD_MESSAGES.operation];
    else if (seen.has(rate.operation_id)) errors[`rates.${index}.operation_id`] = [SPREAD_MESSAGES.repeated];
    seen.add(rate.operation_id);
  });
  if (Object.keys(errors).length > 0) throw unprocessable(SPREAD_MESSAGES.invalid, errors);
}

/** MDR spread of a project per card brand (spec core §7.8). History context `spread_mdr`. */
export async function listSpreads(db: Database, actor: Actor, projectId: number): Promise<SpreadMdr[]> {
  await requireProject(db, actor, projectId);
  return repo.loadSpreads(db, projectId);
}

/** Creates (409 when the brand has one) or replaces (404 when it has none) a brand's spread. */
export async function writeSpread(
  db: Database,
  actor: Actor,
  projectId: number,
  body: SpreadBody,
  mode: 'create' | 'update',
): Promise<SpreadMdr[]> {
  await requireProject(db, actor, projectId);
  await checkReferences(db, body);
  await db.transaction().execute(async (trx) => {
    await lockProject(trx, projectId);
    const before = await repo.loadSpreads(trx, projectId, body.card_brand_id);
    const exists = before.length > 0;
    if (mode === 'create' && exists) {
      throw conflict(SPREAD_MESSAGES.exists, { card_brand_id: [SPREAD_MESSAGES.existsField] });
    }
    if (mode === 'update' && !exists) throw notFound(SPREAD_MESSAGES.notFound);
    await repo.deleteSpreads(trx, projectId, body.card_brand_id);
    await repo.insertSpreads(trx, projectId, body.card_brand_id, body.rates);
    const after = await repo.loadSpreads(trx, projectId, body.card_brand_id);
    await audit(trx, actor, {
      tableContext: 'spread_mdr',
      recordId: projectId,
      action: mode === 'create' ? 'CREATE' : 'UPDATE',
      before: before[0] ?? null,
      after: after[0] ?? null,
      projectId,
    });
  });
  return repo.loadSpreads(db, projectId);
}

export async function deleteSpread(
  db: Database,
  actor: Actor,
  projectId: number,
  cardBrandId: number,
): Promise<SpreadMdr[]> {
  await requireProject(db, actor, projectId);
  await db.transaction().execute(async (trx) => {
    await lockProject(trx, projectId);
    const before = await repo.loadSpreads(trx, projectId, cardBrandId);
    if (before.length === 0) throw notFound(SPREAD_MESSAGES.notFound);
    await repo.deleteSpreads(trx, projectId, cardBrandId);
    await audit(trx, actor, {
      tableContext: 'spread_mdr',
      recordId: projectId,
      action: 'DELETE',
      before: before[0],
      projectId,
    });
  });
  return repo.loadSpreads(db, projectId);
}
