import { Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ChartState = 'loading' | 'error' | 'empty' | 'ready';

export interface ChartPanelProps {
  title: string;
  state: ChartState;
  /** Height of the chart area, kept in every state so the page does not jump. */
  height: number;
  /** Message of the error state (the server's message when it sent one). */
  errorText?: string;
  onRetry?: () => void;
  testId?: string;
  children?: ReactNode;
}

/**
 * A titled chart box with its four states: a skeleton while loading, the error with
 * 'Tentar novamente', a message when the period has no data, and the chart.
 */
export function ChartPanel({ title, state, height, errorText, onRetry, testId, children }: ChartPanelProps) {
  const { t } = useTranslation('charts');
  return (
    <Paper
      withBorder
      p="md"
      component="figure"
      m={0}
      aria-label={title}
      aria-busy={state === 'loading'}
      data-testid={testId}
      data-state={state}
      style={{ minWidth: 0 }}
    >
      <Text fw={600} mb="sm" component="figcaption">
        {title}
      </Text>
      {state === 'loading' ? <Skeleton h={height} aria-label={t('loading')} /> : null}
      {state === 'error' ? (
        <Center mih={height} role="alert">
          <Stack align="center" gap="xs">
            <Text c="red.8" ta="center">
              {errorText || t('error')}
            </Text>
            {onRetry ? (
              <Button variant="light" onClick={onRetry}>
                {t('retry')}
              </Button>
            ) : null}
          </Stack>
        </Center>
      ) : null}
      {state === 'empty' ? (
        <Center mih={height}>
          <Text ta="center">{t('empty')}</Text>
        </Center>
      ) : null}
      {state === 'ready' ? children : null}
    </Paper>
  );
}
