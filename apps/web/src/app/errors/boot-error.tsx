import { Button, Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import type { i18n as I18n } from 'i18next';

/** Shown when the console cannot start (configuration document unavailable). */
export function BootError({ i18n }: { i18n: I18n }) {
  const t = i18n.getFixedT(null, 'errors');
  return (
    <MantineProvider>
      <Center h="100vh" p="xl">
        <Stack align="center" ta="center" role="alert" maw={480}>
          <Title order={1} fz="h2">
            {t('generic.title')}
          </Title>
          <Text c="dimmed">{t('boot.text')}</Text>
          <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
