import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visibleMenu } from '../../shared/lib/auth/access';
import { usePermissions } from '../../shared/lib/auth/session-context';
import { stripLanguage } from '../../shared/lib/i18n/locale-path';
import { useLanguage } from '../../shared/lib/i18n/use-language';
import { CircleIcon } from '../../shared/ui/icons/icons';
import classes from './shell.module.css';
import { SidebarGroup } from './sidebar-group';
import { truncateTitle } from './truncate-title';
import { useMenuTitles } from './use-menu-titles';

const EXACT = { exact: true, includeSearch: false } as const;

function isActivePath(current: string, target: string): boolean {
  return current === target || current.startsWith(`${target}/`);
}

/**
 * Sidebar menu (spec core §2.4): a child shows only with its permission, a group with no
 * visible child is hidden; long titles are cut at 25 characters with the full title kept for
 * tooltips and screen readers.
 */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const permissions = usePermissions();
  const { localize } = useLanguage();
  const { groupTitle, routeTitle } = useMenuTitles();
  const groups = visibleMenu(permissions);
  const items = groups.flatMap((group) => group.items);
  // The menu re-renders when the active entry changes, not on every address.
  const activePath = useRouterState({
    select: (state) => {
      const pathname = stripLanguage(state.location.pathname);
      return items
        .filter((item) => isActivePath(pathname, item.path))
        .sort((a, b) => b.path.length - a.path.length)[0]?.path;
    },
  });
  const activeItem = items.find((item) => item.path === activePath);

  return (
    // The browser's own scrolling (a thin bar): no scroll-area machinery measuring the menu at start.
    <nav aria-label={t('menu.label')} className={classes.menuScroll}>
      {groups.map((group) => {
        const title = groupTitle(group);
        const containsActive = group.items.some((item) => item === activeItem);
        return (
          <SidebarGroup
            key={group.key}
            title={title}
            defaultOpened={containsActive}
            hrefs={group.items.map((item) => localize(item.path))}
          >
            {group.items.map((item) => {
              const itemTitle = routeTitle(item.path, item.title);
              return (
                <Link
                  key={item.path}
                  to={localize(item.path)}
                  // The menu marks one entry, the longest that contains the address, itself.
                  activeOptions={EXACT}
                  className={`${classes.menuLink} mantine-focus-auto`}
                  title={itemTitle}
                  aria-label={itemTitle}
                  aria-current={item === activeItem ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <span className={classes.menuLinkIcon}>
                    <CircleIcon size={10} />
                  </span>
                  <span className={classes.menuLinkLabel}>{truncateTitle(itemTitle)}</span>
                </Link>
              );
            })}
          </SidebarGroup>
        );
      })}
    </nav>
  );
}
