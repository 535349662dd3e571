import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../../shared/ui/download';
import { downloadExportJob, useExportJobs } from '../api/export-transactions';

/** The download centre: background exports of the caller, with progress and their files. */
export function ExportJobsPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('transactions');
  const jobs = useExportJobs(enabled);
  const list = jobs.data?.data ?? [];
  if (!enabled || list.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('exports.title')}>
      <Stack gap="xs">
        <Text fw={600}>{t('exports.title')}</Text>
        {list.slice(0, 5).map((job) => (
          <Group key={job.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('exports.job', {
                id: job.id,
                format: job.file_format.toUpperCase(),
                date: formatDateTime(job.created_at),
              })}
            </Text>
            {job.status === 'COMPLETED' ? (
              <Button
                size="compact-sm"
                variant="light"
                onClick={async () =>
                  downloadBlob(await downloadExportJob(job), job.file_name ?? `exportacao.${job.file_format}`)
                }
              >
                {t('exports.download')}
              </Button>
            ) : job.status === 'FAILED' ? (
              <Text size="sm" c="red">
                {t('exports.failed')}
              </Text>
            ) : (
              <Progress
                value={job.progress}
                w={160}
                aria-label={t('exports.progress', { progress: job.progress })}
              />
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
