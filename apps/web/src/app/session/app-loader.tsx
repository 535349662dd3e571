import { Center, Image, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-page spinner with the logo, shown until the console is ready (spec core §2.3). */
export function AppLoader({ message }: { message?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Center h="100vh" role="status" aria-live="polite" aria-label={message ?? t('loading')}>
      <Stack align="center" gap="lg">
        <Image src="/logo.svg" alt={t('brand')} w={96} h={96} />
        <Loader aria-hidden="true" />
        {message && <Text c="dimmed">{message}</Text>}
      </Stack>
    </Center>
  );
}
