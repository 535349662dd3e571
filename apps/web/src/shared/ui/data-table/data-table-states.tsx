import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The message of whatever a query rejected with. */
export function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return null;
}

/** Placeholder rows shown while the first page loads. */
export function SkeletonRows({ rowCount, columnCount }: { rowCount: number; columnCount: number }) {
  return Array.from({ length: rowCount }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <Table.Tr key={row} data-testid="skeleton-row">
      {Array.from({ length: columnCount }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** A single full-width row for the empty and error states. */
export function MessageRow({ columnCount, children }: { columnCount: number; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>{children}</Table.Td>
    </Table.Tr>
  );
}

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
          {errorMessage(error) ??
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
