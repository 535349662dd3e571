import type { EN_PREFIX } from '../../shared/lib/i18n/locale-path';

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
