import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link LoaderBox}. */
export interface LoaderBoxProps {
  /** Text under the spinner; defaults to 'Aguarde...'. */
  message?: string;
}

/** A centred box with a spinner and a message, at most 290 px wide (spec core §2.3). */
export function LoaderBox({ message }: LoaderBoxProps) {
  const { t } = useTranslation('kit');
  const text = message ?? t('loader.wait', 'Aguarde...');
  return (
    <Center py="xl">
      <Paper withBorder p="md" w="100%" style={{ maxWidth: 290 }} role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader size="md" aria-hidden />
          <Text size="sm" ta="center">
            {text}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
