import { REGULATORY_FILE_ERROR, regulatoryFileName } from '@mentor/contract/pix';
import { pix } from '@mentor/contract/pix-endpoints';
import { api, isApiError } from '../../../shared/lib/api';
import { downloadBlob } from '../../../shared/ui/download';

/** Fetches the month's regulatory XML and saves it as `{type}_{month}_{year}.xml`. */
export async function downloadRegulatoryFile(month: number, year: number): Promise<string> {
  const blob = await api.call(pix.regulatoryFile, { params: { month, year } });
  if (!(blob instanceof Blob)) throw new Error(REGULATORY_FILE_ERROR);
  const fileName = regulatoryFileName(month, year);
  downloadBlob(blob, fileName);
  return fileName;
}

/** The message to show for a failed generation (2nd doc §8). */
export function regulatoryErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const data = error.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'message' in data &&
      typeof data.message === 'string' &&
      data.message
    ) {
      return data.message;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return REGULATORY_FILE_ERROR;
}
