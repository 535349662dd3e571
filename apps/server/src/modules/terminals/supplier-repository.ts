import type { SupplierCredential } from '@mentor/contract/terminals';
import type { Database } from '../../db/database.ts';
import { type PageRequest, pageOf } from '../../http/paging.ts';
import type { SealedSecret } from '../../platform/secrets/secret-box.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('supplier_credential as sc')
    .innerJoin('supplier as s', 's.supplier_identifier', 'sc.supplier_identifier');
}

const columns = [
  'sc.id',
  'sc.project_id',
  'sc.terminal_id',
  'sc.supplier_identifier',
  's.supplier_name',
  'sc.credential_type',
  'sc.username',
  'sc.status',
  'sc.created_by',
  'sc.created_at',
  'sc.secret_sealed',
] as const;

interface CredentialRow {
  id: number;
  project_id: number;
  terminal_id: number | null;
  supplier_identifier: string;
  supplier_name: string;
  credential_type: string;
  username: string;
  status: string;
  created_by: string;
  created_at: Date;
  secret_sealed: unknown;
}

export function toCredential(row: CredentialRow): SupplierCredential {
  return {
    id: row.id,
    project_id: row.project_id,
    terminal_id: row.terminal_id,
    supplier_identifier: row.supplier_identifier,
    supplier_name: row.supplier_name,
    credential_type: row.credential_type,
    username: row.username,
    status: row.status as SupplierCredential['status'],
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}

export function listCredentials(
  db: Database,
  target: { projectId: number } | { terminalId: number; supplier: string },
  page: PageRequest,
) {
  let query = baseQuery(db);
  query =
    'projectId' in target
      ? query.where('sc.project_id', '=', target.projectId)
      : query
          .where('sc.terminal_id', '=', target.terminalId)
          .where('sc.supplier_identifier', '=', target.supplier);
  return pageOf(
    query,
    page,
    (q) => q.select(columns).orderBy('sc.id', 'desc'),
    (row) => toCredential(row as CredentialRow),
  );
}

export async function findCredential(db: Database, id: number) {
  const row = await baseQuery(db).select(columns).where('sc.id', '=', id).executeTakeFirst();
  return row as (CredentialRow & { secret_sealed: SealedSecret }) | undefined;
}

export async function insertCredential(
  db: Database,
  values: {
    project_id: number;
    terminal_id: number | null;
    supplier_identifier: string;
    credential_type: string;
    username: string;
    secret_sealed: SealedSecret;
    created_by: string;
  },
) {
  const row = await db
    .insertInto('supplier_credential')
    .values({ ...values, secret_sealed: JSON.stringify(values.secret_sealed) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
