import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../shared/lib/i18n/use-route-path';

export interface ErrorScreenProps {
  /** HTTP-like status; 500 when absent (spec core §2.2). */
  status?: number;
  /** Overrides the explanatory text. */
  text?: string;
}

/**
 * Error page (spec core §2.2): 404 says the page was not found; anything else says an error
 * happened with the request. Both offer going back and going home.
 */
export function ErrorScreen({ status = 500, text }: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  const router = useRouter();
  const navigate = useNavigate();
  const pathTo = useRoutePath();
  const isNotFound = status === 404;
  const title = isNotFound ? t('notFound.title') : t('generic.title');
  const description = text ?? (isNotFound ? t('notFound.text') : t('generic.text'));

  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-label={t('status', { status })}>
          {status}
        </Text>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={() => router.history.back()}>
            {t('actions.back')}
          </Button>
          <Button onClick={() => void navigate({ to: pathTo('/') })}>{t('actions.home')}</Button>
        </Group>
      </Stack>
    </Center>
  );
}
