import { notFound } from '../../http/errors.ts';
import type { RevealSource } from '../../platform/privacy/reveal-sources.ts';
import { scopedPreAccount } from './pre-account-service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The applicant's CPF/CNPJ, e-mail and phone, within the queues the caller may see. */
export const preAccountRevealSource: RevealSource = {
  tableContext: 'pre_account',
  fields: { cpf: 'document', email: 'email', phone: 'phone' },
  async load({ db }, actor, recordId) {
    if (!UUID.test(recordId)) throw notFound('Conta não encontrada.');
    const row = await scopedPreAccount(db, actor, recordId);
    return { record: row, projectId: row.project_id };
  },
};
