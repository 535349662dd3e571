import { canAccessRoute, type RouteDef } from '../../shared/lib/auth/access';

export interface PaletteEntry {
  path: string;
  title: string;
  /** Lower-case, accent-free text matched against the query. */
  searchText: string;
}

export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Screens a user may open directly: no path parameters, permission held. */
export function paletteEntries(
  routes: readonly RouteDef[],
  permissions: readonly string[],
  titleOf: (entry: RouteDef) => string,
): PaletteEntry[] {
  return routes
    .filter((entry) => !entry.path.includes('{'))
    .filter((entry) => canAccessRoute(entry, permissions))
    .map((entry) => {
      const title = titleOf(entry);
      return {
        path: entry.path,
        title,
        searchText: normalizeSearch([title, entry.title.pt, entry.title.en, entry.path].join(' ')),
      };
    });
}

/** Entries whose text contains every word of the query. */
export function filterEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => words.every((word) => entry.searchText.includes(word)));
}
