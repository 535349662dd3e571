import { useNavigate } from '@tanstack/react-router';
import { useSearchText } from './id-params';

/**
 * The tab a screen shows, kept in the address as `?tab=` so that a link, a reload or the back
 * button opens the same tab; the first tab of `tabs` is the default and leaves the address clean.
 * Choosing a tab starts it without the other tab's search (each tab has its own filters) unless
 * `keepSearch` is set; `replace` changes tabs without adding to the browser's history.
 */
export function useTabParam<const Tab extends string>(
  tabs: readonly [Tab, ...Tab[]],
  { keepSearch = false, replace = false }: { keepSearch?: boolean; replace?: boolean } = {},
): [Tab, (next: string | null) => void] {
  const navigate = useNavigate();
  const raw = useSearchText('tab');
  const [first] = tabs;
  const tab = tabs.find((item) => item === raw) ?? first;
  const choose = (next: string | null) => {
    const target = tabs.find((item) => item === next);
    if (!target || target === tab) return;
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const { tab: _tab, ...rest } = keepSearch ? previous : {};
        return target === first ? rest : { ...rest, tab: target };
      },
      replace,
    });
  };
  return [tab, choose];
}
