import type { Download } from '@mentor/contract/downloads';
import { mainApi } from '../../../../shared/lib/api';

/** `GET /v1/downloads/{id}/file`: the finished file. */
export async function downloadFile(download: Download): Promise<Blob> {
  const answer = await mainApi.get(`/v1/downloads/${download.id}/file`, { responseType: 'blob' });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  return answer;
}
