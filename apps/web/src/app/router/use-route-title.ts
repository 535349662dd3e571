import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { findRoute } from '../../shared/lib/auth/access';
import { useLanguage } from '../../shared/lib/i18n/use-language';

/** The translated title of the current route, from `menu.json` (`routes.<pattern>`). */
export function useRouteTitle(): string {
  const { t } = useTranslation('menu');
  const { language } = useLanguage();
  const pattern = useMatches({ select: (matches) => matches.at(-1)?.staticData.pattern });
  if (!pattern) return '';
  const fallback = findRoute(pattern)?.title[language] ?? pattern;
  return t(`routes.${pattern}`, { defaultValue: fallback });
}
