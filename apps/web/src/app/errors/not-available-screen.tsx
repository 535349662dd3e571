import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../shared/ui/page-title/page-title';
import { useRouteTitle } from '../router/use-route-title';

/** The honest state of a route whose screen has not been delivered yet. */
export function NotAvailableScreen() {
  const { t } = useTranslation('errors');
  const title = useRouteTitle();
  return (
    <>
      <PageTitle title={title} />
      <Alert variant="light" color="gray" title={t('notAvailable.title')}>
        {t('notAvailable.text')}
      </Alert>
    </>
  );
}
