import type { Database } from '../../db/database.ts';

/** White labels of one project, or of all, by name. */
export async function listWhiteLabelRows(db: Database, projectId: number | null) {
  let query = db.selectFrom('white_label').select(['uuid', 'fantasy_name', 'ispb']);
  if (projectId !== null) query = query.where('project_id', '=', projectId);
  return query.orderBy('fantasy_name').execute();
}

export async function findWhiteLabel(db: Database, uuid: string) {
  return db
    .selectFrom('white_label')
    .select(['uuid', 'project_id'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/** The blacklist block reasons a white label offers, by description. */
export async function listBlacklistBlockReasons(db: Database, whiteLabel: string) {
  return db
    .selectFrom('block_reason')
    .select(['id', 'type_block', 'description'])
    .where('uuid_white_label', '=', whiteLabel)
    .where('type_block', '=', 'BLACKLIST_BLOCK')
    .orderBy('description')
    .execute();
}
