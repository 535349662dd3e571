import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../lib/api/error-view';

/** Error state: the message and a 'Tentar novamente' button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('kit');
  return (
    <Alert
      color="red"
      variant="light"
      title={t('table.errorTitle', 'Não foi possível carregar os registros')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {errorView(error).message ||
            t('table.errorDefault', 'Não foi possível completar sua requisição neste momento.')}
        </Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('table.retry', 'Tentar novamente')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** Empty state text, centred. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Text ta="center" c="dimmed" py="lg">
      {text}
    </Text>
  );
}
