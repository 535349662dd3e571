import { formatCentsBRL } from '@mentor/contract';
import type { Lang } from '@mentor/contract/common/enums/define';
import {
  SEARCH_TEXT_MAX,
  type SearchKind,
  type SearchResult,
  searchResultHref,
} from '@mentor/contract/search';

/** A found record as the palette lists it. */
export interface RecordEntry {
  /** Unique among the results: kind and key. */
  id: string;
  href: string;
  /** "Lojista 42", "Equipamento SN-1". */
  title: string;
  /** What else tells it apart: name, holder, masked document, amount, project. */
  detail: string;
}

/**
 * Whether the text may name a record: ids, documents, NSUs, serial numbers and terminal codes
 * all carry digits, so words (screen names) do not reach the server.
 */
export function wantsRecordSearch(text: string): boolean {
  const term = text.trim();
  return term.length > 0 && term.length <= SEARCH_TEXT_MAX && /\d/.test(term);
}

/** The palette's entries for the server's results, each linking to its record's detail. */
export function recordEntries(
  results: readonly SearchResult[],
  lang: Lang,
  kindLabel: (kind: SearchKind) => string,
): RecordEntry[] {
  return results.map((r) => {
    // An account's key is a UUID: it is named by its holder instead.
    const name = r.kind === 'account' && r.holder ? r.holder : r.key;
    return {
      id: `${r.kind}:${r.key}`,
      href: searchResultHref(r, lang),
      title: `${kindLabel(r.kind)} ${name}`,
      detail: [
        r.label,
        name === r.holder ? null : r.holder,
        r.document,
        r.amount === null ? null : formatCentsBRL(r.amount),
        r.project_name,
      ]
        .filter((part): part is string => typeof part === 'string' && part !== '' && part !== r.key)
        .join(' · '),
    };
  });
}
