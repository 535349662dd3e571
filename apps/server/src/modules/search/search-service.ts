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
import { audit } from '../../platform/audit/audit-service.ts';
import { assertRevealAllowance } from '../../platform/privacy/reveal-service.ts';
import {
  type FoundRow,
  findAccounts,
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
  account: findAccounts,
  merchant: findMerchants,
  terminal: findTerminals,
  equipment: findEquipment,
  transaction: findTransactions,
  payment: findPayments,
  billet: findBillets,
  rent: findRents,
};

/** Where the audit rows of document lookups are kept (not a record's history). */
export const SEARCH_AUDIT_CONTEXT = 'search';

/**
 * Records matching the text exactly, in the caller's projects (`project`: the bound the route
 * computed, null for every project), only of kinds whose list the caller may read. Documents
 * leave masked whatever the caller's permissions: the search finds, it does not reveal.
 *
 * A whole CPF/CNPJ tells whether someone is a customer and their name: each such lookup counts
 * toward the caller's reveal limit (429 above it, nothing searched) and is audited as a REVEAL
 * (who, when, the document masked, what it found), in the transaction that counts it.
 */
export async function searchRecords(
  db: Database,
  actor: Actor,
  query: SearchQuery,
  project: number | null,
): Promise<SearchResponse> {
  const terms = searchTerms(query.q);
  const document = terms.document;
  if (document === null) return find(db, actor, terms, project);
  return db.transaction().execute(async (trx) => {
    await assertRevealAllowance(trx, actor.user.username);
    const found = await find(trx, actor, terms, project);
    const masked = maskPersonalData('document', document) ?? '';
    await audit(trx, actor, {
      tableContext: SEARCH_AUDIT_CONTEXT,
      recordId: masked,
      action: 'REVEAL',
      after: {
        field: 'document',
        kind: 'document',
        lookup: masked,
        found: found.data.map((row) => ({ kind: row.kind, key: row.key })),
      },
      projectId: project,
    });
    return found;
  });
}

async function find(
  db: Database,
  actor: Actor,
  terms: ReturnType<typeof searchTerms>,
  project: number | null,
): Promise<SearchResponse> {
  const kinds = SEARCH_KINDS.filter((kind) =>
    SEARCH_KIND_PERMISSIONS[kind].some((permission) => hasPermissions(actor.user, [permission])),
  );
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
