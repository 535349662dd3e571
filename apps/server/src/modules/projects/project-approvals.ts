import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { actorOf } from '../../http/actor.ts';
import type { ServerPolicy } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/errors.ts';
import { loadParameters, loadSettings } from './projects-repository.ts';
import { requireProject } from './projects-service.ts';

const projectIdOf = (request: FastifyRequest) => Number((request.params as { id: number }).id);

/**
 * The record as it is now of each project change that may need a second person (four eyes);
 * the actions and their rules are declared with the operations (docs/adr/0060).
 */
export const PROJECT_APPROVALS = {
  /** Raising the daily limit to the rule's amount or more. */
  parameters: {
    approval: {
      before: async (db: Database, request: FastifyRequest) => {
        const projectId = projectIdOf(request);
        await requireProject(db, actorOf(request), projectId);
        const current = await loadParameters(db, projectId);
        if (!current) throw notFound('Parâmetros do projeto não cadastrados.');
        return current;
      },
    },
  },
  /**
   * The same change when the project has no parameters yet: its first daily limit is governed
   * like any raise (four eyes attach to the setting, whichever method writes it).
   */
  parametersCreate: {
    approval: {
      before: async (db: Database, request: FastifyRequest) => {
        const projectId = projectIdOf(request);
        await requireProject(db, actorOf(request), projectId);
        return (await loadParameters(db, projectId)) ?? null;
      },
    },
  },
  /** Where the project's money is settled. */
  centralizerAccount: {
    approval: {
      before: async (db: Database, request: FastifyRequest) => {
        const projectId = projectIdOf(request);
        await requireProject(db, actorOf(request), projectId);
        return { centralizer_account: (await loadSettings(db, projectId)).centralizer_account };
      },
    },
  },
} as const satisfies Record<string, ServerPolicy>;
