import type { EN_PREFIX } from '../../shared/lib/i18n/locale-path';

const OPTIONAL = /^\{(\w+)\?\}$/;
const PARAM = /^\{\w+\??\}$/;

/** The shape of a pattern with its optional segments left out, every parameter written as `*`. */
function shortestShape(pattern: string): string {
  return pattern
    .split('/')
    .filter((segment) => !OPTIONAL.test(segment))
    .map((segment) => (PARAM.test(segment) ? '*' : segment))
    .join('/');
}

/**
 * A pattern whose optional segments, left out, would match the same addresses as another route
 * (e.g. '/onboarding/{id?}/{wlId}' against '/onboarding/{id}') gets them required, so that the
 * other route keeps its addresses.
 */
export function withoutShadowingOptionals(pattern: string, patterns: readonly string[]): string {
  if (!pattern.split('/').some((segment) => OPTIONAL.test(segment))) return pattern;
  const shape = shortestShape(pattern);
  const shadows = patterns.some((other) => other !== pattern && shortestShape(other) === shape);
  if (!shadows) return pattern;
  return pattern
    .split('/')
    .map((segment) => segment.replace(OPTIONAL, '{$1}'))
    .join('/');
}

/** '/onboarding/{id?}/{wlId}' → '/onboarding/{-$id}/$wlId' (TanStack Router path syntax). */
export function toRouterPath(pattern: string, prefix: '' | typeof EN_PREFIX): string {
  const converted = pattern
    .split('/')
    .map((segment) => {
      const optional = /^\{(\w+)\?\}$/.exec(segment);
      if (optional) return `{-$${optional[1]}}`;
      const required = /^\{(\w+)\}$/.exec(segment);
      if (required) return `$${required[1]}`;
      return segment;
    })
    .join('/');
  if (!prefix) return converted;
  return converted === '/' ? prefix : `${prefix}${converted}`;
}
