import type { ProjectParameterBody, SettlementRestriction } from '@mentor/contract/projects';
import type { Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ProjectSettingTable } from '../../db/schema-projects.ts';

export type SettingsPatch = Omit<Updateable<ProjectSettingTable>, 'project_id' | 'updated_at'>;

export async function updateSettlementRestriction(
  db: Database,
  projectId: number,
  value: SettlementRestriction,
): Promise<void> {
  await db
    .updateTable('project')
    .set({ merchants_settlement_bank_account_restriction: value, updated_at: new Date() })
    .where('id', '=', projectId)
    .execute();
}

export async function updateSettings(db: Database, projectId: number, patch: SettingsPatch): Promise<void> {
  await db
    .updateTable('project_setting')
    .set({ ...patch, updated_at: new Date() })
    .where('project_id', '=', projectId)
    .execute();
}

/** Inserts the parameters; false when the project has them already. */
export async function insertParameters(
  db: Database,
  projectId: number,
  body: ProjectParameterBody,
): Promise<boolean> {
  const inserted = await db
    .insertInto('project_parameter')
    .values({ project_id: projectId, ...body })
    .onConflict((oc) => oc.column('project_id').doNothing())
    .returning('project_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateParameters(
  db: Database,
  projectId: number,
  body: ProjectParameterBody,
): Promise<void> {
  await db
    .updateTable('project_parameter')
    .set({ ...body, updated_at: new Date() })
    .where('project_id', '=', projectId)
    .execute();
}
