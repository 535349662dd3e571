import { notifications } from '@mantine/notifications';
import { todayIsoDay } from '@mentor/contract';
import { type Endpoint, paramNames } from '@mentor/contract/common/endpoint';
import { type Download, exportQueuedSchema } from '@mentor/contract/downloads';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type QueryParams } from '../../lib/api';
import { useShowError } from '../error-feedback/use-show-error';
import { downloadBlob } from './download-json';
import { downloadKeys } from './download-keys';

export type ExportFileFormat = 'csv' | 'xlsx';

/** What an export call answered: the file itself, or the background job the download centre follows. */
export type ListExportResult =
  | { kind: 'file'; blob: Blob; fileName: string }
  | { kind: 'job'; job: Download };

/** A declared export operation: a file whose path ends in its format (`{format}`, `{file_format}`). */
export type ListExportEndpoint = Endpoint & { readonly file: object };

/** The path parameter of a declared export holding the format: its last one. */
const formatParamOf = (target: ListExportEndpoint) => paramNames(target.path).at(-1) ?? 'format';

/**
 * A list's declared export operation in the format asked for (server `exports.respond`): the
 * file when the result is small enough to stream, otherwise `202 { job }` for the download centre.
 */
export async function requestListExport(
  target: ListExportEndpoint,
  format: ExportFileFormat,
  query: QueryParams,
  fileName: string,
): Promise<ListExportResult> {
  const answer: unknown = await api.call(target, {
    params: { [formatParamOf(target)]: format },
    query,
  } as never);
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  if (answer.type.includes('application/json')) {
    const parsed = exportQueuedSchema.parse(JSON.parse(await answer.text()));
    return { kind: 'job', job: parsed.job };
  }
  const stamp = todayIsoDay();
  return { kind: 'file', blob: answer, fileName: `${fileName}-${stamp}.${format}` };
}

/**
 * Saves an exported file and says so in a toast ('Arquivo … pronto e baixado.'), so the end of
 * an export is visible even when the browser saves the file without asking.
 */
export function useSaveExportedFile() {
  const { t } = useTranslation('kit');
  return (blob: Blob, fileName: string) => {
    downloadBlob(blob, fileName);
    notifications.show({
      color: 'green',
      message: t('table.exportReady', 'Arquivo {{fileName}} pronto e baixado.', { fileName }),
    });
  };
}

export interface ListExportOptions {
  /** The list's declared export operation (`payments.exportPayments`). */
  path: ListExportEndpoint;
  /** File name without date and extension, e.g. `pagamentos`. */
  fileName: string;
  /** The list's filters as the API reads them (paging is dropped). */
  query: () => QueryParams;
}

/**
 * The export of a list screen, for `<ListPage exportMenu>`: downloads the file, or hands a large
 * export to the download centre of the top bar (refreshing it) with a toast; errors as a toast.
 */
export function useListExport({ path, fileName, query }: ListExportOptions) {
  const { t, i18n } = useTranslation('kit');
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveExportedFile();
  const showError = useShowError();
  const onExport = async (format: ExportFileFormat) => {
    setProgress(0);
    try {
      const { page: _page, perPage: _perPage, cursor: _cursor, ...filters } = query();
      const lang = i18n.language.startsWith('en') ? 'en' : 'pt-BR';
      const answer = await requestListExport(path, format, { ...filters, lang }, fileName);
      if (answer.kind === 'file') {
        save(answer.blob, answer.fileName);
      } else {
        await client.invalidateQueries({ queryKey: downloadKeys.all });
        notifications.show({
          color: 'blue',
          message: t(
            'table.exportQueued',
            'O resultado é grande: a exportação continua em segundo plano e aparece na central de downloads.',
          ),
        });
      }
    } catch (error) {
      showError(error);
    } finally {
      setProgress(null);
    }
  };
  return {
    formats: ['csv', 'xlsx'] as ExportFileFormat[],
    progress,
    onExport: (format: ExportFileFormat) => void onExport(format),
  };
}
