import type { ProjectDetail, SettlementRestriction } from '@mentor/contract/projects';
import { SETTLEMENT_RESTRICTION_VALUES } from '@mentor/contract/projects';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ProjectTable } from '../../db/schema.ts';
import { loadCertificateSummary, loadChannels, loadParameters, loadSettings } from './projects-repository.ts';

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
