import { assertActorProject } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { RevealSource } from '../../platform/privacy/reveal-sources.ts';
import { selectUserDirectory } from './project-users-service.ts';

/** A project user's e-mail, phone and document (the reveal names the project). */
export const projectUserRevealSource: RevealSource = {
  tableContext: 'project_user',
  fields: { email: 'email', phone: 'phone', document: 'document' },
  async load({ db, env }, actor, recordId, projectId) {
    if (projectId === undefined) throw notFound('Informe o projeto do usuário.');
    assertActorProject(actor, projectId);
    const user = await selectUserDirectory(db, env).get(projectId, recordId);
    return { record: user, projectId };
  },
};
