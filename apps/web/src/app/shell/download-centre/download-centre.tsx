import { ActionIcon, Divider, Indicator, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { type Download, PENDING_DOWNLOAD_STATUSES } from '@mentor/contract/downloads';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/i18n';
import { downloadBlob } from '../../../shared/ui/download';
import { useShowError } from '../../../shared/ui/error-feedback';
import { DownloadIcon } from '../../../shared/ui/icons/icons';
import { useCancelDownload } from './api/cancel-download';
import { downloadFile } from './api/download-file';
import { useDownloads } from './api/list-downloads';
import { DownloadItem } from './download-item';
import { useFinishedDownloadToasts } from './finished-downloads';

const NO_DOWNLOADS: Download[] = [];

/**
 * The download centre in the top bar: the staff member's exports and reports with status,
 * progress, size and expiry; download when ready, cancel while pending. Refreshes itself while
 * something is still running; the badge counts what is pending.
 */
export default function DownloadCentre({ variant }: { variant: 'subtle' | 'transparent' }) {
  const { t } = useTranslation('shell', { keyPrefix: 'downloads' });
  const { language } = useLanguage();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const downloads = useDownloads();
  const cancel = useCancelDownload();
  const showError = useShowError();
  const list = downloads.data?.data ?? NO_DOWNLOADS;
  useFinishedDownloadToasts(list, language);
  const pending = list.filter((d) => PENDING_DOWNLOAD_STATUSES.includes(d.status)).length;

  const save = async (d: Download) => {
    setBusy(d.id);
    try {
      downloadBlob(await downloadFile(d), d.file_name ?? `exportacao-${d.id}.${d.file_format}`);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={380}
      position="bottom-end"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Tooltip label={t('open')}>
          <Indicator label={pending} size={16} disabled={pending === 0} offset={4}>
            <ActionIcon
              variant={variant}
              color={variant === 'transparent' ? 'white' : 'gray'}
              size="lg"
              onClick={() => {
                if (!opened) void downloads.refetch();
                setOpened((o) => !o);
              }}
              aria-label={pending > 0 ? t('openPending', { count: pending }) : t('open')}
              aria-expanded={opened}
              aria-haspopup="dialog"
            >
              <DownloadIcon />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('title')} role="dialog">
        <Text fw={600} mb="xs">
          {t('title')}
        </Text>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {downloads.isError ? t('error') : t('empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.map((d, i) => (
                <Fragment key={d.id}>
                  {i > 0 && <Divider component="li" aria-hidden="true" />}
                  <DownloadItem
                    download={d}
                    lang={language}
                    busy={busy === d.id}
                    onDownload={() => void save(d)}
                    onCancel={() =>
                      cancel.mutate(d.id, {
                        onError: (error) => showError(error),
                      })
                    }
                  />
                </Fragment>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          {t('retention')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
