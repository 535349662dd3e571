import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';

/** Shown above a list whose reload failed while the previous rows stay on screen. */
export function ListLoadAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('pix');
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title={t('common.loadFailed')}>
      {errorMessage(error)}
    </Alert>
  );
}
