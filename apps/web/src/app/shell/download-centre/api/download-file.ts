import type { Download } from '@mentor/contract/downloads';
import { downloads } from '@mentor/contract/downloads-endpoints';
import { api } from '../../../../shared/lib/api';

/** `downloads.readFile`: the finished file. */
export async function downloadFile(download: Download): Promise<Blob> {
  const answer: unknown = await api.call(downloads.readFile, { params: { id: download.id } });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  return answer;
}
