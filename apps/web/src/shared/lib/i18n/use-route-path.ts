import { buildRoutePath, type RouteParamsArgs, type RoutePath } from '@mentor/contract';
import { useCallback } from 'react';
import { useLanguage } from './use-language';

/**
 * The address of a console screen built from the route table in the current language: kit
 * props that link to a screen (a page's way back, breadcrumbs) take only this, so a path written
 * by hand, which would lose the `/en` prefix, does not type-check.
 */
export type ScreenHref = string & { readonly __screenHref: true };

/** Builds a typed route path in the current screen's language. */
export type PathTo = <P extends RoutePath>(path: P, ...params: RouteParamsArgs<P>) => ScreenHref;

/**
 * `pathTo('/merchants/{id}', { id: 12 })` gives '/merchants/12' (or '/en/merchants/12' in
 * English): links are built from the contract's route table, with their parameters typed.
 */
export function useRoutePath(): PathTo {
  const { language } = useLanguage();
  return useCallback<PathTo>(
    (path, ...[params]) => buildRoutePath(path, params ?? {}, language) as ScreenHref,
    [language],
  );
}

/** A built path with a query string: withSearch(pathTo('/blacklist-manager/view'), { uuid }). */
export function withSearch(
  path: ScreenHref,
  search: Readonly<Record<string, string | number | undefined>>,
): ScreenHref {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return (text ? `${path}?${text}` : path) as ScreenHref;
}
