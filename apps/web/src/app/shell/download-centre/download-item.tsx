import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import { type Download, type DownloadStatus, PENDING_DOWNLOAD_STATUSES } from '@mentor/contract/downloads';
import { useTranslation } from 'react-i18next';
import { formatSize } from './format-size';

const STATUS_COLORS: Record<DownloadStatus, string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
};

export interface DownloadItemProps {
  download: Download;
  lang: 'pt' | 'en';
  busy: boolean;
  onDownload: () => void;
  onCancel: () => void;
}

/** One export in the download centre: what, when, status, progress or size, and its actions. */
export function DownloadItem({ download: d, lang, busy, onDownload, onCancel }: DownloadItemProps) {
  const { t } = useTranslation('shell', { keyPrefix: 'downloads' });
  const pending = PENDING_DOWNLOAD_STATUSES.includes(d.status);
  const title = `${d.title[lang === 'en' ? 'en' : 'pt-BR']} (${d.file_format.toUpperCase()})`;
  return (
    <Stack gap={4} component="li" aria-label={title} data-testid={`download-${d.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} truncate>
          {title}
        </Text>
        <Badge color={STATUS_COLORS[d.status]} variant="light" data-testid="download-status">
          {t(`status.${d.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t('created', { date: formatDateTime(d.created_at) })}
        {d.status === 'COMPLETED' && d.size_bytes !== null && ` · ${formatSize(d.size_bytes, lang)}`}
        {d.status === 'COMPLETED' && ` · ${t('expires', { date: formatDateTime(d.expires_at) })}`}
      </Text>
      {pending && (
        <Progress
          value={d.status === 'QUEUED' ? 0 : Math.max(d.progress, 2)}
          animated
          striped
          aria-label={t('progress', { progress: d.progress })}
          data-testid="download-progress"
        />
      )}
      {d.status === 'FAILED' && (
        <Text size="xs" c="red">
          {t('failed')}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        {d.status === 'COMPLETED' && (
          <Button size="compact-xs" variant="light" onClick={onDownload} loading={busy}>
            {t('download')}
          </Button>
        )}
        <Button size="compact-xs" variant="subtle" color={pending ? 'red' : 'gray'} onClick={onCancel}>
          {pending ? t('cancel') : t('remove')}
        </Button>
      </Group>
    </Stack>
  );
}
