import {
  Alert,
  Button,
  Group,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ANTICIPATION_RUN_STATUSES,
  type AnticipationRateRow,
  compareRates,
  formatRate,
  rateSchema,
} from '@mentor/contract/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../shared/lib/options';
import { useJobEnd } from '../../../shared/ui/jobs';
import { useBulkUpdate, useRun } from '../api/anticipation-api';
import { planKeys } from '../api/plan-keys';

const PREVIEW_ROWS = 200;

/**
 * Bulk anticipation-rate update of the plans on screen: the operator types the new rate, reviews
 * how many plans and merchants change and each plan's old → new rate, confirms with a one-time
 * code, then follows the run until it ends.
 */
export function BulkUpdatePanel({
  rows,
  onFinished,
}: {
  rows: AnticipationRateRow[];
  /** Called once the run has ended (the plans' lists are refreshed by then). */
  onFinished?: () => void;
}) {
  const { t } = useTranslation('plans');
  const label = useEnumLabel();
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ rate: string; rows: AnticipationRateRow[] } | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const run = useRun(runId);
  const bulk = useBulkUpdate({
    onSuccess: (started) => {
      setPreview(null);
      setRunId(started.id);
    },
  });
  // The plans on screen are read again once the run has ended.
  useJobEnd({
    job: run.data,
    jobId: runId,
    isRunning: (job) => job.status === 'PROCESSING',
    invalidate: [planKeys.all],
    ...(onFinished ? { onEnd: onFinished } : {}),
  });

  function review() {
    const parsed = rateSchema.safeParse(rate);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError(null);
    const changing = rows.filter((r) => compareRates(r.anticipation_rate, parsed.data) !== 0);
    if (changing.length === 0) {
      setError(t('arv.nothingToChange'));
      return;
    }
    setPreview({ rate: parsed.data, rows: changing });
  }

  const merchants = preview?.rows.reduce((sum, r) => sum + r.merchants_count, 0) ?? 0;
  return (
    <Stack>
      <Group align="end">
        <TextInput
          label={t('arv.newRate')}
          value={rate}
          onChange={(e) => setRate(e.currentTarget.value)}
          error={error}
          rightSection={<Text size="xs">%</Text>}
          w={200}
        />
        <Button onClick={review} disabled={rows.length === 0}>
          {t('arv.review')}
        </Button>
      </Group>
      {run.data ? (
        <Stack gap={4} data-testid="arv-run">
          <Text>
            {t('arv.run', { id: run.data.id })}:{' '}
            <strong>{label(ANTICIPATION_RUN_STATUSES, run.data.status)}</strong>
          </Text>
          <Progress value={run.data.progress} aria-label={t('arv.runProgress')} />
          <Text size="sm">
            {t('arv.runCounts', {
              processed: run.data.processed,
              total: run.data.total,
              failed: run.data.failed,
            })}
          </Text>
        </Stack>
      ) : null}
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={t('arv.previewTitle')}
        size="lg"
      >
        {preview ? (
          <Stack>
            <Alert color="blue" data-testid="arv-preview-summary">
              {t('arv.previewSummary', {
                plans: preview.rows.length,
                merchants,
                rate: formatRate(preview.rate),
              })}
            </Alert>
            <ScrollArea h={300}>
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.name')}</Table.Th>
                    <Table.Th>{t('arv.oldRate')}</Table.Th>
                    <Table.Th>{t('arv.newRate')}</Table.Th>
                    <Table.Th>{t('fields.merchants')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.slice(0, PREVIEW_ROWS).map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{r.sales_plan_name}</Table.Td>
                      <Table.Td>{formatRate(r.anticipation_rate)}</Table.Td>
                      <Table.Td>{formatRate(preview.rate)}</Table.Td>
                      <Table.Td>{r.merchants_count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {preview.rows.length > PREVIEW_ROWS ? (
              <Text size="sm" c="dimmed">
                {t('arv.previewMore', { count: preview.rows.length - PREVIEW_ROWS })}
              </Text>
            ) : null}
            <Group justify="end">
              <Button variant="default" onClick={() => setPreview(null)}>
                {t('arv.cancel')}
              </Button>
              <Button
                loading={bulk.isPending}
                onClick={() =>
                  void bulk.run({
                    anticipation_rate: preview.rate,
                    sales_plan_ids: preview.rows.map((r) => r.id),
                  })
                }
              >
                {t('arv.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
