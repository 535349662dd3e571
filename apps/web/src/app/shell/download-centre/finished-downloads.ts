import { notifications } from '@mantine/notifications';
import { type Download, type DownloadStatus, PENDING_DOWNLOAD_STATUSES } from '@mentor/contract/downloads';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Downloads that were queued or running at the last look and have finished since. */
export function finishedSince(
  previous: ReadonlyMap<number, DownloadStatus>,
  list: readonly Download[],
): Download[] {
  return list.filter((download) => {
    const before = previous.get(download.id);
    return (
      before !== undefined &&
      PENDING_DOWNLOAD_STATUSES.includes(before) &&
      (download.status === 'COMPLETED' || download.status === 'FAILED')
    );
  });
}

/**
 * A toast when a background export the centre was following is ready (or failed), so staff
 * need not keep the centre open. Nothing is said for what was already finished at the first look.
 */
export function useFinishedDownloadToasts(list: readonly Download[], language: 'pt' | 'en'): void {
  const { t } = useTranslation('shell', { keyPrefix: 'downloads' });
  const seen = useRef<Map<number, DownloadStatus> | null>(null);
  useEffect(() => {
    if (seen.current) {
      for (const download of finishedSince(seen.current, list)) {
        const title = download.title[language === 'en' ? 'en' : 'pt-BR'];
        const ready = download.status === 'COMPLETED';
        notifications.show({
          id: `download-finished-${download.id}`,
          color: ready ? 'green' : 'red',
          message: t(ready ? 'ready' : 'readyFailed', { title }),
        });
      }
    }
    seen.current = new Map(list.map((download) => [download.id, download.status]));
  }, [list, language, t]);
}
