import type { ProjectDetail, SettlementRestriction } from '@mentor/contract/projects';
import { SETTLEMENT_RESTRICTION_VALUES } from '@mentor/contract/projects';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ProjectTable } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { PageRequest } from '../../http/paging.ts';
import { assertProjectAccess, listProjectFilter } from '../../http/project-scope.ts';
import type { SortRequest } from '../../http/sorting.ts';
import {
  findProject,
  listProjectOptions as listProjectOptionRows,
  loadCertificateSummary,
  loadChannels,
  loadParameters,
  loadSettings,
} from './projects-repository.ts';

/**
 * Every project route names the project in its path: the caller must be allowed to see it
 * (a single-project user only their own) and it must exist; otherwise 404.
 */
export async function requireProject(
  db: Database,
  request: FastifyRequest,
  projectId: number,
): Promise<Selectable<ProjectTable>> {
  assertProjectAccess(request, projectId);
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
  request: FastifyRequest,
  query: PageRequest & SortRequest & { project_id?: number | undefined; search?: string | undefined },
) {
  const projectId = listProjectFilter(request, query.project_id);
  return listProjectOptionRows(db, { ...query, projectId });
}
