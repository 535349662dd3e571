import {
  CERTIFICATE_WARNING_DAYS,
  type CentralizerAccount,
  type CertificateSummary,
  type ProjectChannel,
  type ProjectParameter,
  type ProjectSettings,
} from '@mentor/contract/projects';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';
import { type PageRequest, pageOf } from '../../http/paging.ts';
import { resolveSort, type SortRequest, sortKeys } from '../../http/sorting.ts';

const DAY_MS = 86_400_000;

const PROJECT_SORT = sortKeys(['id', 'trade']);

/** Projects for selectors, optionally one project only and a part of the trade name. */
export async function listProjectOptions(
  db: Database,
  filters: PageRequest & SortRequest & { projectId?: number | undefined; search?: string | undefined },
) {
  let base = db.selectFrom('project');
  if (filters.projectId !== undefined) base = base.where('id', '=', filters.projectId);
  if (filters.search) base = base.where('trade', 'ilike', containsPattern(filters.search));
  const sort = resolveSort(filters, PROJECT_SORT, 'id');
  return pageOf(base, filters, (query) =>
    query.select(['id', 'trade', 'document']).orderBy(sort.column, sort.direction).orderBy('id'),
  );
}

/** Locks the project row: writes to one project's configuration then run one at a time. */
export async function lockProject(db: Database, projectId: number): Promise<void> {
  await db.selectFrom('project').select('id').where('id', '=', projectId).forUpdate().executeTakeFirst();
}

export async function findProject(db: Database, projectId: number) {
  return db.selectFrom('project').selectAll().where('id', '=', projectId).executeTakeFirst();
}

export async function loadSettings(db: Database, projectId: number): Promise<ProjectSettings> {
  const row = await db
    .selectFrom('project_setting')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) {
    return {
      terminal_automatic_rent: false,
      send_billet_email: false,
      merchants_centralizer_account: false,
      centralizer_account: null,
    };
  }
  const accountType = row.centralizer_account_type;
  const account: CentralizerAccount | null =
    row.centralizer_bank_code &&
    row.centralizer_agency &&
    row.centralizer_account_number &&
    row.centralizer_account_digit &&
    (accountType === 'C' || accountType === 'S' || accountType === 'P') &&
    row.centralizer_holder_name &&
    row.centralizer_holder_document
      ? {
          bank_code: row.centralizer_bank_code,
          agency: row.centralizer_agency,
          account_number: row.centralizer_account_number,
          account_digit: row.centralizer_account_digit,
          account_type: accountType,
          holder_name: row.centralizer_holder_name,
          holder_document: row.centralizer_holder_document,
        }
      : null;
  return {
    terminal_automatic_rent: row.terminal_automatic_rent,
    send_billet_email: row.send_billet_email,
    merchants_centralizer_account: row.merchants_centralizer_account,
    centralizer_account: account,
  };
}

export async function loadParameters(db: Database, projectId: number): Promise<ProjectParameter | null> {
  const row = await db
    .selectFrom('project_parameter')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    max_installments: row.max_installments,
    min_installment_amount: row.min_installment_amount,
    daily_limit_amount: row.daily_limit_amount,
    support_email: row.support_email,
    support_phone: row.support_phone,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function loadChannels(
  db: Database,
  projectId: number,
  enabled: boolean,
): Promise<ProjectChannel[]> {
  let query = db
    .selectFrom('channel')
    .innerJoin('acquirer', 'acquirer.id', 'channel.acquirer_id')
    .select(['channel.id', 'channel.channel_name', 'acquirer.id as acquirer_id', 'acquirer.acquirer_name'])
    .orderBy('channel.id');
  const enabledIds = db
    .selectFrom('project_channel')
    .select('channel_id')
    .where('project_id', '=', projectId);
  query = enabled
    ? query.where('channel.id', 'in', enabledIds)
    : query.where('channel.id', 'not in', enabledIds);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    channel_name: r.channel_name,
    acquirer: { id: r.acquirer_id, acquirer_name: r.acquirer_name },
  }));
}

