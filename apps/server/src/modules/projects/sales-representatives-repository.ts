import type { SalesRepresentative, SalesRepresentativeMerchant } from '@mentor/contract/projects';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SalesRepresentativeTable } from '../../db/schema-projects.ts';
import { notFound } from '../../http/errors.ts';

export const SALES_REP_SORT = ['id', 'name', 'document', 'created_at'] as const;

export function toSalesRepresentative(
  row: Selectable<SalesRepresentativeTable>,
  merchantCount: number,
): SalesRepresentative {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    document: row.document,
    email: row.email,
    phone: row.phone,
    active: row.active,
    merchant_count: merchantCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function merchantCount(db: Database, id: number): Promise<number> {
  const row = await db
    .selectFrom('sales_representative_merchant')
    .select(db.fn.countAll<number>().as('n'))
    .where('sales_representative_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The representative of the project, or 404 (also when it belongs to another project). */
export async function findSalesRepresentative(
  db: Database,
  projectId: number,
  id: number,
): Promise<SalesRepresentative> {
  const row = await db
    .selectFrom('sales_representative')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound('Representante comercial não encontrado.');
  return toSalesRepresentative(row, await merchantCount(db, id));
}

export async function listMerchantsOf(db: Database, id: number): Promise<SalesRepresentativeMerchant[]> {
  const rows = await db
    .selectFrom('sales_representative_merchant as l')
    .innerJoin('merchant as m', 'm.id', 'l.merchant_id')
    .select(['l.merchant_id', 'm.merchant_code', 'm.merchant_name', 'm.cpf_cnpj', 'm.blocked', 'l.linked_at'])
    .where('l.sales_representative_id', '=', id)
    .orderBy('m.merchant_name')
    .execute();
  return rows.map((r) => ({ ...r, linked_at: r.linked_at.toISOString() }));
}
