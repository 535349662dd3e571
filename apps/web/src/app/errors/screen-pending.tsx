import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code is on its way. */
export function ScreenPending() {
  const { t } = useTranslation('shell');
  return (
    <Center mih={240} role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
