import { validationMessages } from '@mentor/contract/common/validators';
import type { ProjectChannel, ProjectDetail, SettlementRestriction } from '@mentor/contract/projects';
import { SETTLEMENT_RESTRICTION_VALUES } from '@mentor/contract/projects';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ProjectTable } from '../../db/schema.ts';
import { type Actor, actorProjectFilter, assertActorProject } from '../../http/actor.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { SortRequest } from '../../http/sorting.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  findProject,
  enableChannels as insertProjectChannels,
  isChannelEnabled,
  listMinRateFloors,
  listMinRates,
  listProjectOptions as listProjectOptionRows,
  loadCertificateSummary,
  loadChannels,
  loadParameters,
  loadSettings,
  lockProject,
  type MinRateFilters,
} from './projects-repository.ts';

/**
 * Every project route names the project in its path: the caller must be allowed to see it
 * (a single-project user only their own) and it must exist; otherwise 404.
 */
export async function requireProject(
  db: Database,
  actor: Actor,
  projectId: number,
): Promise<Selectable<ProjectTable>> {
  assertActorProject(actor, projectId);
  const project = await findProject(db, projectId);
  if (!project) throw notFound('Projeto não encontrado.');
  return project;
}

function restriction(value: string): SettlementRestriction {
  return SETTLEMENT_RESTRICTION_VALUES.find((v) => v === value) ?? 'FLEXIBLE_DIGITAL_ACCOUNT';
}

/** The project with everything its detail screen shows. */
export async function projectDetail(db: Database, project: Selectable<ProjectTable>): Promise<ProjectDetail> {
  const [settings, parameters, channels, certificate] = await Promise.all([
    loadSettings(db, project.id),
    loadParameters(db, project.id),
    loadChannels(db, project.id, true),
    loadCertificateSummary(db, project.id),
  ]);
  return {
    id: project.id,
    trade: project.trade,
    document: project.document,
    merchants_settlement_bank_account_restriction: restriction(
      project.merchants_settlement_bank_account_restriction,
    ),
    settings,
    parameters,
    channels,
    certificate,
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
  };
}

/** Projects the caller may see, for the project selector (a single-project user: their own). */
export async function listProjectOptions(
  db: Database,
  actor: Actor,
  query: PageRequest & SortRequest & { project_id?: number | undefined; search?: string | undefined },
) {
  const projectId = actorProjectFilter(actor, query.project_id);
  return listProjectOptionRows(db, { ...query, projectId });
}

/** Channels of the project: the enabled ones, or (`enabled` false) those that can still be. */
export async function projectChannels(
  db: Database,
  actor: Actor,
  projectId: number,
  enabled: boolean,
): Promise<ProjectChannel[]> {
  await requireProject(db, actor, projectId);
  return loadChannels(db, projectId, enabled);
}

/** Enables channels not enabled yet; an unknown or already enabled one refuses the whole call. */
export async function enableChannels(
  db: Database,
  actor: Actor,
  projectId: number,
  channelIds: number[],
): Promise<ProjectChannel[]> {
  await requireProject(db, actor, projectId);
  const ids = [...new Set(channelIds)];
  await db.transaction().execute(async (trx) => {
    await lockProject(trx, projectId);
    const allowed = new Set((await loadChannels(trx, projectId, false)).map((c) => c.id));
    const refused = ids.filter((id) => !allowed.has(id));
    if (refused.length > 0) {
      throw unprocessable('Canal inexistente ou já habilitado.', {
        channel_ids: refused.map((id) => `${validationMessages.enum('Canal')}: ${id}`),
      });
    }
    await insertProjectChannels(trx, projectId, ids);
    for (const channelId of ids) {
      await audit(trx, actor, {
        tableContext: 'project_channel',
        recordId: projectId,
        action: 'CREATE',
        after: { project_id: projectId, channel_id: channelId },
        projectId,
      });
    }
  });
  return loadChannels(db, projectId, true);
}

/**
 * Lowest MDR a sales plan of the project may charge on an enabled channel, per card brand and
 * operation; an MCC-specific rate replaces the general one of the same brand and operation.
 */
export async function minRates(
  db: Database,
  actor: Actor,
  projectId: number,
  channelId: number,
  filters: MinRateFilters,
) {
  await requireProject(db, actor, projectId);
  if (!(await isChannelEnabled(db, projectId, channelId)))
    throw notFound('Canal não habilitado para o projeto.');
  const rows = await listMinRates(db, projectId, channelId, filters);
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.card_brand_id}:${row.operation_id}`;
    const current = best.get(key);
    if (!current || (current.mcc === null && row.mcc !== null)) best.set(key, row);
  }
  return [...best.values()];
}

/** Whether the project has the channel enabled (plans are only sold on enabled channels). */
export async function projectHasChannel(
  db: Database,
  projectId: number,
  channelId: number,
): Promise<boolean> {
  return isChannelEnabled(db, projectId, channelId);
}

/** The project's minimum MDR per card brand and operation on a channel for an MCC (exact text). */
export async function projectMinimumRates(
  db: Database,
  projectId: number,
  channelId: number,
  mcc: string | null,
): Promise<{ card_brand_id: number; operation_id: number; min_rate: string }[]> {
  return listMinRateFloors(db, projectId, channelId, mcc);
}