export function certificateSummary(
  row: {
    subject: string;
    issuer: string;
    serial_number: string;
    fingerprint256: string;
    valid_from: Date;
    valid_to: Date;
    uploaded_by: string;
    uploaded_at: Date;
  },
  now = Date.now(),
): CertificateSummary {
  const remaining = row.valid_to.getTime() - now;
  const days = Math.floor(remaining / DAY_MS);
  return {
    subject: row.subject,
    issuer: row.issuer,
    serial_number: row.serial_number,
    fingerprint256: row.fingerprint256,
    valid_from: row.valid_from.toISOString(),
    valid_to: row.valid_to.toISOString(),
    days_to_expiry: days,
    expired: remaining <= 0,
    expiring_soon: remaining > 0 && days < CERTIFICATE_WARNING_DAYS,
    uploaded_by: row.uploaded_by,
    uploaded_at: row.uploaded_at.toISOString(),
  };
}

export async function loadCertificateSummary(
  db: Database,
  projectId: number,
): Promise<CertificateSummary | null> {
  const row = await db
    .selectFrom('project_certificate')
    .select([
      'subject',
      'issuer',
      'serial_number',
      'fingerprint256',
      'valid_from',
      'valid_to',
      'uploaded_by',
      'uploaded_at',
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row ? certificateSummary(row) : null;
}

/** Creates the settings row when missing so that updates can always be plain UPDATEs. */
export async function ensureSettingsRow(db: Database, projectId: number): Promise<void> {
  await db
    .insertInto('project_setting')
    .values({ project_id: projectId })
    .onConflict((oc) => oc.column('project_id').doNothing())
    .execute();
}

export async function enableChannels(db: Database, projectId: number, channelIds: number[]): Promise<void> {
  if (channelIds.length === 0) return;
  await db
    .insertInto('project_channel')
    .values(channelIds.map((channel_id) => ({ project_id: projectId, channel_id })))
    .execute();
}

export async function isChannelEnabled(db: Database, projectId: number, channelId: number): Promise<boolean> {
  const row = await db
    .selectFrom('project_channel')
    .select('channel_id')
    .where('project_id', '=', projectId)
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface MinRateFilters {
  mcc?: string | undefined;
  with_mdr?: boolean | undefined;
  operation?: number | undefined;
  card_brand?: number | undefined;
}

/** Minimum rates of a project's channel: the general ones, and the MCC's when one is given. */
export async function listMinRates(db: Database, projectId: number, channelId: number, q: MinRateFilters) {
  let query = db
    .selectFrom('project_min_rate as r')
    .innerJoin('card_brand as b', 'b.id', 'r.card_brand_id')
    .innerJoin('operation as o', 'o.id', 'r.operation_id')
    .select([
      'r.channel_id',
      'r.card_brand_id',
      'b.brand_name',
      'r.operation_id',
      'o.operation_name',
      'r.mcc',
      'r.min_rate',
    ])
    .where('r.project_id', '=', projectId)
    .where('r.channel_id', '=', channelId);
  const mcc = q.mcc;
  query =
    mcc !== undefined
      ? query.where((eb) => eb.or([eb('r.mcc', '=', mcc), eb('r.mcc', 'is', null)]))
      : query.where('r.mcc', 'is', null);
  if (q.with_mdr !== undefined) query = query.where('o.has_mdr', '=', q.with_mdr);
  if (q.operation !== undefined) query = query.where('r.operation_id', '=', q.operation);
  if (q.card_brand !== undefined) query = query.where('r.card_brand_id', '=', q.card_brand);
  return query.orderBy('r.card_brand_id').orderBy('r.operation_id').execute();
}

/**
 * The project's minimum MDR on a channel for an MCC, as exact decimal text: an MCC-specific row
 * replaces the general one of the same card brand and operation.
 */
export async function listMinRateFloors(
  db: Database,
  projectId: number,
  channelId: number,
  mcc: string | null,
): Promise<{ card_brand_id: number; operation_id: number; min_rate: string }[]> {
  const result = await sql<{ card_brand_id: number; operation_id: number; min_rate: string }>`
    SELECT DISTINCT ON (card_brand_id, operation_id) card_brand_id, operation_id, min_rate::text AS min_rate
    FROM project_min_rate
    WHERE project_id = ${projectId} AND channel_id = ${channelId}
      AND (mcc IS NULL OR mcc = ${mcc})
    ORDER BY card_brand_id, operation_id, (mcc IS NULL)`.execute(db);
  return result.rows;
}
