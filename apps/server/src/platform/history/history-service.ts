import { changedPaths } from '@mentor/contract/common/field-changes';
import type { Database } from '../../db/database.ts';
import { type Actor, actorScope } from '../../http/actor.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { lastPage } from '../../http/schemas.ts';
import { maskPersonalFields, type PersonalFields } from '../privacy/personal-data.ts';
import { HISTORY_CONTEXTS } from './history-contexts.ts';
import { findHistoryEntry, type HistoryFilter, listHistory } from './history-repository.ts';

export interface HistoryQuery {
  page: number;
  perPage: number;
  sortDesc?: boolean | undefined;
  record_id?: string | undefined;
  action?: 'CREATE' | 'UPDATE' | 'DELETE' | 'REVEAL' | undefined;
  actor?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

/** Whether the caller may read the history of a context (403 otherwise), and on what terms. */
function historyAccess(actor: Actor, tableContext: string) {
  const user = actor.user;
  const rule = HISTORY_CONTEXTS[tableContext];
  const bypass =
    hasPermissions(user, ['bypass_permission']) && user.permissions.includes('bypass_permission');
  if (!rule && !bypass) throw forbidden('Você não tem permissão para ver este histórico.');
  if (rule?.permission && !hasPermissions(user, [rule.permission])) {
    throw forbidden(
      'Você não tem permissão para ver este histórico.',
      `Permissão necessária: ${rule.permission}`,
    );
  }
  return { rule, bypass };
}

/**
 * One history entry of a record, in clear, for a caller who may read that history (its
 * context's permission, their project, their own changes where the context says so); 404 when
 * the entry is not of that record or out of the caller's reach.
 */
export async function historyEntryOf(
  db: Database,
  actor: Actor,
  target: { id: number; tableContext: string; recordId: string },
) {
  const user = actor.user;
  const { rule, bypass } = historyAccess(actor, target.tableContext);
  const row = await findHistoryEntry(db, target.id);
  const scope = actorScope(actor);
  if (
    !row ||
    row.table_context !== target.tableContext ||
    row.record_id !== target.recordId ||
    (scope !== null && row.project_id !== scope) ||
    (rule?.own && !bypass && row.actor !== user.username)
  )
    throw notFound('Registro do histórico não encontrado.');
  return row;
}

/**
 * The change history of a table context, for a caller allowed to read its records: the
 * context's permission, their project only when single-project, their own changes only
 * where the context says so. `personalFields` are the fields masked in before and after.
 */
export async function readHistory(
  db: Database,
  actor: Actor,
  tableContext: string,
  q: HistoryQuery,
  personalFields: PersonalFields,
) {
  const user = actor.user;
  const { rule, bypass } = historyAccess(actor, tableContext);
  const filter: HistoryFilter = {
    tableContext,
    projectId: actorScope(actor),
    recordId: q.record_id,
    action: q.action,
    actor: rule?.own && !bypass ? user.username : q.actor,
    start: q.start,
    end: q.end,
  };
  if (rule?.own && !bypass && q.actor && q.actor !== user.username) {
    return { data: [], total: 0, lastPage: 1 };
  }
  const { rows, total } = await listHistory(db, filter, {
    page: q.page,
    perPage: q.perPage,
    oldestFirst: q.sortDesc === false,
  });
  // Before and after hold the record's own fields: masked as the record is, for everyone.
  // Seeing one in clear is the logged reveal (POST /api/v1/reveal with history_id).
  const mask = personalFields;
  const shown = (value: unknown) =>
    value === null || value === undefined ? null : maskPersonalFields(value, mask);
  return {
    data: rows.map((r) => ({
      id: r.id,
      occurred_at: r.occurred_at.toISOString(),
      actor: r.actor,
      actor_name: r.actor_name,
      table_context: r.table_context,
      record_id: r.record_id,
      action: r.action,
      before: shown(r.before),
      after: shown(r.after),
      changed_fields: changedPaths(r.before, r.after),
      request_id: r.request_id,
      reason_code: r.reason_code,
      reason_comment: r.reason_comment,
      approved_by: r.approved_by,
      approved_by_name: r.approved_by_name,
    })),
    total,
    lastPage: lastPage(total, q.perPage),
  };
}
