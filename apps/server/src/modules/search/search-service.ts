import { maskPersonalData } from '@mentor/contract/privacy';
import {
  SEARCH_KIND_PERMISSIONS,
  SEARCH_KINDS,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
  searchTerms,
} from '@mentor/contract/search';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import {
  type FoundRow,
  findBillets,
  findEquipment,
  findMerchants,
  findPayments,
  findRents,
  findTerminals,
  findTransactions,
} from './search-repository.ts';

type Finder = (
  db: Database,
  terms: ReturnType<typeof searchTerms>,
  project: number | null,
) => Promise<FoundRow[]>;

const FINDERS: Readonly<Record<SearchKind, Finder>> = {
  merchant: findMerchants,
  terminal: findTerminals,
  equipment: findEquipment,
  transaction: findTransactions,
  payment: findPayments,
  billet: findBillets,
  rent: findRents,
};

/**
 * Records matching the text exactly, in the caller's projects (`project`: the bound the route
 * computed, null for every project), only of kinds whose list the caller may read. Documents
 * leave masked whatever the caller's permissions: the search finds, it does not reveal.
 */
export async function searchRecords(
  db: Database,
  actor: Actor,
  query: SearchQuery,
  project: number | null,
): Promise<SearchResponse> {
  const user = actor.user;
  const kinds = SEARCH_KINDS.filter((kind) => hasPermissions(user, [SEARCH_KIND_PERMISSIONS[kind]]));
  const terms = searchTerms(query.q);
  const found = await Promise.all(kinds.map((kind) => FINDERS[kind](db, terms, project)));
  const data = kinds.flatMap((kind, index) =>
    (found[index] ?? []).map((row) => ({
      ...row,
      kind,
      document: maskPersonalData('document', row.document),
    })),
  );
  return { data, kinds };
}
