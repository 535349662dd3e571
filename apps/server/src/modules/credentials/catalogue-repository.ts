import type { ApiContext, ApiService, CatalogueClient } from '@mentor/contract/credentials';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { containsPattern } from '../../http/like.ts';
import { type Paged, type PageRequest, pageOf } from '../../http/paging.ts';

export interface ClientFilters {
  created_at?: string | undefined;
  created_at_end?: string | undefined;
  project_id?: number | undefined;
  client?: string | undefined;
}

/** The clients of the platform's APIs (the credentials), as the catalogue lists them. */
export async function listCatalogueClients(
  db: Database,
  filters: ClientFilters,
  page: PageRequest,
  projectScope: number | null,
): Promise<Paged<CatalogueClient>> {
  let query = db.selectFrom('credential as c').leftJoin('project as p', 'p.id', 'c.project_id');
  if (projectScope !== null) query = query.where('c.project_id', '=', projectScope);
  if (filters.project_id !== undefined) query = query.where('c.project_id', '=', filters.project_id);
  if (filters.client) {
    const pattern = containsPattern(filters.client);
    query = query.where((eb) =>
      eb.or([eb('c.client_id', 'ilike', pattern), eb('c.client_name', 'ilike', pattern)]),
    );
  }
  if (filters.created_at) {
    query = query
      .where('c.created_at', '>=', dayStart(filters.created_at))
      .where('c.created_at', '<', dayAfter(filters.created_at_end ?? filters.created_at));
  }
  return pageOf(
    query,
    page,
    (q) =>
      q
        .select([
          'c.id',
          'c.client_id as client',
          'c.client_name',
          'c.project_id',
          'p.trade as project_trade',
          'c.enabled',
          'c.created_at',
        ])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc'),
    (row) => ({ ...row, created_at: row.created_at.toISOString() }),
  );
}

export interface ServiceFilters {
  platforms: string[];
  services: string[];
  contexts: string[];
  description?: string | undefined;
}

export async function listServices(
  db: Database,
  filters: ServiceFilters,
  page: PageRequest,
): Promise<Paged<ApiService>> {
  let query = db.selectFrom('api_service as s');
  if (filters.platforms.length > 0) query = query.where('s.platform', 'in', filters.platforms);
  if (filters.services.length > 0) query = query.where('s.service', 'in', filters.services);
  if (filters.contexts.length > 0) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('api_context as x')
          .select('x.id')
          .whereRef('x.service_id', '=', 's.id')
          .where('x.context', 'in', filters.contexts),
      ),
    );
  }
  if (filters.description) {
    const pattern = containsPattern(filters.description);
    query = query.where((eb) =>
      eb.or([eb('s.description', 'ilike', pattern), eb('s.service_name', 'ilike', pattern)]),
    );
  }
  return pageOf(
    query,
    page,
    (q) =>
      q
        .select((eb) => [
          's.id',
          's.service',
          's.service_name',
          's.platform',
          's.description',
          's.role_id as role_keycloak_id',
          eb
            .selectFrom('api_context as x')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('x.service_id', '=', 's.id')
            .as('contexts'),
        ])
        .orderBy('s.platform')
        .orderBy('s.service'),
    (row) => ({ ...row, contexts: Number(row.contexts ?? 0) }),
  );
}

export interface ContextFilters {
  services: string[];
  contexts: string[];
  request_type: string[];
  description?: string | undefined;
  path?: string | undefined;
}

export async function listContexts(
  db: Database,
  filters: ContextFilters,
  page: PageRequest,
): Promise<Paged<ApiContext>> {
  let query = db.selectFrom('api_context as x').innerJoin('api_service as s', 's.id', 'x.service_id');
  if (filters.services.length > 0) query = query.where('s.service', 'in', filters.services);
  if (filters.contexts.length > 0) query = query.where('x.context', 'in', filters.contexts);
  if (filters.request_type.length > 0) {
    query = query.where('x.request_type', 'in', filters.request_type as ApiContext['request_type'][]);
  }
  if (filters.description)
    query = query.where('x.description', 'ilike', containsPattern(filters.description));
  if (filters.path) query = query.where('x.path', 'ilike', containsPattern(filters.path));
  return pageOf(query, page, (q) =>
    q
      .select([
        'x.id',
        'x.context',
        'x.request_type',
        'x.path',
        'x.description',
        'x.client_role',
        's.service',
        's.service_name',
      ])
      .orderBy('s.service')
      .orderBy('x.path')
      .orderBy('x.request_type'),
  );
}

export async function platformOptions(db: Database) {
  return db.selectFrom('api_platform').select('platform').orderBy('platform').execute();
}

export async function serviceOptions(db: Database) {
  return db.selectFrom('api_service').select(['service', 'service_name']).orderBy('service').execute();
}

export async function contextOptions(db: Database, services: string[]) {
  let query = db.selectFrom('api_context as x').innerJoin('api_service as s', 's.id', 'x.service_id');
  if (services.length > 0) query = query.where('s.service', 'in', services);
  return query.select('x.context').distinct().orderBy('x.context').execute();
}
