import type { PortfolioMoveResult } from '@mentor/contract/merchants';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { requireProject } from './projects-service.ts';
import * as repo from './sales-representatives-repository.ts';
import { SALES_REP_MESSAGES } from './sales-representatives-service.ts';

export const PORTFOLIO_MESSAGES = {
  notInPortfolio: 'Lojista não pertence à carteira do representante de origem.',
} as const;

/**
 * Moves merchants between two representatives of the project (all of the origin's merchants,
 * or the listed ones), in one transaction with both representatives locked, audited on both.
 */
export async function moveMerchants(
  db: Database,
  actor: Actor,
  projectId: number,
  fromId: number,
  toId: number,
  merchantIds: readonly number[] | undefined,
): Promise<PortfolioMoveResult> {
  await requireProject(db, actor, projectId);
  return db.transaction().execute(async (trx) => {
    for (const id of [fromId, toId].sort((a, b) => a - b)) {
      if (!(await repo.findSalesRepresentative(trx, projectId, id, true)))
        throw notFound(SALES_REP_MESSAGES.notFound);
    }
    const portfolio = (await repo.listMerchantsOf(trx, fromId)).map((m) => m.merchant_id);
    const wanted = merchantIds ? [...new Set(merchantIds)] : portfolio;
    const outside = wanted.filter((m) => !portfolio.includes(m));
    if (outside.length > 0) {
      throw unprocessable(PORTFOLIO_MESSAGES.notInPortfolio, {
        merchant_ids: outside.map((m) => `${PORTFOLIO_MESSAGES.notInPortfolio} (${m})`),
      });
    }
    if (wanted.length > 0) {
      await repo.moveMerchantsTo(trx, toId, wanted);
    }
    for (const [id, change] of [
      [fromId, { removed_merchant_ids: wanted, to_sales_representative_id: toId }],
      [toId, { added_merchant_ids: wanted, from_sales_representative_id: fromId }],
    ] as const) {
      await audit(trx, actor, {
        tableContext: 'sales_representative_merchant',
        recordId: id,
        action: 'UPDATE',
        after: change,
        projectId,
      });
    }
    return {
      from_sales_representative_id: fromId,
      to_sales_representative_id: toId,
      moved_merchant_ids: wanted,
    };
  });
}
