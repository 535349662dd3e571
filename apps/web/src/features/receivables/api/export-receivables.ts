import { todayIsoDay } from '@mentor/contract';
import { type Download, exportQueuedSchema } from '@mentor/contract/downloads';
import { mainApi, type QueryParams } from '../../../shared/lib/api';

export type ExportResult = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'job'; job: Download };

/**
 * `GET /v1/financial/receivable/export/{format}`: the file when small enough to stream,
 * otherwise a background job followed in the download centre.
 */
export async function exportReceivables(format: 'csv' | 'xlsx', query: QueryParams): Promise<ExportResult> {
  const answer = await mainApi.get(`/v1/financial/receivable/export/${format}`, {
    query,
    responseType: 'blob',
  });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  if (answer.type.includes('application/json')) {
    return { kind: 'job', job: exportQueuedSchema.parse(JSON.parse(await answer.text())).job };
  }
  const stamp = todayIsoDay();
  return { kind: 'file', blob: answer, fileName: `recebiveis-${stamp}.${format}` };
}
