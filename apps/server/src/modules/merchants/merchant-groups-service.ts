import {
  MERCHANT_MESSAGES,
  type MerchantGroupDetail,
  type MerchantGroupInput,
} from '@mentor/contract/merchants';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { type Actor, actorProjectFilter, assertActorProject } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { resolveSort } from '../../http/sorting.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import * as repo from './merchant-groups-repository.ts';

const SORT = {
  id: 'g.id',
  merchant_group_name: 'g.merchant_group_name',
  created_at: 'g.created_at',
  project_name: 'p.trade',
} as const;

export async function listGroups(
  db: Database,
  actor: Actor,
  query: {
    page: number;
    perPage: number;
    sortBy?: string | undefined;
    sortDesc?: boolean | undefined;
    search?: string | undefined;
    project_id?: number | undefined;
  },
) {
  const projectId = actorProjectFilter(actor, query.project_id);
  const sort = resolveSort(query, SORT, 'g.merchant_group_name');
  return pageOf(
    repo.groupQuery(db, { search: query.search, projectId }),
    query,
    (q) => repo.selectGroup(q).orderBy(sort.column, sort.direction).orderBy('g.id'),
    repo.toGroup,
  );
}

async function requireGroup(db: Database, actor: Actor, id: number, lock = false) {
  const row = await repo.findGroupRow(db, id, lock);
  if (!row) throw notFound(MERCHANT_MESSAGES.groupNotFound);
  try {
    assertActorProject(actor, row.project_id);
  } catch {
    throw notFound(MERCHANT_MESSAGES.groupNotFound);
  }
  return row;
}

export async function readGroup(db: Database, actor: Actor, id: number): Promise<MerchantGroupDetail> {
  await requireGroup(db, actor, id);
  const group = await repo.loadGroup(db, id);
  if (!group) throw notFound(MERCHANT_MESSAGES.groupNotFound);
  return group;
}

const nameTaken = () =>
  conflict(MERCHANT_MESSAGES.groupNameTaken, { merchant_group_name: [MERCHANT_MESSAGES.groupNameTaken] });

async function assertMembers(db: Database, projectId: number, ids: readonly number[], field: string) {
  if ((await repo.countProjectMerchants(db, projectId, ids)) !== new Set(ids).size) {
    throw unprocessable(MERCHANT_MESSAGES.merchantsNotInProject, {
      [field]: [MERCHANT_MESSAGES.merchantsNotInProject],
    });
  }
}

/** Creates or updates a group; the admin merchant joins the group; one default group per project. */
export async function saveGroup(
  db: Database,
  actor: Actor,
  input: MerchantGroupInput,
  id?: number,
): Promise<MerchantGroupDetail> {
  assertActorProject(actor, input.project_id);
  if (input.merchant_admin_id !== null) {
    await assertMembers(db, input.project_id, [input.merchant_admin_id], 'merchant_admin_id');
  }
  try {
    const savedId = await db.transaction().execute(async (trx) => {
      const before =
        id === undefined ? null : await repo.loadGroup(trx, (await requireGroup(trx, actor, id, true)).id);
      if (before && before.project_id !== input.project_id && before.merchant_count > 0) {
        throw unprocessable(MERCHANT_MESSAGES.merchantsNotInProject, {
          project_id: [MERCHANT_MESSAGES.merchantsNotInProject],
        });
      }
      if (input.default_merchant_group) await repo.clearDefaultGroup(trx, input.project_id, id ?? null);
      let groupId = id;
      if (groupId === undefined) groupId = await repo.insertGroup(trx, input);
      else await repo.updateGroup(trx, groupId, input);
      if (input.merchant_admin_id !== null) await repo.addMembers(trx, groupId, [input.merchant_admin_id]);
      const after = await repo.loadGroup(trx, groupId);
      await audit(trx, actor, {
        tableContext: 'merchant_group',
        recordId: groupId,
        action: id === undefined ? 'CREATE' : 'UPDATE',
        before,
        after,
        projectId: input.project_id,
      });
      return groupId;
    });
    return readGroup(db, actor, savedId);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteGroup(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await requireGroup(trx, actor, id, true);
    const before = await repo.loadGroup(trx, id);
    await repo.deleteGroupRow(trx, id);
    await audit(trx, actor, {
      tableContext: 'merchant_group',
      recordId: id,
      action: 'DELETE',
      before,
      projectId: row.project_id,
    });
  });
}

/** Adds or removes merchants; the admin merchant cannot leave its group. */
export async function changeMembers(
  db: Database,
  actor: Actor,
  id: number,
  merchantIds: readonly number[],
  mode: 'associate' | 'disassociate',
): Promise<MerchantGroupDetail> {
  await db.transaction().execute(async (trx) => {
    const row = await requireGroup(trx, actor, id, true);
    const before = await repo.loadGroup(trx, id);
    if (mode === 'associate') {
      await assertMembers(trx, row.project_id, merchantIds, 'merchant_ids');
      await repo.addMembers(trx, id, merchantIds);
    } else {
      if (row.merchant_admin_id !== null && merchantIds.includes(row.merchant_admin_id)) {
        throw unprocessable(MERCHANT_MESSAGES.adminNotMember, {
          merchant_ids: [MERCHANT_MESSAGES.adminNotMember],
        });
      }
      await repo.removeMembers(trx, id, merchantIds);
    }
    await repo.touchGroup(trx, id);
    const after = await repo.loadGroup(trx, id);
    await audit(trx, actor, {
      tableContext: 'merchant_group',
      recordId: id,
      action: 'UPDATE',
      before: { merchants: before?.merchants.map((m) => m.merchant_id) },
      after: { merchants: after?.merchants.map((m) => m.merchant_id) },
      projectId: row.project_id,
    });
  });
  return readGroup(db, actor, id);
}
