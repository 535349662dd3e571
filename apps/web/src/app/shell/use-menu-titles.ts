import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuGroup, RouteDef } from '../../shared/lib/auth/access';
import { useLanguage } from '../../shared/lib/i18n/use-language';

/** Translated titles of menu groups and routes, from `menu.json`. */
export function useMenuTitles() {
  const { t } = useTranslation('menu');
  const { language } = useLanguage();
  const groupTitle = useCallback(
    (group: Pick<MenuGroup, 'key' | 'title'>) =>
      t(`groups.${group.key}`, { defaultValue: group.title[language] }),
    [t, language],
  );
  const routeTitle = useCallback(
    (path: string, fallback?: RouteDef['title']) =>
      t(`routes.${path}`, { defaultValue: fallback?.[language] ?? path }),
    [t, language],
  );
  return { groupTitle, routeTitle };
}
