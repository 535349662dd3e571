import { notFound } from '../../http/errors.ts';
import type { RevealSource } from '../../platform/privacy/reveal-sources.ts';
import { MERCHANT_MESSAGES, readMerchant } from './merchants-service.ts';

/** The merchant's CPF/CNPJ and its settlement bank account, revealable one value at a time. */
export const merchantRevealSource: RevealSource = {
  tableContext: 'merchant',
  fields: {
    cpf_cnpj: 'document',
    'settlement_destination.account_number': 'bank_account',
    'settlement_destination.holder_document': 'document',
  },
  async load({ db }, actor, recordId) {
    const id = Number(recordId);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(MERCHANT_MESSAGES.notFound);
    const record = await readMerchant(db, actor, id);
    return { record, projectId: record.project_id };
  },
};
