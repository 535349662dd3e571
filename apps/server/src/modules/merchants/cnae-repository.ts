import { onlyDigits } from '@mentor/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern, prefixPattern } from '../../http/like.ts';
import { type PageRequest, pageOf } from '../../http/paging.ts';

/** CNAE subclasses by code (digits of the 0000-0/00 mask, as a prefix) or description. */
export function listCnaes(db: Database, search: string | undefined, page: PageRequest) {
  let q = db.selectFrom('cnae');
  const text = search?.trim();
  if (text) {
    const digits = onlyDigits(text);
    q =
      /^[\d\s./-]+$/.test(text) && digits
        ? q.where('activity_branch', 'like', prefixPattern(digits))
        : q.where(
            sql<boolean>`merchant_fold_text(description) LIKE merchant_fold_text(${containsPattern(text)})`,
          );
  }
  return pageOf(q, page, (query) =>
    query.select(['activity_branch', 'description']).orderBy('activity_branch'),
  );
}

/** MCCs by code prefix or name. */
export function listMccs(db: Database, search: string | undefined, page: PageRequest) {
  let q = db.selectFrom('mcc');
  const text = search?.trim();
  if (text) {
    q = /^\d+$/.test(text)
      ? q.where('mcc', 'like', prefixPattern(text))
      : q.where(sql<boolean>`lower(mcc_name) LIKE ${containsPattern(text.toLowerCase())}`);
  }
  return pageOf(q, page, (query) => query.select(['mcc', 'mcc_name']).orderBy('mcc'));
}

/** The usual MCCs of a CNAE subclass for an entity type. */
export function mccsOfCnae(db: Database, cnae: string, entityType: 'PF' | 'PJ') {
  return db
    .selectFrom('cnae_mcc as cm')
    .innerJoin('mcc as m', 'm.mcc', 'cm.mcc')
    .select(['m.mcc', 'm.mcc_name'])
    .where('cm.activity_branch', '=', cnae)
    .where('cm.entity_type', '=', entityType)
    .orderBy('m.mcc')
    .execute();
}
