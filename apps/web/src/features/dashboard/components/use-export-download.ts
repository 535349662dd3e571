import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { downloadBlob } from '../../../shared/ui/download';

/** Toasts close after 4000 ms (spec core §2.3). */
const TOAST_MS = 4000;

/**
 * Runs an export: a lasting 'Gerando arquivo' toast with a spinner while the server builds the
 * file, then the download and a toast naming the file once it is ready (or the error).
 */
export function useExportDownload() {
  const { t } = useTranslation('dashboard');
  const [running, setRunning] = useState(false);
  const run = async (load: () => Promise<Blob>, fileName: string) => {
    setRunning(true);
    const id = notifications.show({
      loading: true,
      autoClose: false,
      withCloseButton: false,
      title: t('export.preparing'),
      message: t('export.preparingHint'),
    });
    try {
      downloadBlob(await load(), fileName);
      notifications.update({
        id,
        loading: false,
        color: 'green',
        autoClose: TOAST_MS,
        withCloseButton: true,
        title: t('export.ready'),
        message: fileName,
      });
    } catch (error) {
      notifications.update({
        id,
        loading: false,
        color: 'red',
        autoClose: TOAST_MS,
        withCloseButton: true,
        title: t('export.failed'),
        message: errorView(error).message,
      });
    } finally {
      setRunning(false);
    }
  };
  return { running, run };
}
