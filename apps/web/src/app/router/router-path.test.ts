import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS } from './route-patterns';
import { toRouterPath, withoutShadowingOptionals } from './router-path';

describe('toRouterPath', () => {
  it('writes required and optional parameters in router syntax, with or without /en', () => {
    expect(toRouterPath('/', '')).toBe('/');
    expect(toRouterPath('/', '/en')).toBe('/en');
    expect(toRouterPath('/merchants/{id}', '')).toBe('/merchants/$id');
    expect(toRouterPath('/merchants/{id}', '/en')).toBe('/en/merchants/$id');
    expect(toRouterPath('/financial/receivable_registry/ur/{id?}', '')).toBe(
      '/financial/receivable_registry/ur/{-$id}',
    );
    expect(toRouterPath('/onboarding/{id?}/{wlId}', '/en')).toBe('/en/onboarding/{-$id}/$wlId');
  });

  it('makes optional parameters required where leaving them out would take another route', () => {
    expect(withoutShadowingOptionals('/onboarding/{id?}/{wlId}', ROUTE_PATTERNS)).toBe(
      '/onboarding/{id}/{wlId}',
    );
    expect(withoutShadowingOptionals('/onboarding/{id}', ROUTE_PATTERNS)).toBe('/onboarding/{id}');
    expect(
      withoutShadowingOptionals('/financial/receivable_registry/ur/{id?}', [
        '/financial/receivable_registry/ur/{id?}',
      ]),
    ).toBe('/financial/receivable_registry/ur/{id?}');
  });

  it('covers every route of routes.txt once', () => {
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
    // 72 of routes.txt and the approvals inbox.
    expect(ROUTE_PATTERNS).toHaveLength(73);
  });
});
