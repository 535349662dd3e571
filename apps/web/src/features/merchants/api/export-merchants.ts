import { todayIsoDay } from '@mentor/contract';
import { type Download, exportQueuedSchema } from '@mentor/contract/downloads';
import { mainApi, type QueryParams } from '../../../shared/lib/api';

export type ExportResult = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'job'; job: Download };

/** `GET /v1/merchant/export/{file_format}`: the file, or a background job for the download centre. */
export async function exportMerchants(format: 'csv' | 'xlsx', query: QueryParams): Promise<ExportResult> {
  const answer = await mainApi.get(`/v1/merchant/export/${format}`, { query, responseType: 'blob' });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  if (answer.type.includes('application/json')) {
    return { kind: 'job', job: exportQueuedSchema.parse(JSON.parse(await answer.text())).job };
  }
  return {
    kind: 'file',
    blob: answer,
    fileName: `lojistas-${todayIsoDay()}.${format}`,
  };
}
