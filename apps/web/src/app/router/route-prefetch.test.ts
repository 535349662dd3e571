import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { disputeLists } from '../../features/receivables/api/dispute-list';
import {
  conciliationList,
  contractEffectList,
  unitList,
} from '../../features/receivables/api/registry-lists';
import { unitPaymentList } from '../../features/receivables/api/unit-payment-list';
import { ROUTE_PREFETCHES } from '../route-screens';

const preloadFilterKinds = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../shared/ui/filter-panel/filter-field', async (importActual) => ({
  ...(await importActual<object>()),
  preloadFilterKinds,
}));

import type { RoutePattern } from './route-patterns';
import { prefetchScreen, setPrefetchContext } from './route-prefetch';

/** Runs a route's prefetch and answers the query keys it asked for. */
async function prefetchedKeys(
  pattern: RoutePattern,
  search: Record<string, unknown>,
  params: Record<string, string | undefined> = {},
): Promise<unknown[][]> {
  const prefetchQuery = vi.fn(async () => undefined);
  const load = ROUTE_PREFETCHES[pattern];
  if (!load) throw new Error(`no prefetch for ${pattern}`);
  const prefetch = await load();
  await prefetch({ prefetchQuery } as unknown as QueryClient, 1, search, params);
  return prefetchQuery.mock.calls.map((call) => (call as unknown as [{ queryKey: unknown[] }])[0].queryKey);
}

const startsWith = (key: unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));

describe('screen prefetch', () => {
  it("starts the list of the registry tab the link opens, and nothing for a unit's own page", async () => {
    const units = await prefetchedKeys('/financial/receivable_registry/ur/{id?}', {});
    expect(units).toHaveLength(1);
    expect(startsWith(units[0] ?? [], unitList.queryKey)).toBe(true);

    const conciliation = await prefetchedKeys('/financial/receivable_registry/ur/{id?}', {
      tab: 'conciliation',
    });
    expect(startsWith(conciliation[0] ?? [], conciliationList.queryKey)).toBe(true);

    const payments = await prefetchedKeys('/financial/receivable_registry/ur/{id?}', { tab: 'payments' });
    expect(startsWith(payments[0] ?? [], unitPaymentList.queryKey)).toBe(true);

    const received = await prefetchedKeys('/financial/receivable_registry/ur/{id?}', { tab: 'disputes' });
    expect(startsWith(received[0] ?? [], disputeLists.received.queryKey)).toBe(true);
    const opened = await prefetchedKeys('/financial/receivable_registry/ur/{id?}', {
      tab: 'disputes',
      direction: 'opened',
    });
    expect(startsWith(opened[0] ?? [], disputeLists.opened.queryKey)).toBe(true);

    expect(await prefetchedKeys('/financial/receivable_registry/ur/{id?}', {}, { id: '42' })).toEqual([]);
  });

  it('starts the contract effects only when no effect is opened', async () => {
    const list = await prefetchedKeys('/financial/receivable_registry/contract_effect/{id?}', {});
    expect(startsWith(list[0] ?? [], contractEffectList.queryKey)).toBe(true);
    expect(
      await prefetchedKeys('/financial/receivable_registry/contract_effect/{id?}', {}, { id: '3' }),
    ).toEqual([]);
  });

  it('starts the lists of the other list screens, queues and tabs included', async () => {
    for (const pattern of [
      '/projects',
      '/users',
      '/roles',
      '/plans/sales',
      '/onboarding/analysis-accounts',
      '/occurrences/duplicated_transactions',
      '/services',
    ] as const) {
      expect(await prefetchedKeys(pattern, {})).toHaveLength(1);
    }
  });

  it("fetches a dashboard's date pickers with its code", async () => {
    preloadFilterKinds.mockClear();
    await prefetchedKeys('/reports/tpv', {});
    expect(preloadFilterKinds).toHaveBeenCalledWith(['daterange']);
  });

  it("waits for the list's field kinds before the screen renders, but not for its data", async () => {
    let kindsLoaded: () => void = () => undefined;
    const kinds = new Promise<undefined>((resolve) => {
      kindsLoaded = () => resolve(undefined);
    });
    preloadFilterKinds.mockImplementation(() => kinds);
    const prefetchQuery = vi.fn(() => new Promise<void>(() => undefined)); // data never arrives
    setPrefetchContext({ queryClient: { prefetchQuery } as unknown as QueryClient, projectId: 1 });
    let settled = false;
    const ready = prefetchScreen(ROUTE_PREFETCHES, '/financial/transactions', {}).then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(prefetchQuery).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
    kindsLoaded();
    await ready;
    expect(settled).toBe(true);
    setPrefetchContext(null);
    preloadFilterKinds.mockImplementation(async () => undefined);
  });
});
