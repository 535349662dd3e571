import { assertActorProject } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { RevealSource } from '../../platform/privacy/reveal-sources.ts';
import { findTransaction } from './transactions-repository.ts';

/** The e-commerce customer's document of a card transaction. */
export const transactionRevealSource: RevealSource = {
  tableContext: 'transaction',
  fields: { ecommerce_customer_document: 'document' },
  async load({ db }, actor, recordId) {
    const id = Number(recordId);
    const row = Number.isInteger(id) && id > 0 ? await findTransaction(db, id) : undefined;
    if (!row) throw notFound('Transação não encontrada.');
    assertActorProject(actor, row.project_id);
    return { record: row, projectId: row.project_id };
  },
};
