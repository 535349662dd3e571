import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/ui/page-title/use-page-title';
import { ErrorScreen } from './error-screen';

/** What an unmatched or invalid route shows (spec core §2.2). */
export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  usePageTitle(t('notFound.title'));
  return <ErrorScreen status={404} text={t('notFound.unmatched')} />;
}
