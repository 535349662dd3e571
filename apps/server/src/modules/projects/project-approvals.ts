import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { ApprovalHookInput, ApprovalHooks } from '../../http/route-policy.ts';
import { loadParameters, loadSettings } from './projects-repository.ts';
import { requireProject } from './projects-service.ts';

type ProjectCall = Pick<ApprovalHookInput<{ id: number }>, 'params'>;
type ParametersCall = Pick<
  ApprovalHookInput<{ id: number }, unknown, { daily_limit_amount?: number | null }>,
  'params' | 'body' | 'once'
>;

/** The project's parameters as they are now, once the actor may see the project (else 404). */
async function parametersNow(db: Database, actor: Actor, { params }: ProjectCall) {
  await requireProject(db, actor, params.id);
  return loadParameters(db, params.id);
}

/**
 * The daily limit a parameters change asks for, as the rule compares it (ADR 0723): the new
 * limit, or `null` when the change clears a limit in force ("no limit" is above every threshold,
 * so clearing waits like any raise). Keeping "no limit" as it is loosens nothing: 0.
 */
async function dailyLimitAsked(db: Database, actor: Actor, call: ParametersCall): Promise<number | null> {
  const asked = call.body.daily_limit_amount ?? null;
  if (asked !== null) return asked;
  const current = await call.once('project-parameters', () => parametersNow(db, actor, call));
  return current === null || current.daily_limit_amount === null ? 0 : null;
}

/**
 * The record as it is now of each project change that may need a second person (four eyes);
 * the actions and their rules are declared with the operations (docs/adr/0060).
 */
export const PROJECT_APPROVALS = {
  /** Raising the daily limit to the rule's amount or more, or clearing it (no limit). */
  parameters: {
    approval: {
      amount: dailyLimitAsked,
      before: async (db: Database, actor: Actor, call: ParametersCall) => {
        const current = await call.once('project-parameters', () => parametersNow(db, actor, call));
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
      amount: dailyLimitAsked,
      before: async (db: Database, actor: Actor, call: ParametersCall) =>
        (await call.once('project-parameters', () => parametersNow(db, actor, call))) ?? null,
    },
  },
  /** Where the project's money is settled. */
  centralizerAccount: {
    approval: {
      before: async (db: Database, actor: Actor, { params }: ProjectCall) => {
        await requireProject(db, actor, params.id);
        return { centralizer_account: (await loadSettings(db, params.id)).centralizer_account };
      },
    },
  },
} as const satisfies Record<string, { approval: ApprovalHooks<ParametersCall> }>;
