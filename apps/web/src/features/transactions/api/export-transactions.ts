import { todayIsoDay } from '@mentor/contract';
import { type Download, exportQueuedSchema } from '@mentor/contract/downloads';
import { mainApi, type QueryParams } from '../../../shared/lib/api';

export type ExportResult = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'job'; job: Download };

/**
 * `GET /v1/transaction/export/{file_format}`: the file itself when the result is small enough
 * to stream, otherwise a background job to follow in the download centre.
 */
export async function exportTransactions(format: 'csv' | 'xlsx', query: QueryParams): Promise<ExportResult> {
  const answer = await mainApi.get(`/v1/transaction/export/${format}`, { query, responseType: 'blob' });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  if (answer.type.includes('application/json')) {
    const parsed = exportQueuedSchema.parse(JSON.parse(await answer.text()));
    return { kind: 'job', job: parsed.job };
  }
  const stamp = todayIsoDay();
  return { kind: 'file', blob: answer, fileName: `transacoes-${stamp}.${format}` };
}
