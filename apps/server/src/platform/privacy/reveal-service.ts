import type { PersonalDataKind, RevealBody, RevealResponse } from '@mentor/contract/privacy';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { reveals } from '../../http/metrics.ts';
import type { AppDeps } from '../app-deps.ts';
import { detailForUser } from '../approvals/approvals-service.ts';
import { audit, countRecentActions } from '../audit/audit-service.ts';
import { historyEntryOf } from '../history/history-service.ts';
import { type PersonalFields, personalKindAt } from './personal-data.ts';
import type { RevealSource } from './reveal-sources.ts';

/** The areas' reveal sources by table context (each area declares its own, app.ts lists them). */
export type RevealSources = ReadonlyMap<string, RevealSource>;

/** Where a reveal finds its value: the areas' sources, and the fields the routes declare personal. */
export interface RevealContext {
  sources: RevealSources;
  /** Personal fields by name, across every route (a history value is personal by its field's name). */
  personalFields: PersonalFields;
}

export const revealSources = (sources: readonly RevealSource[]): RevealSources =>
  new Map(sources.map((s) => [s.tableContext, s]));

/** Reveals one staff member may make within the window (records and history values alike). */
export const REVEAL_LIMIT = { count: 30, minutes: 10 } as const;

export const REVEAL_MESSAGES = {
  limited: `Limite de ${REVEAL_LIMIT.count} dados pessoais revelados em ${REVEAL_LIMIT.minutes} minutos atingido. Tente de novo em alguns minutos.`,
  limitedEn: `You revealed ${REVEAL_LIMIT.count} personal values in ${REVEAL_LIMIT.minutes} minutes, the most allowed. Try again in a few minutes.`,
  invalid: 'Dados inválidos.',
  noContext: 'Contexto sem dados pessoais',
  noField: 'Campo sem dado pessoal',
  noSide: 'Informe before ou after',
} as const;

function valueAt(record: unknown, path: string): unknown {
  let current = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const invalid = (field: string, message: string) =>
  unprocessable(REVEAL_MESSAGES.invalid, { [field]: [message] });

/** The kind of a value of a history entry or a pending change: its field's, by name. */
function kindByName(context: RevealContext, field: string): PersonalDataKind {
  const kind = personalKindAt(context.personalFields, field);
  if (!kind) throw invalid('field', REVEAL_MESSAGES.noField);
  return kind;
}

/** The clear value, its kind, the project and what the audit row says of where it came from. */
async function clearValue(deps: AppDeps, context: RevealContext, actor: Actor, body: RevealBody) {
  if (body.approval_id !== undefined) {
    if (!body.side) throw invalid('side', REVEAL_MESSAGES.noSide);
    const kind = kindByName(context, body.field);
    // Whoever may see the change in the inbox (its requester, those who may decide it).
    const change = await detailForUser(deps.db, actor, body.approval_id);
    if (change.table_context !== body.table_context || change.record_id !== body.record_id) throw notFound();
    return {
      raw: valueAt(change[body.side], body.field),
      kind,
      projectId: change.project_id,
      origin: { approval_id: body.approval_id, side: body.side },
    };
  }
  if (body.history_id !== undefined) {
    if (!body.side) throw invalid('side', REVEAL_MESSAGES.noSide);
    // A history value is personal when its field is one the routes declare personal, by name.
    const kind = kindByName(context, body.field);
    const entry = await historyEntryOf(deps.db, actor, {
      id: body.history_id,
      tableContext: body.table_context,
      recordId: body.record_id,
    });
    return {
      raw: valueAt(entry[body.side], body.field),
      kind,
      projectId: entry.project_id,
      origin: { history_id: body.history_id, side: body.side },
    };
  }
  const source = context.sources.get(body.table_context);
  if (!source) throw invalid('table_context', REVEAL_MESSAGES.noContext);
  const kind = source.fields[body.field];
  if (!kind) throw invalid('field', REVEAL_MESSAGES.noField);
  const { record, projectId } = await source.load(deps, actor, body.record_id, body.project_id);
  return { raw: valueAt(record, body.field), kind, projectId, origin: {} };
}

/**
 * Refuses (429) a staff member who used up {@link REVEAL_LIMIT}: their REVEAL rows of the window
 * (values revealed, documents looked up), counted under a per-member lock in the transaction
 * that writes the next one, so concurrent calls cannot pass the limit.
 */
export async function assertRevealAllowance(trx: Database, username: string): Promise<void> {
  const used = await countRecentActions(trx, username, 'REVEAL', REVEAL_LIMIT.minutes);
  if (used >= REVEAL_LIMIT.count)
    throw new HttpError(429, REVEAL_MESSAGES.limited, { detail: REVEAL_MESSAGES.limitedEn });
}

/**
 * One personal value in clear, of a record or of one entry of its history, and an audit row
 * (action REVEAL: who, which field, when) in the record's history. The value itself is never
 * written to the audit trail. At most {@link REVEAL_LIMIT} per staff member, counted in the same
 * transaction that writes the row (429 above it).
 */
export async function reveal(
  deps: AppDeps,
  context: RevealContext,
  actor: Actor,
  body: RevealBody,
): Promise<RevealResponse> {
  const user = actor.user;
  const answer = await deps.db.transaction().execute(async (trx) => {
    await assertRevealAllowance(trx, user.username);
    // The record is read in this same transaction (handed down as the areas' database): a reveal
    // waiting for the lock above holds one connection, never a second one.
    const { raw, kind, projectId, origin } = await clearValue({ ...deps, db: trx }, context, actor, body);
    const value = raw === null || raw === undefined ? null : String(raw);
    await audit(trx, actor, {
      tableContext: body.table_context,
      recordId: body.record_id,
      action: 'REVEAL',
      after: { field: body.field, kind, ...origin },
      projectId,
    });
    return { table_context: body.table_context, record_id: body.record_id, field: body.field, value };
  });
  reveals.inc({ record: body.table_context });
  return answer;
}
