import type { Database } from '../../db/database.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { analysesOf, type PreAccountRow, toPreAccount } from './pre-account-repository.ts';

/** A page of rows in the gateway's `{ data, meta }` shape, with each row's analyses. */
export async function pageOfPreAccounts(
  db: Database,
  page: { rows: PreAccountRow[]; total: number },
  pageNumber: number,
  limit: number,
) {
  const analyses = await analysesOf(
    db,
    page.rows.map((r) => r.uuid),
  );
  return {
    data: page.rows.map((r) => toPreAccount(r, analyses.get(r.uuid) ?? [])),
    meta: gatewayMeta(page.total, pageNumber, limit),
  };
}
