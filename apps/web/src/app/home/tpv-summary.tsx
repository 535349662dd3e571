import { Alert, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * TPV summary of the home page. It shows real figures once the transactions area provides
 * them; until then it says so.
 */
export function TpvSummary() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="home-tpv">
      <Title order={2} fz="h4" id="home-tpv" mb="sm">
        {t('home.tpvTitle')}
      </Title>
      <Alert variant="light" color="gray">
        {t('home.tpvNotAvailable')}
      </Alert>
    </section>
  );
}
