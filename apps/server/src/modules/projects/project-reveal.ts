import { notFound } from '../../http/errors.ts';
import type { RevealSource } from '../../platform/privacy/reveal-sources.ts';
import { projectDetail, requireProject } from './projects-service.ts';

/** The project's CNPJ and its centraliser account, revealable one value at a time. */
export const projectRevealSource: RevealSource = {
  tableContext: 'project',
  fields: {
    document: 'document',
    'settings.centralizer_account.holder_document': 'document',
    'settings.centralizer_account.account_number': 'bank_account',
  },
  async load({ db }, actor, recordId) {
    const id = Number(recordId);
    if (!Number.isInteger(id) || id <= 0) throw notFound('Projeto não encontrado.');
    const project = await requireProject(db, actor, id);
    return { record: await projectDetail(db, project), projectId: id };
  },
};
