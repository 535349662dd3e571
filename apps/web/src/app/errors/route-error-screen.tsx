import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/ui/page-title/use-page-title';
import { ErrorScreen } from './error-screen';
import { statusOf } from './http-status-error';

/** Error boundary of every route: thrown errors become the error page with their status. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const { t } = useTranslation('errors');
  const status = statusOf(error);
  usePageTitle(status === 404 ? t('notFound.title') : t('generic.title'));
  return <ErrorScreen status={status} />;
}
