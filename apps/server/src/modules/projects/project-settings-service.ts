import type {
  CentralizerAccount,
  ProjectDetail,
  ProjectParameter,
  ProjectParameterBody,
  SettlementRestriction,
} from '@mentor/contract/projects';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import * as repo from './project-settings-repository.ts';
import {
  ensureSettingsRow,
  findProject,
  loadParameters,
  loadSettings,
  lockProject,
} from './projects-repository.ts';
import { projectDetail, requireProject } from './projects-service.ts';

export const SETTINGS_MESSAGES = {
  noCentralizer: 'Cadastre a conta centralizadora do projeto antes de ativá-la para os lojistas.',
  noCentralizerField: 'Conta centralizadora do projeto não cadastrada',
  parametersExist: 'Os parâmetros deste projeto já foram cadastrados.',
  parametersMissing: 'Parâmetros do projeto não cadastrados.',
} as const;

async function detailAfterChange(db: Database, actor: Actor, projectId: number) {
  return projectDetail(db, await requireProject(db, actor, projectId));
}

/**
 * Project settings changed one at a time (spec core §7.8): settlement account restriction,
 * automatic terminal rent, billet e-mail, merchants' centraliser account and the project's
 * centraliser account; and the project parameters. Each change is audited with before/after.
 */
export async function changeSettlementRestriction(
  db: Database,
  actor: Actor,
  projectId: number,
  value: SettlementRestriction,
): Promise<ProjectDetail> {
  await requireProject(db, actor, projectId);
  await db.transaction().execute(async (trx) => {
    await lockProject(trx, projectId);
    const project = await findProject(trx, projectId);
    if (!project) throw notFound('Projeto não encontrado.');
    await repo.updateSettlementRestriction(trx, projectId, value);
    await audit(trx, actor, {
      tableContext: 'project',
      recordId: projectId,
      action: 'UPDATE',
      before: {
        merchants_settlement_bank_account_restriction: project.merchants_settlement_bank_account_restriction,
      },
      after: { merchants_settlement_bank_account_restriction: value },
      projectId,
    });
  });
  return detailAfterChange(db, actor, projectId);
}

/** Changes settings of the project; `check` sees the current settings first and may refuse. */
export async function changeSettings(
  db: Database,
  actor: Actor,
  projectId: number,
  patch: repo.SettingsPatch,
  check?: (current: Awaited<ReturnType<typeof loadSettings>>) => void,
): Promise<ProjectDetail> {
  await requireProject(db, actor, projectId);
  await inTransaction(db, async (trx) => {
    await lockProject(trx, projectId);
    await ensureSettingsRow(trx, projectId);
    const before = await loadSettings(trx, projectId);
    check?.(before);
    await repo.updateSettings(trx, projectId, patch);
    const after = await loadSettings(trx, projectId);
    await audit(trx, actor, {
      tableContext: 'project',
      recordId: projectId,
      action: 'UPDATE',
      before,
      after,
      projectId,
    });
  });
  return detailAfterChange(db, actor, projectId);
}

/** Merchants settle into the project's centraliser account, which must be registered first. */
export function setMerchantsCentralizer(db: Database, actor: Actor, projectId: number, enabled: boolean) {
  return changeSettings(db, actor, projectId, { merchants_centralizer_account: enabled }, (current) => {
    if (enabled && !current.centralizer_account) {
      throw conflict(SETTINGS_MESSAGES.noCentralizer, {
        merchants_centralizer_account: [SETTINGS_MESSAGES.noCentralizerField],
      });
    }
  });
}

export function setCentralizerAccount(
  db: Database,
  actor: Actor,
  projectId: number,
  account: CentralizerAccount,
) {
  return changeSettings(db, actor, projectId, {
    centralizer_bank_code: account.bank_code,
    centralizer_agency: account.agency,
    centralizer_account_number: account.account_number,
    centralizer_account_digit: account.account_digit.toUpperCase(),
    centralizer_account_type: account.account_type,
    centralizer_holder_name: account.holder_name,
    centralizer_holder_document: account.holder_document,
  });
}

export async function createParameters(
  db: Database,
  actor: Actor,
  projectId: number,
  body: ProjectParameterBody,
): Promise<ProjectParameter> {
  await requireProject(db, actor, projectId);
  await inTransaction(db, async (trx) => {
    if (!(await repo.insertParameters(trx, projectId, body)))
      throw conflict(SETTINGS_MESSAGES.parametersExist);
    await audit(trx, actor, {
      tableContext: 'project_parameter',
      recordId: projectId,
      action: 'CREATE',
      after: body,
      projectId,
    });
  });
  const created = await loadParameters(db, projectId);
  if (!created) throw notFound();
  return created;
}

export async function updateParameters(
  db: Database,
  actor: Actor,
  projectId: number,
  body: ProjectParameterBody,
): Promise<ProjectParameter> {
  await requireProject(db, actor, projectId);
  await inTransaction(db, async (trx) => {
    await lockProject(trx, projectId);
    const before = await loadParameters(trx, projectId);
    if (!before) throw notFound(SETTINGS_MESSAGES.parametersMissing);
    await repo.updateParameters(trx, projectId, body);
    await audit(trx, actor, {
      tableContext: 'project_parameter',
      recordId: projectId,
      action: 'UPDATE',
      before,
      after: body,
      projectId,
    });
  });
  const updated = await loadParameters(db, projectId);
  if (!updated) throw notFound();
  return updated;
}
