import { buildRoutePath, type RouteParamsArgs, type RoutePath } from '@mentor/contract';
import { useCallback } from 'react';
import { useLanguage } from './use-language';

/** Builds a typed route path in the current screen's language. */
export type PathTo = <P extends RoutePath>(path: P, ...params: RouteParamsArgs<P>) => string;

/**
 * `pathTo('/merchants/{id}', { id: 12 })` gives '/merchants/12' (or '/en/merchants/12' in
 * English): links are built from the contract's route table, with their parameters typed.
 */
export function useRoutePath(): PathTo {
  const { language } = useLanguage();
  return useCallback<PathTo>((path, ...[params]) => buildRoutePath(path, params ?? {}, language), [language]);
}

/** A built path with a query string: withSearch(pathTo('/blacklist-manager/view'), { uuid }). */
export function withSearch(
  path: string,
  search: Readonly<Record<string, string | number | undefined>>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
