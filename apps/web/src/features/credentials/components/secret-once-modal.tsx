import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import type { CredentialSecretAnswer } from '@mentor/contract/credentials';
import { useTranslation } from 'react-i18next';

/**
 * The secret of a new or reset credential: shown once, copyable, never again. Closing the
 * window forgets it (it lives only in the caller's state).
 */
export function SecretOnceModal({
  answer,
  onClose,
}: {
  answer: CredentialSecretAnswer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('credentials');
  return (
    <Modal
      opened={answer !== null}
      onClose={onClose}
      title={t('secret.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
    >
      {answer ? (
        <Stack>
          <Alert color="yellow">{t('secret.onlyOnce')}</Alert>
          <Text size="sm">
            {t('fields.clientId')}: <Code>{answer.client_id}</Code>
          </Text>
          <Text size="sm" id="credential-secret-label">
            {t('fields.secret')}
          </Text>
          <Code block aria-labelledby="credential-secret-label" data-testid="credential-secret">
            {answer.client_secret}
          </Code>
          {answer.previous_expires_at ? (
            <Text size="sm">
              {t('secret.previousUntil', { when: formatDateTime(answer.previous_expires_at) })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <CopyButton value={answer.client_secret} timeout={3000}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? t('secret.copied') : t('secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('secret.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
