import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTabParam } from '../../lib/router';

/** One tab of {@link RouteTabs}. */
export interface RouteTab<K extends string> {
  value: K;
  label: string;
  panel: ReactNode;
}

/** Props of {@link RouteTabs}. */
export interface RouteTabsProps<K extends string> {
  tabs: readonly [RouteTab<K>, ...RouteTab<K>[]];
  /** Keep the rest of the search when changing tabs (tabs that share their filters). */
  keepSearch?: boolean;
  /** Change tabs without adding to the browser's history. */
  replace?: boolean;
}

/**
 * A screen's tabs, the chosen one kept in the address as `?tab=` (see `useTabParam`): a link,
 * a reload or the back button opens the same tab. Only the open tab's panel is mounted.
 */
export function RouteTabs<K extends string>({
  tabs,
  keepSearch = false,
  replace = false,
}: RouteTabsProps<K>) {
  const values = tabs.map((tab) => tab.value) as [K, ...K[]];
  const [current, choose] = useTabParam(values, { keepSearch, replace });
  return (
    <Tabs value={current} onChange={choose} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
